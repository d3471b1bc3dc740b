/**
 * deploy/ (kustomize base + overlays) as Kubernetes would take it: every object of every overlay valid against
 * the Kubernetes API's schemas (kubernetes-models), every workload with probes on /health and /ready, requests
 * and limits, a non-root read-only securityContext; a PDB and an HPA wherever a Deployment is replicated; config
 * from a ConfigMap and secrets only by secretRef; the migration as a Job; and the NetworkPolicies evaluated pod
 * by pod (only the edge reaches SSR; the edge and SSR the API; only the API, the console and the Jobs PostgreSQL); the
 * console on its own image (Chromium: ops/test/deploy/images.test.ts) with the edge image's shell for its render check;
 * the first start as a Job. Each check is also run on a broken copy, which it must refuse.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { build, containersOf, parseAll, type K8sObject } from './kustomize';
import { canConnect, type Peer } from './network-reach';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const DEPLOY = path.join(ROOT, 'deploy');
const OVERLAYS = ['production', 'staging'];
type Json = Record<string, unknown>;

/** Invalid objects per the Kubernetes schemas (a Node process of its own: kubernetes-models is ES modules). */
function schemaProblems(objects: K8sObject[]): Array<{ kind: string; name: string; error: string }> {
  const res = spawnSync(process.execPath, [path.join(__dirname, 'validate-objects.mjs')], {
    cwd: path.join(ROOT, 'ops'),
    input: JSON.stringify(objects),
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
  });
  if (res.status !== 0) throw new Error(`validator failed: ${res.stderr}`);
  return JSON.parse(res.stdout) as Array<{ kind: string; name: string; error: string }>;
}

const podSpec = (o: K8sObject) => ((o.spec as Json).template as Json).spec as Json;
const podLabels = (o: K8sObject) => (((o.spec as Json).template as Json).metadata as Json).labels as Record<string, string>;
const workloads = (objects: K8sObject[]) => objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job');
const probePath = (c: Json, probe: string) => ((c[probe] as Json | undefined)?.httpGet as Json | undefined)?.path;

