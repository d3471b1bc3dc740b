import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promote } from '../src/registry/pointers';
import { publishRemote } from '../src/registry/publish';
import { readState } from '../src/registry/store';
import { verifyDeployed } from '../src/registry/verify';
import { startBucketMirror } from '../src/storage/bucket-mirror';
import { deployBucket } from '../src/storage/deploy-bucket';
import { DEV_S3_CREDENTIALS, startDevS3Server, type DevS3Server } from '../src/storage/dev-s3-server';
import { writeRemoteBuild } from './support/remote-build';

/**
 * ops against a real S3-compatible server (s3rver over HTTP, SigV4-checked): publish uploads a version
 * whole and immutable, the registry changes only after the files are stored, an unreachable bucket is
 * a clear refusal that changes nothing, and the SSR mirror brings down only what was published.
 */
const BUCKET = 'edu-deploy';
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
let s3: DevS3Server;
const saved = { ...process.env };

function useBucket(endpoint: string): void {
  Object.assign(process.env, {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: DEV_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: DEV_S3_CREDENTIALS.secretAccessKey,
  });
}

/** A build the publish gate accepts (./support/remote-build.ts). */
const build = (chunk?: string): string => writeRemoteBuild(tmp('bucket-build-'), 'mf_content', chunk);

const objectUrl = (key: string) => `${s3.endpoint}/${BUCKET}/${key}`;

beforeAll(async () => {
  s3 = await startDevS3Server({ directory: tmp('s3-data-'), bucket: BUCKET });
  useBucket(s3.endpoint);
});
afterAll(async () => {
  process.env = saved;
  await s3.close();
});

describe('publishing to the bucket', () => {
  it('uploads every file with its type and cache policy, then records the version and the public registry', async () => {
    const deployDir = tmp('deploy-');
    await publishRemote(deployDir, 'mf_content', build(), '1.0.0-a');
    const chunk = await fetch(objectUrl('remotes/mf_content/1.0.0-a/page.0123456789.js'));
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // the entry too: a version's folder never changes, the registry is the pointer that moves
    const entry = await fetch(objectUrl('remotes/mf_content/1.0.0-a/remoteEntry.js'));
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const index = (await (await fetch(objectUrl('remotes/mf_content/1.0.0-a/version.json'))).json()) as { files: Record<string, string> };
    expect(Object.keys(index.files).sort()).toEqual(['mf-manifest.json', 'page.0123456789.js', 'remoteEntry.js', 'server/remoteEntry.js']);
    // nothing of the version is in the deploy folder: the bucket is the store
    expect(fs.existsSync(path.join(deployDir, 'remotes'))).toBe(false);
    expect(readState(deployDir).remotes.mf_content!.versions['1.0.0-a']).toBeDefined();

    await promote(deployDir, 'mf_content', '1.0.0-a');
    const registry = await fetch(objectUrl('registry.json'));
    expect(registry.headers.get('cache-control')).toBe('no-cache');
    expect(((await registry.json()) as { remotes: Record<string, { live: { version: string } }> }).remotes.mf_content!.live.version).toBe('1.0.0-a');
  });

  it('is immutable: the same bytes again are "already published", other bytes under that version are refused', async () => {
    const deployDir = tmp('deploy-');
    await publishRemote(deployDir, 'mf_content', build(), '1.0.0-b');
    await expect(publishRemote(deployDir, 'mf_content', build(), '1.0.0-b')).resolves.toEqual({ kind: 'already-published', version: '1.0.0-b' });
    await expect(publishRemote(deployDir, 'mf_content', build('console.log("đã sửa")'), '1.0.0-b')).rejects.toThrow(
      /already published with different content; published versions are immutable/,
    );
    expect(await (await fetch(objectUrl('remotes/mf_content/1.0.0-b/page.0123456789.js'))).text()).toBe('console.log("trang khóa học")');
  });

  it('with the bucket down, refuses in one clear line and leaves the registry as it was', async () => {
    const deployDir = tmp('deploy-');
    const down = await startDevS3Server({ directory: tmp('s3-down-'), bucket: BUCKET });
    await down.close();
    useBucket(down.endpoint);
    try {
      await expect(publishRemote(deployDir, 'mf_content', build(), '1.0.0-c')).rejects.toThrow(
        new RegExp(
          `publishing mf_content@1\\.0\\.0-c: object storage ${down.endpoint.replaceAll('.', '\\.')} is unreachable \\(ECONNREFUSED\\); nothing was changed`,
        ),
      );
    } finally {
      useBucket(s3.endpoint);
    }
    expect(readState(deployDir).remotes.mf_content).toBeUndefined();
    expect(fs.existsSync(path.join(deployDir, 'registry.json'))).toBe(false);
  });
});

