/**
 * The part of kustomize deploy/ uses, so the manifest test runs where no kubectl is installed: resources (files
 * and folders), namespace, images, and patches — strategic merge (objects merged, lists of named items merged by
 * name, other lists replaced) and JSON 6902 (add / replace / remove). Where kubectl is installed, the test holds
 * this rendering equal to `kubectl kustomize`'s.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  namespace?: string;
  resources?: string[];
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  patches?: Array<{ path?: string; patch?: string; target?: { kind?: string; name?: string } }>;
}

type Json = Record<string, unknown>;
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'IngressClass']);

export function parseAll(text: string): K8sObject[] {
  return YAML.parseAllDocuments(text)
    .map((d) => d.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => !!o);
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** Strategic merge, as far as deploy/ needs it. */
export function strategicMerge(target: unknown, patch: unknown): unknown {
  if (isObject(target) && isObject(patch)) {
    const out: Json = { ...target };
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) delete out[k];
      else out[k] = k in out ? strategicMerge(out[k], v) : v;
    }
    return out;
  }
  const named = (list: unknown[]) => list.every((i) => isObject(i) && typeof i.name === 'string');
  if (Array.isArray(target) && Array.isArray(patch) && named(target) && named(patch)) {
    const out = [...target] as Json[];
    for (const item of patch as Json[]) {
      const at = out.findIndex((o) => o.name === item.name);
      if (at >= 0) out[at] = strategicMerge(out[at], item) as Json;
      else out.push(item);
    }
    return out;
  }
  return patch;
}

/** JSON 6902 operations (RFC 6902: add, replace, remove; "-" appends). */
export function jsonPatch(doc: unknown, ops: Array<{ op: string; path: string; value?: unknown }>): unknown {
  const copy = structuredClone(doc);
  for (const { op, path: pointer, value } of ops) {
    const keys = pointer
      .split('/')
      .slice(1)
      .map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
    const last = keys.pop()!;
    let parent = copy as Json | unknown[];
    for (const k of keys) {
      const next = (parent as Json)[k];
      if (next === undefined) throw new Error(`${pointer}: no ${k}`);
      parent = next as Json;
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (op === 'add') parent.splice(index, 0, value);
      else if (index >= parent.length) throw new Error(`${pointer}: no item ${last}`);
      else if (op === 'replace') parent[index] = value;
      else if (op === 'remove') parent.splice(index, 1);
      else throw new Error(`unsupported op ${op}`);
    } else {
      if (op !== 'add' && !(last in parent)) throw new Error(`${pointer}: no ${last}`);
      if (op === 'remove') delete parent[last];
      else if (op === 'add' || op === 'replace') parent[last] = value;
      else throw new Error(`unsupported op ${op}`);
    }
  }
  return copy;
}

/** Every container of a workload (pod templates of Deployments and Jobs, init containers too). */
export function containersOf(o: K8sObject): Json[] {
  const pod = ((o.spec as Json | undefined)?.template as Json | undefined)?.spec as Json | undefined;
  return [...((pod?.initContainers as Json[]) ?? []), ...((pod?.containers as Json[]) ?? [])];
}

export function build(dir: string): K8sObject[] {
  const k = YAML.parse(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  let objects: K8sObject[] = [];
  for (const resource of k.resources ?? []) {
    const full = path.join(dir, resource);
    objects.push(...(fs.statSync(full).isDirectory() ? build(full) : parseAll(fs.readFileSync(full, 'utf8'))));
  }
  for (const p of k.patches ?? []) {
    const body: unknown = p.path ? YAML.parse(fs.readFileSync(path.join(dir, p.path), 'utf8')) : YAML.parse(p.patch ?? '');
    const target = p.target ?? { kind: (body as K8sObject).kind, name: (body as K8sObject).metadata.name };
    const matches = (o: K8sObject) => (!target.kind || o.kind === target.kind) && (!target.name || o.metadata.name === target.name);
    if (!objects.some(matches)) throw new Error(`patch ${p.path ?? JSON.stringify(target)} matches no object`);
    objects = objects.map((o) =>
      !matches(o) ? o : ((Array.isArray(body) ? jsonPatch(o, body as Parameters<typeof jsonPatch>[1]) : strategicMerge(o, body)) as K8sObject),
    );
  }
  for (const o of objects) {
    if (k.namespace && !CLUSTER_SCOPED.has(o.kind)) o.metadata = { ...o.metadata, namespace: k.namespace };
    for (const c of containersOf(o)) {
      const [name, tag] = String(c.image).split(':');
      const image = k.images?.find((i) => i.name === name);
      const newTag = image?.newTag ?? tag;
      if (image) c.image = newTag ? `${image.newName ?? name}:${newTag}` : (image.newName ?? name);
    }
  }
  return objects;
}
