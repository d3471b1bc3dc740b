import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../src/edge/security-headers';
import { ROOT } from '../../src/paths';

/**
 * nginx repeats two of the Node edge's rules in its own syntax (ops/nginx/edge.conf): the strict page policy it sends
 * on the HTML it serves itself, and the refusal of private files. They are held equal here; the production-topology
 * e2e then runs the same specs against nginx (private-files.spec.ts, security-headers.spec.ts).
 */
const conf = fs.readFileSync(path.join(ROOT, 'ops/nginx/edge.conf'), 'utf8');

describe('ops/nginx/edge.conf', () => {
  it('sends the strict page policy of ops/src/edge/security-headers.ts on its own HTML', () => {
    expect(/"~\^text\/html" "([^"]+)";/.exec(conf)?.[1]).toBe(CONTENT_SECURITY_POLICY);
  });

  it('refuses source maps and server builds in any case (its locations match the normalised path)', () => {
    expect(conf).toContain('location ~* ^/remotes/[^/]+/[^/]+/server(/|$) { return 404; }');
    expect(conf).toContain('location ~* \\.map/?$ { return 404; }');
  });
});
