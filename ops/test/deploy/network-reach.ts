/**
 * Who may open a connection to whom under a set of NetworkPolicies (networking.k8s.io/v1 semantics, the parts
 * deploy/ uses: pod and namespace selectors by matchLabels, ipBlock with except, ports by number): a pod not
 * selected by any policy of a direction is open in it; once selected, only what some rule allows. A pod is
 * never matched by an ipBlock here (in a cluster its address may be): deploy/ opens ipBlocks only on ports no
 * pod of the site listens on.
 */
import type { K8sObject } from './kustomize';

export interface Peer {
  namespace: string;
  namespaceLabels: Record<string, string>;
  labels: Record<string, string>;
  ip?: string;
}

interface Selector {
  matchLabels?: Record<string, string>;
  matchExpressions?: unknown[];
}
interface PolicyPeer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface Rule {
  ports?: Array<{ port?: number; protocol?: string }>;
  from?: PolicyPeer[];
  to?: PolicyPeer[];
}
interface PolicySpec {
  podSelector: Selector;
  policyTypes?: string[];
  ingress?: Rule[];
  egress?: Rule[];
}

function matches(selector: Selector, labels: Record<string, string>): boolean {
  if (selector.matchExpressions?.length) throw new Error('matchExpressions: not evaluated here');
  return Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
}

const ipNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  const start = Math.floor(ipNumber(base!) / size) * size;
  return ipNumber(ip) >= start && ipNumber(ip) < start + size;
}

/** Does one policy peer (from / to) name `peer`, seen from a policy in namespace `policyNamespace`? */
function peerMatches(p: PolicyPeer, peer: Peer, policyNamespace: string): boolean {
  if (p.ipBlock) return !!peer.ip && inCidr(peer.ip, p.ipBlock.cidr) && !(p.ipBlock.except ?? []).some((c) => inCidr(peer.ip!, c));
  const namespaceOk = p.namespaceSelector ? matches(p.namespaceSelector, peer.namespaceLabels) : peer.namespace === policyNamespace;
  const podOk = p.podSelector ? matches(p.podSelector, peer.labels) : true;
  return namespaceOk && podOk && !peer.ip;
}

function policies(objects: K8sObject[]) {
  return objects
    .filter((o) => o.kind === 'NetworkPolicy')
    .map((o) => {
      const spec = o.spec as PolicySpec;
      const types = spec.policyTypes ?? ['Ingress', ...(spec.egress ? ['Egress'] : [])];
      return { namespace: o.metadata.namespace ?? 'default', spec, types };
    });
}

function allowedBy(objects: K8sObject[], direction: 'Ingress' | 'Egress', subject: Peer, other: Peer, port: number): boolean {
  const selecting = policies(objects).filter(
    (p) => p.namespace === subject.namespace && p.types.includes(direction) && matches(p.spec.podSelector, subject.labels),
  );
  if (!selecting.length) return true;
  return selecting.some((p) =>
    ((direction === 'Ingress' ? p.spec.ingress : p.spec.egress) ?? []).some((rule) => {
      const portOk = !rule.ports?.length || rule.ports.some((r) => r.port === undefined || r.port === port);
      const peers = direction === 'Ingress' ? rule.from : rule.to;
      const peerOk = !peers?.length || peers.some((x) => peerMatches(x, other, p.namespace));
      return portOk && peerOk;
    }),
  );
}

/** A connection from `from` to `to` on TCP `port`: the source's egress and, for a pod, the target's ingress. */
export function canConnect(objects: K8sObject[], from: Peer, to: Peer, port: number): boolean {
  const out = allowedBy(objects, 'Egress', from, to, port);
  return to.ip ? out : out && allowedBy(objects, 'Ingress', to, from, port);
}
