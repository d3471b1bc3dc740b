import { act, renderHook, waitFor } from '@testing-library/react';
import { getBus, type Cart } from '@edu/shared/core';
import { fail, installFakeApi, signOut, type FakeCall } from '@edu/shared/testing';
import { makeCart, makeCartItem, makeCourse } from '../../../testing/commerce-factory';
import { useCart } from './use-cart';

/**
 * The cart's writes are one queue of TanStack mutations: each change shows at once, the server gets them in the order
 * made, the last one made is what stays, and a failure puts the cart back with a Vietnamese message. The server's
 * answers come when the test says (a promise per request), so the order of events is the test's, not the clock's.
 */
const english = makeCourse({
  id: 7,
  name: 'Tiếng Anh giao tiếp',
  price_new: 1490000,
  pods: [
    { id: 21, cycle: 1, price: 149000 },
    { id: 22, cycle: 3, price: 399000 },
  ],
});
const sql = makeCourse({ id: 34, name: 'SQL và PostgreSQL căn bản', price_new: 490000 });

interface Held {
  call: FakeCall;
  answer: (result: unknown) => void;
}

function server(initial: Cart) {
  let current = initial;
  const held: Held[] = [];
  /** The request waits until the test answers it; the answer is what the server then holds. */
  const hold = (call: FakeCall) => new Promise<unknown>((answer) => held.push({ call, answer }));
  const calls = installFakeApi({
    'GET /api/user/cart.json': () => current,
    'PATCH /api/user/cart.json': hold,
    'DELETE /api/user/cart.json': hold,
  });
  /** Answers the oldest held request as the server would (its cart re-priced), or with `failure`. */
  const answerNext = async (failure?: unknown) => {
    const next = held.shift();
    if (!next) throw new Error('no request is waiting');
    const body = next.call.body as { course_id: number; pod_id?: number | null };
    if (failure) return act(async () => next.answer(failure));
    current = makeCart(
      next.call.method === 'DELETE'
        ? current.items.filter((i) => i.course.id !== body.course_id)
        : current.items.map((i) => {
            if (i.course.id !== body.course_id) return i;
            const pod = i.course.pods.find((p) => p.id === body.pod_id) ?? null;
            return { ...i, pod_id: pod?.id ?? null, pod, price: pod?.price ?? i.course.price_new };
          }),
    );
    await act(async () => next.answer(current));
  };
  return { calls, held, answerNext };
}

const toasts: Array<{ msg: string; kind?: string }> = [];

beforeEach(async () => {
  globalThis.__EDU_QUERY_CACHE__ = undefined;
  await signOut();
  toasts.length = 0;
});
getBus().on('toast:show', (t) => toasts.push({ msg: t.msg, kind: t.kind }));

const lineOf = (cart: Cart | undefined, id: number) => cart?.items.find((i) => i.course.id === id);

describe('useCart writes', () => {
  it('two quick package changes end with the last one: shown at once, sent in order, the first answer not shown over the second', async () => {
    const { calls, held, answerNext } = server(makeCart([makeCartItem(english)]));
    const { result } = renderHook(() => useCart());
    await waitFor(() => expect(result.current.status).toBe('success'));

    act(() => {
      void result.current.changePackage(7, 21);
      void result.current.changePackage(7, 22);
    });
    // the learner sees the last choice at once; the second waits for the first (one PATCH on the wire)
    expect(lineOf(result.current.data, 7)?.pod_id).toBe(22);
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.call.body).toEqual({ course_id: 7, pod_id: 21 });

    await answerNext();
    // the first answer (package 21) is not shown: a later change is waiting
    expect(lineOf(result.current.data, 7)?.pod_id).toBe(22);
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.call.body).toEqual({ course_id: 7, pod_id: 22 });

    await answerNext();
    await waitFor(() => expect(lineOf(result.current.data, 7)).toMatchObject({ pod_id: 22, price: 399000 }));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { course_id: 7, pod_id: 21 },
      { course_id: 7, pod_id: 22 },
    ]);
    // once the last write settled the cart is read again (invalidated), and it is the server's: package 22
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(lineOf(result.current.data, 7)?.pod_id).toBe(22);
    expect(result.current.repricing).toBeNull();
  });

  it('a removal that fails puts the line back, with a Vietnamese message', async () => {
    const { held, answerNext } = server(makeCart([makeCartItem(english), makeCartItem(sql)]));
    const { result } = renderHook(() => useCart());
    await waitFor(() => expect(result.current.status).toBe('success'));

    act(() => void result.current.remove(34));
    expect(lineOf(result.current.data, 34)).toBeUndefined();
    expect(result.current.data?.count).toBe(1);
    await waitFor(() => expect(held).toHaveLength(1));

    await answerNext(fail(500, 'Máy chủ đang bận, vui lòng thử lại sau.'));
    await waitFor(() => expect(lineOf(result.current.data, 34)).toBeDefined());
    expect(result.current.data?.count).toBe(2);
    expect(toasts).toEqual([{ msg: 'Máy chủ đang bận, vui lòng thử lại sau.', kind: 'error' }]);
    expect(result.current.removing).toBeNull();
  });

  it('a package change the server refuses puts the package back, with the server’s message', async () => {
    const { held, answerNext } = server(makeCart([makeCartItem(english)]));
    const { result } = renderHook(() => useCart());
    await waitFor(() => expect(result.current.status).toBe('success'));

    act(() => void result.current.changePackage(7, 21));
    expect(lineOf(result.current.data, 7)?.pod_id).toBe(21);
    await waitFor(() => expect(held).toHaveLength(1));
    await answerNext(fail(409, 'Gói học này không còn bán.'));
    await waitFor(() => expect(lineOf(result.current.data, 7)?.pod_id).toBeNull());
    expect(toasts).toEqual([{ msg: 'Gói học này không còn bán.', kind: 'error' }]);
    expect(result.current.repricing).toBeNull();
  });
});
