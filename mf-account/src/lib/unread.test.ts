import { getBus } from '@edu/shared/core';
import { lastUnread, publishUnread } from './unread';

describe('the unread count across a sign-out', () => {
  it('is forgotten when the session ends, wherever the learner signed out', () => {
    const seen: number[] = [];
    const off = getBus().on('notifications:changed', (e) => seen.push(e.unread));
    publishUnread(5);
    expect(lastUnread()).toBe(5);
    getBus().emit('session:changed', { v: 1, authenticated: true, user: null });
    expect(lastUnread()).toBe(5);
    getBus().emit('session:changed', { v: 1, authenticated: false, user: null });
    expect(lastUnread()).toBeNull();
    publishUnread(2.7);
    expect(lastUnread()).toBe(2);
    expect(seen).toEqual([5, 2]);
    off();
  });
});
