import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type http from 'node:http';
import { chooseEncoding } from './content-encoding';
import { PAGE_SECURITY_HEADERS } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export const contentType = (file: string): string => TYPES[path.extname(file)] ?? 'application/octet-stream';

/**
 * Content-hashed names never change content: cache them for a year, and so every file of a published
 * remote version (its folder is immutable: a version is never republished with other bytes), its manifest
 * and entry included — the registry is the pointer that moves. Other pointers must always revalidate.
 */
const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'registry.json', 'federation-runtime.js']);
const VERSION_FILE = /(^|\/)remotes\/[^/]+\/[^/]+\//;
export function cacheControl(file: string): string {
  if (VERSION_FILE.test(file)) return 'public, max-age=31536000, immutable';
  const base = path.basename(file);
  if (NO_CACHE.has(base) || base.endsWith('.html')) return 'no-cache';
  return /\.[0-9a-f]{8,}\.(js|css|woff2)$/.test(base) || file.includes('/remotes/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * Resolves a normalised URL path (./normalize-path.ts: decoded once, dot segments resolved) inside root,
 * refusing anything outside it. It never decodes again: `%252e` arrives here as `%2e` and stays a name.
 */
export function safeJoin(root: string, normalizedPath: string): string | null {
  if (normalizedPath.includes('\0')) return null;
  const full = path.join(root, path.posix.normalize(normalizedPath));
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

interface CachedBody {
  mtimeMs: number;
  raw: Buffer;
  gzip: Buffer | null;
  /**
   * A copy made at build time (file.br), or — for a published remote version, whose files never change —
   * made here once and kept with the body: brotli at its best setting is too slow per request.
   */
  br: Buffer | null;
  etag: string;
}

const brotliOnce = (raw: Buffer): Buffer =>
  zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
const bodies = new Map<string, CachedBody>();
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt)$/;

function load(file: string, stat: fs.Stats): CachedBody {
  const hit = bodies.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.raw.length === stat.size) return hit;
  const raw = fs.readFileSync(file);
  const copy = (ext: string) => (fs.existsSync(file + ext) ? fs.readFileSync(file + ext) : null);
  const compressible = COMPRESSIBLE.test(file) && raw.length > 1024;
  const gzip = copy('.gz') ?? (compressible ? zlib.gzipSync(raw, { level: 9 }) : null);
  const br = copy('.br') ?? (compressible && VERSION_FILE.test(file) && raw.length < 2 * 1024 * 1024 ? brotliOnce(raw) : null);
  const body = { mtimeMs: stat.mtimeMs, raw, gzip, br, etag: `"${crypto.createHash('sha1').update(raw).digest('base64url')}"` };
  if (raw.length < 8 * 1024 * 1024) bodies.set(file, body);
  return body;
}

/** Sends bytes with caching headers, ETag revalidation, and brotli or gzip when the client accepts it. */
export function sendBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Buffer,
  type: string,
  cache: string,
  etag?: string,
  gzip?: Buffer | null,
  br?: Buffer | null,
): void {
  const tag = etag ?? `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cache);
  res.setHeader('ETag', tag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // HTML (the browser-rendered shell, demo pages) gets the page policy; assets need none of it.
  if (type.startsWith('text/html')) for (const [k, v] of Object.entries(PAGE_SECURITY_HEADERS)) res.setHeader(k, v);
  if (req.headers['if-none-match'] === tag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'], { br: !!br, gzip: !!gzip });
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const out = encoding === 'br' ? br! : encoding === 'gzip' ? gzip! : body;
  res.setHeader('Content-Length', out.length);
  res.end(req.method === 'HEAD' ? undefined : out);
}

/** Serves a file if it exists; returns false so the caller can fall through. */
export function serveFile(req: http.IncomingMessage, res: http.ServerResponse, file: string | null): boolean {
  if (!file) return false;
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    return false; // ENAMETOOLONG and friends: not a file we serve
  }
  if (!stat?.isFile()) return false;
  const body = load(file, stat);
  sendBody(req, res, body.raw, contentType(file), cacheControl(file), body.etag, body.gzip, body.br);
  return true;
}
