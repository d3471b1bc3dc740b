import { createServer, type Server } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/**
 * PGlite behind a PostgreSQL wire-protocol socket, so the API talks to it with the ordinary `pg` driver.
 *
 * pglite-socket 0.2.17 multiplexes several connections onto PGlite's ONE backend session, but its queue
 * schedules single protocol messages, so two connections' Parse/Bind/Execute/Sync batches can interleave
 * (electric-sql/pglite#1046) and a failing extended-protocol message gets a premature ReadyForQuery
 * (electric-sql/pglite#958) that desynchronises node-postgres. We keep pglite-socket's per-connection handler
 * (framing, SSL/cancel requests) and give it this scheduler instead, which:
 *  - runs a connection's messages as one batch up to Sync / Query, never interleaved with another connection;
 *  - keeps the backend to one connection while it is inside a transaction (others wait, FIFO);
 *  - after an ErrorResponse discards messages up to Sync and drops premature ReadyForQuery, as PostgreSQL does;
 *  - emulates a per-connection `search_path` (from the startup `options=-c search_path=…`), so test files can
 *    each use their own schema on the one shared PGlite;
 *  - always releases its queue, even when PGlite throws.
 */

const READY_FOR_QUERY = 0x5a; // 'Z'
const ERROR_RESPONSE = 0x45; // 'E'
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
const DEFAULT_SEARCH_PATH = '"$user", public';

interface Batch {
  handlerId: number;
  messages: Uint8Array[];
  onData: (data: Uint8Array) => void;
  resolve: (n: number) => void;
  reject: (e: Error) => void;
  holdAfter: boolean;
}

/** Split raw backend output into messages (type byte + int32 length). */
function splitBackend(data: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let i = 0;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  while (i + 5 <= data.length) {
    const len = view.getInt32(i + 1);
    if (len < 4 || i + 1 + len > data.length) break;
    out.push(data.subarray(i, i + 1 + len));
    i += 1 + len;
  }
  // Anything unparseable is passed through untouched rather than dropped.
  if (i < data.length) out.push(data.subarray(i));
  return out;
}

function simpleQuery(sql: string): Uint8Array {
  const body = Buffer.from(`${sql}\0`, 'utf8');
  const msg = Buffer.alloc(5 + body.length);
  msg[0] = QUERY;
  msg.writeInt32BE(4 + body.length, 1);
  body.copy(msg, 5);
  return msg;
}

function parseStartupSearchPath(message: Uint8Array): string | null {
  // int32 length, int32 protocol, then key\0value\0 … \0
  const text = Buffer.from(message.subarray(8)).toString('utf8');
  const parts = text.split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) {
    if (parts[i] === 'options') {
      const m = /(?:-c\s*|--)search_path=([A-Za-z0-9_,]+)/.exec(parts[i + 1] ?? '');
      if (m?.[1]) return m[1];
    }
  }
  return null;
}

export class SessionScheduler {
  private queue: Batch[] = [];
  private buffers = new Map<number, Uint8Array[]>();
  private searchPaths = new Map<number, string>();
  private appliedSearchPath: string | null = null;
  private owner: number | null = null;
  private running = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const type = message[0];
    if (type === 0) {
      const sp = parseStartupSearchPath(message);
      if (sp) this.searchPaths.set(handlerId, sp);
      return this.push(handlerId, [message], onData, false);
    }
    if (type === TERMINATE) return Promise.resolve(0);
    const buf = this.buffers.get(handlerId) ?? [];
    buf.push(message);
    this.buffers.set(handlerId, buf);
    if (type !== SYNC && type !== QUERY && type !== FLUSH) return Promise.resolve(0);
    this.buffers.set(handlerId, []);
    return this.push(handlerId, buf, onData, type === FLUSH);
  }

  private push(handlerId: number, messages: Uint8Array[], onData: Batch['onData'], holdAfter: boolean) {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ handlerId, messages, onData, resolve, reject, holdAfter });
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const idx = this.owner === null ? 0 : this.queue.findIndex((b) => b.handlerId === this.owner);
        if (idx < 0 || this.queue.length === 0) break;
        const batch = this.queue.splice(idx, 1)[0]!;
        try {
          batch.resolve(await this.db.runExclusive(() => this.run(batch)));
        } catch (err) {
          batch.reject(err as Error);
        }
        this.owner = batch.holdAfter || this.db.isInTransaction() ? batch.handlerId : null;
      }
    } finally {
      this.running = false;
    }
  }

  private async run(batch: Batch): Promise<number> {
    const wanted = this.searchPaths.get(batch.handlerId) ?? DEFAULT_SEARCH_PATH;
    const isStartup = batch.messages[0]?.[0] === 0;
    if (!isStartup && !this.db.isInTransaction() && wanted !== this.appliedSearchPath) {
      // db.exec() would take PGlite's mutex again (we already hold it): speak the protocol instead.
      await this.db.execProtocolRaw(simpleQuery(`SET search_path TO ${wanted}`));
      this.appliedSearchPath = wanted;
    }
    if (isStartup) this.appliedSearchPath = null; // startup options may have changed it
    const out: Uint8Array[] = [];
    let failed = false;
    for (const message of batch.messages) {
      const type = message[0];
      const final = type === SYNC || type === QUERY || type === 0;
      if (failed && !final) continue;
      const chunks: Uint8Array[] = [];
      await this.db.execProtocolRawStream(message, { onRawData: (d) => chunks.push(d.slice()) });
      // Chunks are not aligned to message boundaries: join them before splitting into messages.
      for (const msg of splitBackend(Buffer.concat(chunks))) {
        if (msg[0] === ERROR_RESPONSE && !final) failed = true;
        if (msg[0] === READY_FOR_QUERY && !final) continue;
        out.push(msg);
      }
    }
    const data = Buffer.concat(out);
    if (data.length > 0) batch.onData(data);
    return data.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.buffers.delete(handlerId);
    this.queue = this.queue.filter((b) => {
      if (b.handlerId !== handlerId) return true;
      b.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.searchPaths.delete(handlerId);
    if (this.owner !== handlerId) return;
    await this.db.runExclusive(async () => {
      if (this.db.isInTransaction()) await this.db.execProtocolRaw(simpleQuery('ROLLBACK'));
    });
    this.owner = null;
    void this.pump();
  }
}

export interface PgliteServer {
  url: string;
  db: PGlite;
  stop(): Promise<void>;
}

/** Start PGlite (on disk when dataDir is given) behind a loopback socket; returns a postgres:// URL. */
export async function startPgliteServer(opts: { dataDir?: string; port?: number; maxConnections?: number } = {}): Promise<PgliteServer> {
  const db = await PGlite.create(opts.dataDir);
  const scheduler = new SessionScheduler(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const maxConnections = opts.maxConnections ?? 64;
  const server: Server = createServer((socket) => {
    if (handlers.size >= maxConnections) {
      socket.end();
      return;
    }
    // The handler only calls enqueue / clearQueueForHandler / clearTransactionIfNeeded on its queue.
    const handler = new PGLiteSocketHandler({ queryQueue: scheduler as never, closeOnDetach: true });
    handlers.add(handler);
    const drop = () => handlers.delete(handler);
    handler.addEventListener('close', drop);
    handler.addEventListener('error', drop);
    handler.attach(socket).catch(() => {
      drop();
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    db,
    async stop() {
      for (const h of handlers) await h.detach(true);
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