describe('verifying what the bucket serves', () => {
  it('re-hashes every file of the live version in the bucket and names each change', async () => {
    const deployDir = tmp('deploy-');
    await publishRemote(deployDir, 'mf_content', build(), '1.0.0-v');
    await promote(deployDir, 'mf_content', '1.0.0-v');
    expect(await verifyDeployed(deployDir)).toEqual({
      checked: [{ remote: 'mf_content', version: '1.0.0-v', files: 4 }],
      problems: [],
      byVersion: { 'mf_content@1.0.0-v': [] },
    });
    const store = deployBucket()!;
    await store.put('remotes/mf_content/1.0.0-v/page.0123456789.js', 'alert("đã bị sửa")', {
      contentType: 'text/javascript',
      cacheControl: 'no-cache',
    });
    await store.put('remotes/mf_content/1.0.0-v/evil.js', 'alert(1)', { contentType: 'text/javascript', cacheControl: 'no-cache' });
    expect((await verifyDeployed(deployDir)).problems).toEqual([
      'mf_content@1.0.0-v: page.0123456789.js differs from what was published',
      'mf_content@1.0.0-v: evil.js was added after publishing',
    ]);
  });
});

describe('the SSR service’s mirror of the bucket', () => {
  it('brings down the live version, checked file by file, then the registry', async () => {
    const deployDir = tmp('deploy-');
    await publishRemote(deployDir, 'mf_content', build(), '1.0.0-d');
    await promote(deployDir, 'mf_content', '1.0.0-d');
    const local = tmp('mirror-');
    const mirror = startBucketMirror({ store: deployBucket()!, dir: local, log: () => undefined });
    await mirror.ready;
    mirror.close();
    const registry = JSON.parse(fs.readFileSync(path.join(local, 'registry.json'), 'utf8')) as {
      remotes: Record<string, { live: { version: string } }>;
    };
    expect(registry.remotes.mf_content!.live.version).toBe('1.0.0-d');
    expect(fs.readFileSync(path.join(local, 'remotes/mf_content/1.0.0-d/page.0123456789.js'), 'utf8')).toBe('console.log("trang khóa học")');
    expect(fs.existsSync(path.join(local, 'remotes/mf_content/1.0.0-d/server/remoteEntry.js'))).toBe(true);
  });

  it('refuses a version whose bytes in the bucket differ from what was published', async () => {
    const deployDir = tmp('deploy-');
    await publishRemote(deployDir, 'mf_content', build(), '1.0.0-e');
    await promote(deployDir, 'mf_content', '1.0.0-e');
    // someone with bucket access swaps a chunk after publish
    await deployBucket()!.put('remotes/mf_content/1.0.0-e/page.0123456789.js', 'alert("đã bị sửa")', {
      contentType: 'text/javascript',
      cacheControl: 'no-cache',
    });
    const local = tmp('mirror-');
    const lines: string[] = [];
    const mirror = startBucketMirror({ store: deployBucket()!, dir: local, log: (l) => lines.push(l) });
    await mirror.ready;
    mirror.close();
    expect(lines).toContainEqual(expect.stringMatching(/mf_content@1\.0\.0-e: page\.0123456789\.js differs from what was published; not used/));
    expect(fs.existsSync(path.join(local, 'remotes/mf_content/1.0.0-e'))).toBe(false);
  });
});
