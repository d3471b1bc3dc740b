import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { describeWhere } from '@edu/shared/testing';
import { lastPublishedView, updateRegistry } from '../../src/registry/store';
import { emptyRemote } from '../../src/registry/types';
import { waitUntilServed } from '../../src/registry/propagation';
import { startBucketMirror } from '../../src/storage/bucket-mirror';
import { deployBucket } from '../../src/storage/deploy-bucket';
import { DEV_S3_CREDENTIALS, startDevS3Server, type DevS3Server } from '../../src/storage/dev-s3-server';
import { startRegistryListener } from '../../src/storage/registry-listener';

/**
 * Bounded propagation (issue 29 item 4): two SSR instances' mirrors, their poll an hour apart, hear a registry
 * change by LISTEN/NOTIFY and serve it within 2 s; a promote is told who serves it, and names an instance that
 * does not. A real PostgreSQL (TEST_PG_URL) and the S3 server CI runs.
 */
const pgUrl = process.env.TEST_PG_URL;
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeWhere(Boolean(pgUrl), 'postgresql-only: needs TEST_PG_URL (LISTEN/NOTIFY between processes)')('registry changes reach every instance', () => {
  const saved = { ...process.env };
  let s3: DevS3Server;
  let databaseUrl: string;
  const stops: Array<() => void> = [];

  beforeAll(async () => {
    const dbName = `ops_propagation_${Date.now()}`;
    const admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    databaseUrl = pgUrl!.replace(/\/[^/]*$/, `/${dbName}`);
    s3 = await startDevS3Server({ directory: tmp('s3-data-'), bucket: 'edu-deploy' });
    Object.assign(process.env, {
      REGISTRY_DATABASE_URL: databaseUrl,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'edu-deploy',
      S3_ACCESS_KEY_ID: DEV_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: DEV_S3_CREDENTIALS.secretAccessKey,
    });
    // a first registry (no versions to mirror: the pointers only)
    await updateRegistry(tmp('seed-'), (state) => void (state.remotes.mf_content = emptyRemote()));
  });
  afterAll(async () => {
    stops.forEach((stop) => stop());
    process.env = saved;
    await s3.close();
  });

  /** One SSR instance's registry side: the mirror (polling once an hour) and its listener. */
  function instance(name: string) {
    const mirror = startBucketMirror({
      store: deployBucket()!,
      dir: tmp(`${name}-`),
      pollMs: 3_600_000,
      onServed: () => listener.report(),
      log: () => undefined,
    });
    const listener = startRegistryListener({
      url: databaseUrl,
      instance: name,
      onChange: () => void mirror.syncNow(),
      served: mirror.served,
      log: () => undefined,
    });
    const stop = () => {
      listener.close();
      mirror.close();
    };
    stops.push(stop);
    return { mirror, stop };
  }

  /** Until these instances are listening and have said what they serve. */
  async function reported(names: string[], view: () => string | undefined): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      const current = view();
      if (current && names.every((n) => served.includes(n))) return;
      served = current ? (await waitUntilServed({ databaseUrl, view: current, timeoutMs: 0 })).served : [];
      await sleep(25);
    }
    throw new Error(`${names.join(', ')} never reported`);
  }
  let served: string[] = [];

  async function change(): Promise<string> {
    await updateRegistry(tmp('ops-'), (state) => void (state.remotes.mf_content!.canary = null));
    return lastPublishedView()!;
  }

  it('a change is served by both instances within 2 s of its commit, by notification alone; the promote is told so', async () => {
    const a = instance('ssr-a');
    const b = instance('ssr-b');
    // both listening and reporting what they serve
    await reported(['ssr-a', 'ssr-b'], () => (a.mirror.served() === b.mirror.served() ? a.mirror.served() : undefined));

    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const view = await change();
      const started = Date.now();
      const result = await waitUntilServed({ databaseUrl, view });
      times.push(Date.now() - started);
      expect(result).toMatchObject({ missing: [], served: ['ssr-a', 'ssr-b'] });
      expect([a.mirror.served(), b.mirror.served()]).toEqual([view, view]);
    }
    expect(Math.max(...times)).toBeLessThan(2000);
    a.stop();
    b.stop();
  });

  it('an instance that stopped listening is named, after 2 s, as not serving the change', async () => {
    const c = instance('ssr-c');
    const d = instance('ssr-d');
    await reported(['ssr-c', 'ssr-d'], () => (c.mirror.served() === d.mirror.served() ? c.mirror.served() : undefined));
    d.stop(); // its row stays fresh for a while: alive as far as anyone can tell, but deaf
    const view = await change();
    const result = await waitUntilServed({ databaseUrl, view });
    // (the first test's instances stopped too, and are named as well while their rows look alive)
    expect(result.missing).toContain('ssr-d');
    expect(result.missing).not.toContain('ssr-c');
    expect(result.served).toContain('ssr-c');
    expect(result.ms).toBeGreaterThanOrEqual(2000);
    c.stop();
  });
});