/** What every workload must have; one line per problem. */
function workloadProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of workloads(objects)) {
    const where = `${o.kind}/${o.metadata.name}`;
    const pod = podSpec(o);
    const podSecurity = (pod.securityContext ?? {}) as Json;
    if (podSecurity.runAsNonRoot !== true) problems.push(`${where}: runAsNonRoot is not true`);
    if (!(Number(podSecurity.runAsUser) > 0)) problems.push(`${where}: no numeric non-root runAsUser`);
    if (pod.automountServiceAccountToken !== false) problems.push(`${where}: mounts a service account token`);
    for (const c of containersOf(o)) {
      const at = `${where} container ${String(c.name)}`;
      const resources = (c.resources ?? {}) as { requests?: Json; limits?: Json };
      for (const kind of ['requests', 'limits'] as const)
        for (const what of ['cpu', 'memory']) if (resources[kind]?.[what] === undefined) problems.push(`${at}: no ${kind}.${what}`);
      const security = (c.securityContext ?? {}) as Json;
      if (security.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation is not false`);
      if (security.readOnlyRootFilesystem !== true) problems.push(`${at}: root file system is not read-only`);
      if (!((security.capabilities as Json | undefined)?.drop as string[] | undefined)?.includes('ALL'))
        problems.push(`${at}: capabilities not dropped`);
      if (security.privileged === true || security.runAsUser === 0) problems.push(`${at}: privileged or root`);
    }
    if (o.kind !== 'Deployment') continue;
    for (const c of (pod.containers as Json[]) ?? []) {
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe'])
        if (!c[probe]) problems.push(`${where} container ${String(c.name)}: no ${probe}`);
    }
    // the service's own container answers the site's probes: alive on /health, ready on /ready
    const main = ((pod.containers as Json[]) ?? []).find((c) => c.name === o.metadata.name);
    if (!main) problems.push(`${where}: no container named after it`);
    else {
      if (probePath(main, 'startupProbe') !== '/health') problems.push(`${where}: startupProbe is not /health`);
      if (probePath(main, 'livenessProbe') !== '/health') problems.push(`${where}: livenessProbe is not /health`);
      if (probePath(main, 'readinessProbe') !== '/ready') problems.push(`${where}: readinessProbe is not /ready`);
    }
  }
  return problems;
}

/** Every replicated Deployment (replicas > 1 or scaled by an HPA) has a PDB over its pods and an HPA. */
function availabilityProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
  const pdbs = objects.filter((o) => o.kind === 'PodDisruptionBudget');
  for (const d of objects.filter((o) => o.kind === 'Deployment')) {
    const hpa = hpas.find(
      (h) => ((h.spec as Json).scaleTargetRef as Json).name === d.metadata.name && ((h.spec as Json).scaleTargetRef as Json).kind === 'Deployment',
    );
    const replicated = Number((d.spec as Json).replicas ?? 1) > 1 || !!hpa;
    if (!replicated) continue;
    if (!hpa) problems.push(`Deployment/${d.metadata.name}: replicated without an HPA`);
    else if (Number((hpa.spec as Json).minReplicas ?? 1) < 2) problems.push(`HPA/${hpa.metadata.name}: fewer than 2 replicas at the least`);
    const labels = podLabels(d);
    const pdb = pdbs.find((p) =>
      Object.entries((((p.spec as Json).selector as Json).matchLabels as Record<string, string>) ?? {}).every(([k, v]) => labels[k] === v),
    );
    if (!pdb) problems.push(`Deployment/${d.metadata.name}: replicated without a PodDisruptionBudget`);
  }
  return problems;
}

/** Config from the ConfigMap, secrets only through secretRef, none written in the manifests. */
function configProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects) if (o.kind === 'Secret') problems.push(`Secret/${o.metadata.name} is in the manifests`);
  for (const o of objects.filter((x) => x.kind === 'ConfigMap'))
    for (const key of Object.keys((o.data as Json) ?? {}))
      if (/SECRET|TOKEN|PASSWORD|KEY|DATABASE_URL/.test(key)) problems.push(`ConfigMap/${o.metadata.name}: ${key} is a secret`);
  for (const o of workloads(objects))
    for (const c of containersOf(o)) {
      for (const e of (c.env as Json[]) ?? [])
        if (/SECRET|TOKEN|PASSWORD|KEY|DATABASE_URL/.test(String(e.name)) && e.value !== undefined)
          problems.push(`${o.metadata.name}: ${String(e.name)} written inline`);
    }
  for (const name of ['api', 'ssr', 'ops-console', 'first-start']) {
    const d = workloads(objects).find((o) => o.metadata.name === name);
    const from = ((d && (podSpec(d).containers as Json[])[0]!.envFrom) ?? []) as Json[];
    if (!from.some((f) => (f.configMapRef as Json | undefined)?.name === 'khoahoc-config')) problems.push(`${name}: no configMapRef khoahoc-config`);
    if (!from.some((f) => (f.secretRef as Json | undefined)?.name === 'khoahoc-secrets')) problems.push(`${name}: no secretRef khoahoc-secrets`);
  }
  return problems;
}

const NAMESPACE_OF = (objects: K8sObject[]) => objects.find((o) => o.kind === 'Deployment')!.metadata.namespace ?? 'default';
function podPeer(objects: K8sObject[], name: string): Peer {
  const namespace = NAMESPACE_OF(objects);
  const w = workloads(objects).find((o) => o.metadata.name === name);
  if (!w) throw new Error(`no workload ${name}`);
  return { namespace, namespaceLabels: { 'kubernetes.io/metadata.name': namespace }, labels: podLabels(w) };
}
const outside = (namespace: string): Peer => ({ namespace, namespaceLabels: { 'kubernetes.io/metadata.name': namespace }, labels: { app: 'x' } });

/** The database's address: the one ipBlock the API's policy opens to port 5432. */
function databaseIp(objects: K8sObject[]): string {
  const policy = objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'api')!;
  const rule = ((policy.spec as Json).egress as Json[]).find((r) => (r.ports as Json[]).some((p) => p.port === 5432))!;
  const cidr = String(((rule.to as Json[])[0]!.ipBlock as Json).cidr);
  return cidr.replace(/\.0\/\d+$/, '.10');
}

function networkProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const names = ['edge', 'ssr', 'api', 'ops-console', 'migrate', 'first-start'];
  const sources = [
    ...names.map((n) => [n, podPeer(objects, n)] as const),
    ['ingress controller', outside('ingress-nginx')] as const,
    ['another namespace', outside('other')] as const,
  ];
  const expect = (what: string, allowed: string[], to: Peer, port: number) => {
    for (const [name, peer] of sources) {
      const can = canConnect(objects, peer, to, port);
      if (can !== allowed.includes(name)) problems.push(`${name} ${can ? 'can' : 'cannot'} reach ${what}`);
    }
  };
  expect('the edge (3000)', ['ingress controller', 'ops-console'], podPeer(objects, 'edge'), 3000);
  expect('SSR (3002)', ['edge'], podPeer(objects, 'ssr'), 3002);
  expect('the API (3001)', ['edge', 'ssr'], podPeer(objects, 'api'), 3001);
  expect('the console (3900)', ['edge'], podPeer(objects, 'ops-console'), 3900);
  // the database is outside the cluster: of the site's own pods, only these may open a connection to it (other
  // namespaces are the managed database's firewall's business)
  const db: Peer = { namespace: '', namespaceLabels: {}, labels: {}, ip: databaseIp(objects) };
  for (const [name, peer] of sources.slice(0, names.length)) {
    const can = canConnect(objects, peer, db, 5432);
    if (can !== ['api', 'ops-console', 'migrate', 'first-start'].includes(name))
      problems.push(`${name} ${can ? 'can' : 'cannot'} reach PostgreSQL (5432)`);
  }
  for (const n of ['api', 'ssr', 'edge'])
    if (!canConnect(objects, outside('monitoring'), podPeer(objects, n), 9464)) problems.push(`Prometheus cannot scrape ${n}`);
  return problems;
}

/** An image as the overlay names it (`khoahoc-console` → registry.example/khoahoc/console:1.0.0). */
function overlayImage(overlay: string, name: string): string {
  const kustomization = YAML.parse(fs.readFileSync(path.join(DEPLOY, 'overlays', overlay, 'kustomization.yaml'), 'utf8')) as {
    images: Array<{ name: string; newName: string; newTag: string }>;
  };
  const image = kustomization.images.find((i) => i.name === name);
  return image ? `${image.newName}:${image.newTag}` : name;
}

const MEBIBYTES: Record<string, number> = { Mi: 1, Gi: 1024 };
/**
 * The console runs the render check: its own image (khoahoc-console, with Chromium), room for the browser, and the
 * shell the site serves — the edge image's, copied by an init container into the folder RENDER_SHELL_DIR names.
 */
function consoleProblems(objects: K8sObject[], overlay: string): string[] {
  const problems: string[] = [];
  const d = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'ops-console')!;
  const pod = podSpec(d);
  const main = (pod.containers as Json[]).find((c) => c.name === 'ops-console')!;
  if (main.image !== overlayImage(overlay, 'khoahoc-console')) problems.push(`the console runs ${String(main.image)}, not the khoahoc-console image`);
  const memory = /^(\d+)(Mi|Gi)$/.exec(String(((main.resources as Json).limits as Json).memory));
  if (!memory || Number(memory[1]) * MEBIBYTES[memory[2]!]! < 1024) problems.push('the console has less than 1Gi of memory for Chromium');
  const shellDir = ((main.env as Json[]) ?? []).find((e) => e.name === 'RENDER_SHELL_DIR')?.value;
  const volume = ((main.volumeMounts as Json[]) ?? []).find((m) => m.mountPath === shellDir)?.name;
  const filler = ((pod.initContainers as Json[]) ?? []).find((c) => ((c.volumeMounts as Json[]) ?? []).some((m) => m.name === volume));
  if (!shellDir || !volume) problems.push('RENDER_SHELL_DIR is not a mounted volume');
  else if (!filler || filler.image !== overlayImage(overlay, 'khoahoc-edge') || !JSON.stringify(filler.command).includes('/srv/deploy/shell '))
    problems.push("the render check's shell is not copied from the edge image");
  return problems;
}

const rendered = Object.fromEntries(OVERLAYS.map((o) => [o, build(path.join(DEPLOY, 'overlays', o))]));
const byKey = (objects: K8sObject[]) => [...objects].sort((a, b) => `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`));
const hasKubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

describe.each(OVERLAYS)('deploy/overlays/%s', (overlay) => {
  const objects = rendered[overlay]!;

  // An extra cross-check where a kubectl is installed (not a Debian package of a current version): defined
  // only there, so a machine without one runs the schema checks below and reports no unexplained skip.
  if (hasKubectl) {
    test('renders as `kubectl kustomize` does', () => {
      const res = spawnSync('kubectl', ['kustomize', path.join(DEPLOY, 'overlays', overlay)], { encoding: 'utf8' });
      expect(res.status).toBe(0);
      expect(byKey(objects)).toEqual(byKey(parseAll(res.stdout)));
    });
  }

  test('every object is valid against the Kubernetes API schemas', () => {
    expect(objects.length).toBeGreaterThan(20);
    expect(schemaProblems(objects)).toEqual([]);
  });

  test('edge, SSR, API and the console are Deployments with Services; SSR and the API scale by HPA; the migration is a Job', () => {
    const names = (kind: string) => objects.filter((o) => o.kind === kind).map((o) => o.metadata.name);
    expect(names('Deployment').sort()).toEqual(['api', 'edge', 'ops-console', 'ssr']);
    expect(names('Service')).toEqual(expect.arrayContaining(['api', 'edge', 'ops-console', 'ssr']));
    expect(names('HorizontalPodAutoscaler')).toEqual(expect.arrayContaining(['api', 'ssr']));
    const job = objects.find((o) => o.kind === 'Job' && o.metadata.name === 'migrate')!;
    expect(containersOf(job)[0]!.command).toEqual(['node', 'src/db/migrate-cli.js']);
    const ingress = objects.find((o) => o.kind === 'Ingress')!;
    expect(JSON.stringify(ingress.spec)).toContain('"name":"edge"');
  });

  test('the first start is a Job running node src/cli/first-start.js from the khoahoc-first-start image', () => {
    const job = objects.find((o) => o.kind === 'Job' && o.metadata.name === 'first-start')!;
    const [container] = containersOf(job);
    expect(container!.command).toEqual(['node', 'src/cli/first-start.js']);
    expect(container!.image).toBe(overlayImage(overlay, 'khoahoc-first-start'));
    // the folder it deploys the shell into is a volume (the root file system is read-only)
    const deployDir = ((container!.env as Json[]) ?? []).find((e) => e.name === 'DEPLOY_DIR')?.value;
    expect(((container!.volumeMounts as Json[]) ?? []).map((m) => m.mountPath)).toContain(deployDir);
  });

  test('the console runs its own image (Chromium), with room for it and the edge image’s shell for its render check', () => {
    expect(consoleProblems(objects, overlay)).toEqual([]);
  });

  test('probes, requests and limits, non-root read-only security on every workload', () => {
    expect(workloadProblems(objects)).toEqual([]);
  });

  test('a PodDisruptionBudget and an HPA for every replicated Deployment', () => {
    expect(availabilityProblems(objects)).toEqual([]);
  });

  test('config from the ConfigMap, secrets only by secretRef', () => {
    expect(configProblems(objects)).toEqual([]);
  });

  test('network policies: only the edge reaches SSR, the edge and SSR the API, only the API, console and Jobs PostgreSQL', () => {
    expect(networkProblems(objects)).toEqual([]);
  });

  test('images are the overlay’s, with a tag', () => {
    for (const o of workloads(objects)) for (const c of containersOf(o)) expect(String(c.image)).toMatch(/^[^:]+\/[^:]+:[\w.-]+$/);
  });
});

describe('a broken manifest is refused', () => {
  const base = rendered.production!;
  const edit = (fn: (objects: K8sObject[]) => void) => {
    const copy = structuredClone(base);
    fn(copy);
    return copy;
  };
  const deployment = (objects: K8sObject[], name: string) => objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name)!;
  const container = (objects: K8sObject[], name: string) => (podSpec(deployment(objects, name)).containers as Json[])[0]!;

  test('by the schemas: a probe without a port, replicas as words, a Service port as text', () => {
    const broken = edit((objects) => {
      (container(objects, 'api').readinessProbe as Json).httpGet = { path: '/ready' };
      (deployment(objects, 'ssr').spec as Json).replicas = 'two';
      ((objects.find((o) => o.kind === 'Service')!.spec as Json).ports as Json[])[0]!.port = 'http';
    });
    expect(
      schemaProblems(broken)
        .map((p) => p.name)
        .sort(),
    ).toEqual(expect.arrayContaining(['api', 'ssr']));
    expect(schemaProblems(broken)).toHaveLength(3);
  });

  test('by the workload rules: no limits, root, a writable root file system, a liveness probe elsewhere', () => {
    const broken = edit((objects) => {
      delete (container(objects, 'api').resources as Json).limits;
      (podSpec(deployment(objects, 'ssr')).securityContext as Json).runAsNonRoot = false;
      (container(objects, 'edge').securityContext as Json).readOnlyRootFilesystem = false;
      ((container(objects, 'ops-console').livenessProbe as Json).httpGet as Json).path = '/ops/console';
    });
    expect(workloadProblems(broken)).toEqual([
      'Deployment/api container api: no limits.cpu',
      'Deployment/api container api: no limits.memory',
      'Deployment/ssr: runAsNonRoot is not true',
      'Deployment/edge container edge: root file system is not read-only',
      'Deployment/ops-console: livenessProbe is not /health',
    ]);
  });

  test('by the availability rules: a replicated Deployment without its PDB or HPA', () => {
    const broken = edit((objects) => {
      objects.splice(
        objects.findIndex((o) => o.kind === 'PodDisruptionBudget' && o.metadata.name === 'ssr'),
        1,
      );
      objects.splice(
        objects.findIndex((o) => o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === 'api'),
        1,
      );
    });
    expect(availabilityProblems(broken)).toEqual([
      'Deployment/api: replicated without an HPA',
      'Deployment/ssr: replicated without a PodDisruptionBudget',
    ]);
  });

  test('by the config rules: a Secret in the manifests, a password in the ConfigMap', () => {
    const broken = edit((objects) => {
      objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'oops' }, stringData: { JWT_KEYS: 'k:x' } });
      (objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'khoahoc-config')!.data as Json).PAYMENT_SECRET = 'x';
    });
    expect(configProblems(broken)).toEqual(['Secret/oops is in the manifests', 'ConfigMap/khoahoc-config: PAYMENT_SECRET is a secret']);
  });

  test('by the console rules: the SSR image (no Chromium), 384Mi, no shell copied from the edge image', () => {
    const broken = edit((objects) => {
      const pod = podSpec(deployment(objects, 'ops-console'));
      const main = (pod.containers as Json[])[0]!;
      main.image = overlayImage('production', 'khoahoc-ssr');
      (main.resources as { limits: Json }).limits.memory = '384Mi';
      delete pod.initContainers;
    });
    expect(consoleProblems(broken, 'production')).toEqual([
      'the console runs registry.example/khoahoc/ssr:1.0.0, not the khoahoc-console image',
      'the console has less than 1Gi of memory for Chromium',
      "the render check's shell is not copied from the edge image",
    ]);
  });

  test('by the network rules: SSR open to every namespace, the SSR service let through to PostgreSQL', () => {
    const broken = edit((objects) => {
      const ssr = objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'ssr')!;
      (((ssr.spec as Json).ingress as Json[])[0] as Json).from = [{ namespaceSelector: {} }];
      ((ssr.spec as Json).egress as Json[]).push(
        YAML.parse('{ to: [{ ipBlock: { cidr: 10.30.0.0/24 } }], ports: [{ protocol: TCP, port: 5432 }] }') as Json,
      );
    });
    expect(networkProblems(broken)).toEqual([
      'ingress controller can reach SSR (3002)',
      'another namespace can reach SSR (3002)',
      'ssr can reach PostgreSQL (5432)',
    ]);
  });
});
