import { expect, test } from '@playwright/test';
import { currentLive } from '../support/registry';

/**
 * Nothing private is cacheable by a shared cache, through whichever edge serves the site (the local
 * edge here; nginx in the production topology, where this suite runs too).
 */
test.describe('what shared caches may keep', { tag: '@smoke' }, () => {
  test('an anonymous public read: briefly; anything for a visitor or signed in: never', async ({ request }) => {
    const publicRead = await request.get('/api/user/course.json');
    expect(publicRead.headers()['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');

    const guestCart = await request.get('/api/user/cart.json', { headers: { 'X-Guest-Token': 'g'.repeat(32) } });
    expect(guestCart.headers()['cache-control']).toBe('private, no-store');

    const profile = await request.get('/api/user/user.json', { headers: { Authorization: 'Bearer not-a-token' } });
    expect(profile.status()).toBe(401);
    expect(profile.headers()['cache-control']).toBe('private, no-store');
  });

  test('a signed-in page is private; an anonymous one is public for a second', async ({ request }) => {
    // public unless a canary runs (the page then depends on the browser's bucket): a test just before may
    // have ended one that the SSR service's mirror of the registry has not caught up with yet
    await expect.poll(async () => (await request.get('/tin-tuc')).headers()['cache-control'], { timeout: 5000 }).toContain('s-maxage=1');
    const withSession = await request.get('/tin-tuc', { headers: { cookie: 'userStore=%7B%7D' } });
    expect(withSession.headers()['cache-control']).toBe('private, no-store');
  });

  test('a published version is kept for a year, manifest and entry included; the registry that points at it never', async ({ request }) => {
    const version = (await currentLive('mf_content'))!;
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await request.get(`/remotes/mf_content/${version}/${file}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    expect((await request.get('/registry.json')).headers()['cache-control']).toBe('no-cache');
  });
});
