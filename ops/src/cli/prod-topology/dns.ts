import dgram from 'node:dgram';

/**
 * The production topology's service names, answered as Docker's embedded DNS answers them: `api` and `ssr` →
 * every replica's address (127.0.0.x here, all on one port), so nginx's `resolver` path in ops/nginx/edge.conf is
 * what CI runs. A names table the runner changes while serving: a replica that comes is added, one that goes is
 * dropped, and nginx follows without a reload. A records only (nginx asks with `ipv6=off`), TTL 1 s.
 */
export interface NameTable {
  set(name: string, addresses: string[]): void;
  get(name: string): string[];
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (at < msg.length && msg[at]! > 0) {
    const len = msg[at]!;
    labels.push(msg.subarray(at + 1, at + 1 + len).toString('ascii'));
    at += len + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function answer(query: Buffer, table: Map<string, string[]>): Buffer | null {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
  const { name, end } = readName(query, 12);
  if (end + 4 > query.length) return null;
  const qtype = query.readUInt16BE(end);
  const known = table.has(name);
  const addresses = known && qtype === 1 ? table.get(name)! : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // id
  header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2); // response, recursion available; NXDOMAIN when unknown
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const question = query.subarray(12, end + 4);
  const records = addresses.map((ip) => {
    const rr = Buffer.alloc(16);
    rr.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    rr.writeUInt16BE(1, 2); // A
    rr.writeUInt16BE(1, 4); // IN
    rr.writeUInt32BE(1, 6); // TTL
    rr.writeUInt16BE(4, 10);
    ip.split('.').forEach((part, i) => rr.writeUInt8(Number(part), 12 + i));
    return rr;
  });
  return Buffer.concat([header, question, ...records]);
}

export async function startDns(port: number): Promise<NameTable & { close: () => void }> {
  const table = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, from) => {
    const reply = answer(msg, table);
    if (reply) socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  return {
    set: (name, addresses) => void table.set(name.toLowerCase(), [...addresses]),
    get: (name) => table.get(name.toLowerCase()) ?? [],
    close: () => socket.close(),
  };
}
