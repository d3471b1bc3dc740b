/**
 * The images as written (no Docker engine here: they cannot be built in the tests): every image the manifests and
 * docker-compose run is a target a Dockerfile builds; the console's target has Debian's Chromium for its render
 * check, and the SSR image none; the first-start target carries the shell and every remote built and runs the job;
 * docker-compose starts the edge, SSR and the console only after the first start succeeded; the build context keeps
 * .env files, secrets and local data out; .env.example names ADMIN_TOKEN. Each check also refuses a broken copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import YAML from 'yaml';
import { REMOTES } from '@edu/shared/platform';
import { IMAGE_BUILDS, imageInstructions, stageInstructions, type ImageInstruction } from './image-builds';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');
type Service = { image?: string; build?: { dockerfile?: string; target?: string }; depends_on?: Record<string, { condition: string }> };
const compose = (text = read('docker-compose.yml')) => (YAML.parse(text) as { services: Record<string, Service> }).services;

const runs = (image: ImageInstruction[], keyword: string, pattern: RegExp) => image.some((i) => i.keyword === keyword && pattern.test(i.args));
const last = (image: ImageInstruction[], keyword: string) => image.filter((i) => i.keyword === keyword).at(-1)?.args ?? '';

/** What the console's image needs for a render check that runs; one line per problem. */
function consoleImageProblems(text?: string): string[] {
  const image = imageInstructions(IMAGE_BUILDS['khoahoc-console']!.dockerfile, 'console', text);
  if (!image) return ['no console target'];
  const problems: string[] = [];
  if (!runs(image, 'RUN', /apt-get install[^&]*\bchromium\b/)) problems.push("Debian's chromium is not installed");
  if (!runs(image, 'ENV', /CHROMIUM_PATH=\/usr\/bin\/chromium/)) problems.push('CHROMIUM_PATH is not /usr/bin/chromium');
  if (!/^1000(:1000)?$/.test(last(image, 'USER'))) problems.push(`runs as ${last(image, 'USER') || 'root'}, not uid 1000`);
  if (!last(image, 'CMD').includes('"console"')) problems.push('its command is not the console');
  return problems;
}

describe('the images the manifests and docker-compose run', () => {
  test('every image named in deploy/base and built by docker-compose is a target its Dockerfile has', () => {
    const named = new Set<string>();
    for (const file of fs.readdirSync(path.join(ROOT, 'deploy/base')))
      for (const m of read(`deploy/base/${file}`).matchAll(/image: (khoahoc-[\w-]+)/g)) named.add(m[1]!);
    for (const [name, service] of Object.entries(compose())) {
      if (!service.build) continue;
      expect([name, service.image && IMAGE_BUILDS[service.image]]).toEqual([
        name,
        { dockerfile: service.build.dockerfile, target: service.build.target },
      ]);
      named.add(service.image!);
    }
    expect([...named].sort()).toEqual(Object.keys(IMAGE_BUILDS).sort());
    for (const image of named)
      expect([image, imageInstructions(IMAGE_BUILDS[image]!.dockerfile, IMAGE_BUILDS[image]!.target) !== null]).toEqual([image, true]);
  });

  test("the console's target installs Debian's Chromium and runs the console as uid 1000; the SSR image has no browser", () => {
    expect(consoleImageProblems()).toEqual([]);
    expect(runs(imageInstructions('ops/Dockerfile.ssr')!, 'RUN', /chromium/)).toBe(false);
  });

  test('the first-start target carries the shell and every remote built, and runs the job', () => {
    const image = imageInstructions('ops/Dockerfile.ssr', 'first-start')!;
    expect(last(image, 'CMD')).toBe('["node", "src/cli/first-start.js"]');
    const copy = image.filter((i) => i.keyword === 'COPY' && i.args.startsWith('--from=')).at(-1)!;
    const [, stage, from, to] = /^--from=(\S+) (\S+) (\S+)$/.exec(copy.args)!;
    expect(runs(image, 'ENV', new RegExp(`BUILDS_DIR=${to}\\b`))).toBe(true);
    // that stage builds everything and gathers, as `pnpm build` lays them out, the shell's two builds and each remote's
    const builds = stageInstructions('ops/Dockerfile.ssr', stage!)!
      .map((i) => i.args)
      .join('\n');
    expect(builds).toMatch(/pnpm build(?! \w)/);
    expect(builds).toContain(`cp -R shell/dist shell/dist-server ${from}/shell/`);
    expect(builds).toContain(`for d in mf-*; do mkdir -p "${from}/$d" && cp -R "$d/dist" "${from}/$d/"; done`);
    // the loop takes every remote: each lives in an mf-* folder
    for (const r of REMOTES) expect(r.dir).toMatch(/^mf-/);
  });

  test('docker-compose: the first start before the edge, SSR and the console, once the database and the bucket are up', () => {
    const services = compose();
    const first = services['first-start']!;
    expect(first.image).toBe('khoahoc-first-start');
    expect(first.depends_on).toEqual({ db: { condition: 'service_healthy' }, 'minio-bucket': { condition: 'service_completed_successfully' } });
    for (const name of ['edge', 'ssr', 'ops-console'])
      expect([name, services[name]!.depends_on?.['first-start']]).toEqual([name, { condition: 'service_completed_successfully' }]);
    expect(services['ops-console']!.image).toBe('khoahoc-console');
  });

  test('the build context leaves out .env files, secrets and local data; .env.example names ADMIN_TOKEN', () => {
    const ignored = dockerignore({ ignorecase: false }).add(read('.dockerignore'));
    for (const file of [
      '.env',
      '.env.production',
      'api/.env.local',
      'ops/secrets/tokens.json',
      '.data/db/x',
      'api/.data/x',
      '.deploy/shell/index.html',
      'tls.key',
    ])
      expect([file, ignored.ignores(file)]).toEqual([file, true]);
    for (const file of ['.env.example', 'ops/Dockerfile.ssr', 'ops/src/cli/first-start.ts', 'pnpm-lock.yaml'])
      expect([file, ignored.ignores(file)]).toEqual([file, false]);
    expect(read('.env.example')).toMatch(/^ADMIN_TOKEN=/m);
  });
});

describe('a broken image is refused', () => {
  const ssr = read('ops/Dockerfile.ssr');
  test("a console target without Debian's Chromium, or running as root", () => {
    const broken = ssr
      .replace(' chromium fonts-dejavu-core', ' fonts-dejavu-core')
      .replace(/(FROM app AS console[\s\S]*?)USER 1000:1000/, '$1USER root');
    expect(consoleImageProblems(broken)).toEqual(["Debian's chromium is not installed", 'runs as root, not uid 1000']);
    expect(consoleImageProblems(ssr.replace('AS console', 'AS browser'))).toEqual(['no console target']);
  });

  test('a .dockerignore that lets .env files in', () => {
    const ignored = dockerignore().add(
      read('.dockerignore')
        .replace(/^\*\*\/\.env\*$/m, '')
        .replace(/^\.env\*$/m, ''),
    );
    expect(ignored.ignores('.env')).toBe(false);
  });
});
