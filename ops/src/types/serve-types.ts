import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { safeJoin, sendBody } from '../edge/static-files';

/** A contract version's folder never changes; the pointer and the puller move with each deploy. */
const IMMUTABLE = /^\/types\/[^/]+\/[^/]+\//;
const TYPES: Record<string, string> = {
  '.zip': 'application/zip',
  '.json': 'application/json; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
};

/**
 * `/types/…` from <deployDir>/types (ops/src/types/contract-types.ts): the platform contract's types, their
 * pointer and the squads' puller — the same contract as nginx's `location /types/`. False when not ours.
 */
export function serveTypes(req: http.IncomingMessage, res: http.ServerResponse, deployDir: string, pathname: string): boolean {
  if (!pathname.startsWith('/types/')) return false;
  // joined under types/ itself: an encoded ../ cannot reach the registry's private state beside it
  const file = safeJoin(path.join(deployDir, 'types'), pathname.slice('/types'.length));
  const type = file ? TYPES[path.extname(file)] : undefined;
  if (!file || !type || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('Not found');
    return true;
  }
  sendBody(req, res, fs.readFileSync(file), type, IMMUTABLE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
  return true;
}
