import { appForFile } from '../../helpers/test-app';
import { registerUser } from '../../helpers/users';

const file = appForFile('wishlist');
const { call } = file;

describe('wishlist', () => {
  it('adds, merges a guest list (unknown ids skipped, no duplicates), lists newest first and removes', async () => {
    const u = await registerUser(call);
    const add = (ids: number[]) => call('PATCH', '/api/user/wishlist.json', { course_ids: ids }, { token: u.token });
    expect((await add([5])).body.data.course_ids).toEqual([5]);
    const merged = await add([7, 5, 999_999]);
    expect(merged.body.data.course_ids.sort()).toEqual([5, 7]);
    const list = (await call('GET', '/api/user/wishlist.json', undefined, { token: u.token })).body.data as Array<{ id: number; name: string }>;
    expect(list.map((c) => c.id).sort()).toEqual([5, 7]);
    expect(list[0]!.name.length).toBeGreaterThan(0);
    expect((await call('DELETE', '/api/user/wishlist.json', { course_id: 5 }, { token: u.token })).body.data.course_ids).toEqual([7]);
    expect((await call('GET', '/api/user/wishlist/ids.json', undefined, { token: u.token })).body.data.course_ids).toEqual([7]);
  });

  it('is each learner’s own, and needs signing in', async () => {
    const a = await registerUser(call);
    const b = await registerUser(call);
    await call('PATCH', '/api/user/wishlist.json', { course_ids: [3] }, { token: a.token });
    expect((await call('GET', '/api/user/wishlist.json', undefined, { token: b.token })).body.data).toEqual([]);
    expect((await call('GET', '/api/user/wishlist.json')).statusCode).toBe(401);
    expect((await call('PATCH', '/api/user/wishlist.json', { course_ids: [] }, { token: a.token })).statusCode).toBe(400);
  });
});
