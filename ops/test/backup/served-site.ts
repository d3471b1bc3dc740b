/**
 * What the site serves from one database, read as a browser reads it: the real API (buildApp, as the other ops
 * tests start it) listening on loopback, asked over HTTP — a course page by its slug, anonymously, and the
 * learner's order list after a real password sign-in whose refresh cookie is then used the way a page reload uses
 * it (POST /api/user/refresh.json with the `rt` cookie → the access token).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../api/src/app';

// one secret for the site before and after the restore: the configuration does not change with the database
const jwtSecret = randomBytes(32).toString('base64url');

interface Site {
  origin: string;
  close: () => Promise<void>;
}

/** The API on `databaseUrl` (already migrated: the restore brings the schema), on a free loopback port. */
export async function startSite(databaseUrl: string): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-restored-site-'));
  const app = await buildApp({
    databaseUrl,
    dataDir,
    jwtSecret,
    logger: false,
    seedContent: false,
    seedDemoAccounts: false,
    migrate: false,
    preparedStatements: false,
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function json(res: Response, what: string): Promise<{ text: string; data: any }> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${text}`);
  return { text, data: JSON.parse(text).data };
}

/** Signs in with the password and exchanges the `rt` cookie for an access token, as a reloaded page does. */
export async function signIn(origin: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${origin}/api/user/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  await json(login, 'sign-in');
  const rt = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /^rt=./.test(c));
  if (!rt) throw new Error('sign-in set no refresh cookie');
  const refreshed = await fetch(`${origin}/api/user/refresh.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: rt },
    body: '{}',
  });
  return (await json(refreshed, 'refresh with the cookie')).data.token;
}

/** An order placed through the API (a paid course: the order stays pending, as a learner's unpaid order does). */
export async function placeOrder(origin: string, token: string, courseId: number): Promise<string> {
  const res = await fetch(`${origin}/api/user/order.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ course_ids: [courseId] }),
  });
  return (await json(res, 'placing an order')).data.order.code;
}

/** The course page's answer (by its slug) and the learner's order list, as the bytes the API sent. */
export async function whatItServes(
  origin: string,
  slug: string,
  learner: { username: string; password: string },
): Promise<{ course: string; orders: string; orderCodes: string[] }> {
  const course = await json(await fetch(`${origin}/api/user/course/details.json?alias=${encodeURIComponent(slug)}`), 'the course page');
  const token = await signIn(origin, learner.username, learner.password);
  const orders = await json(
    await fetch(`${origin}/api/user/order.json?page_size=50`, { headers: { authorization: `Bearer ${token}` } }),
    'the order list',
  );
  return { course: course.text, orders: orders.text, orderCodes: orders.data.items.map((o: { code: string }) => o.code) };
}
