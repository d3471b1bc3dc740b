// Validates Kubernetes objects (a JSON array on stdin) against the Kubernetes API's schemas (kubernetes-models,
// generated from the API server's OpenAPI document); prints [{ kind, name, error }] for each invalid one, or
// for a kind it has no model for. Its own Node process: kubernetes-models is ES modules only, which jest's
// CommonJS runtime cannot import (ops/test/deploy/manifests.test.ts runs this).
import { readFileSync } from 'node:fs';

const objects = JSON.parse(readFileSync(0, 'utf8'));
const problems = [];
for (const o of objects) {
  const [group, version] = o.apiVersion.includes('/') ? o.apiVersion.split('/') : [null, o.apiVersion];
  const modulePath = `kubernetes-models/${group ? `${group}/` : ''}${version}/${o.kind}`;
  try {
    const Model = (await import(modulePath))[o.kind];
    new Model(o).validate();
  } catch (error) {
    problems.push({ kind: o.kind, name: o.metadata?.name, error: String(error.message ?? error).slice(0, 1000) });
  }
}
process.stdout.write(JSON.stringify(problems));
