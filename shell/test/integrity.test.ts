/** @jest-environment node */
import { createHash } from 'node:crypto';
import { assetVersion, confirmMismatch, IntegrityError, SUBRESOURCE_REFUSED_EVENT, verifiedResponse } from '../src/remotes/integrity';

const sri256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const sri384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const MANIFEST = '{"name":"mf_content"}';

describe('assetVersion: which published version a file belongs to', () => {
  it.each([
    ['/remotes/mf_content/1.0.0-abc/113.c0dfcc7ac2.js', { remote: 'mf_content', version: '1.0.0-abc' }],
    ['http://localhost:3000/remotes/mf_account/1.0.0-def/mf-manifest.json', { remote: 'mf_account', version: '1.0.0-def' }],
    ['/remotes/mf_content/1.0.0-abc/113.js?x=1', { remote: 'mf_content', version: '1.0.0-abc' }],
    ['/static/main.js', null],
    ['/remotes/mf_content/113.js', null],
    ['/remotes/Bad-Name/1.0.0/113.js', null],
  ])('%s', (url, expected) => expect(assetVersion(url)).toEqual(expected));
});

describe('verifiedResponse: a manifest is read only with its published bytes', () => {
  it('passes the same bytes on', async () => {
    const res = await verifiedResponse(new Response(MANIFEST), '/m.json', sri256(MANIFEST));
    expect(await res.text()).toBe(MANIFEST);
  });

  it('refuses one changed byte', async () => {
    await expect(verifiedResponse(new Response(MANIFEST.replace('c', 'C')), '/m.json', sri256(MANIFEST))).rejects.toBeInstanceOf(IntegrityError);
  });

  it('checks sha384 hashes too', async () => {
    await expect(verifiedResponse(new Response(MANIFEST), '/m.json', sri384(MANIFEST))).resolves.toBeInstanceOf(Response);
    await expect(verifiedResponse(new Response(`${MANIFEST} `), '/m.json', sri384(MANIFEST))).rejects.toThrow('/m.json was refused');
  });

  it('hands an error answer back untouched (the retry card handles it as a load failure)', async () => {
    const res = await verifiedResponse(new Response('gone', { status: 404 }), '/m.json', sri256(MANIFEST));
    expect(res.status).toBe(404);
  });
});

describe('confirmMismatch: a refused chunk is reported only when its bytes really differ', () => {
  const served = (body: string, status = 200) => jest.fn(async () => new Response(body, { status })) as unknown as typeof fetch;
  it.each([
    ['different bytes', served('tampered'), true],
    ['the published bytes (the failure was something else)', served(MANIFEST), false],
    ['a 404', served('', 404), false],
    [
      'a network error',
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
      false,
    ],
  ])('%s', async (_name, fetchImpl, expected) => {
    await expect(confirmMismatch('/remotes/mf_content/1.0.0-abc/1.js', sri384(MANIFEST), fetchImpl)).resolves.toBe(expected);
  });
});

it('the event name is the one the build plugin dispatches', () => {
  const { REFUSED_EVENT } = require('../../ops/webpack/chunk-integrity.cjs') as { REFUSED_EVENT: string };
  expect(SUBRESOURCE_REFUSED_EVENT).toBe(REFUSED_EVENT);
});
