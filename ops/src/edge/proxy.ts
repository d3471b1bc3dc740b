import http from 'node:http';

/** Streams a request to the API unchanged (method, headers, body) and streams the answer back. */
export function proxyTo(target: URL, req: http.IncomingMessage, res: http.ServerResponse): void {
  const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host };
  headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  const upstream = http.request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ status: false, data: null, message: 'Máy chủ tạm thời không phản hồi, vui lòng thử lại sau.' }));
  });
  req.pipe(upstream);
}
