import { act, renderHook, waitFor } from '@testing-library/react';
import { fail, installFakeApi, signOut, type FakeCall } from '@edu/shared/testing';
import { usePromo } from './use-promo';

/**
 * Promo checks on one TanStack mutation: the same check asked twice while in flight is one request; a check asked
 * later wins over an earlier one still in flight; a removed code's late answer is dropped. The server answers when the
 * test says (a promise per request).
 */
function server() {
  const held: Array<{ call: FakeCall; answer: (result: unknown) => void }> = [];
  const calls = installFakeApi({
    'POST /api/user/promotion/check.json': (call) => new Promise<unknown>((answer) => held.push({ call, answer })),
  });
  const answer = (code: string, discount: number) => ({ code, promotion_id: 1, name: code, discount, subtotal: 490000, total: 490000 - discount });
  const answerNext = async (result: unknown) => {
    const next = held.shift();
    if (!next) throw new Error('no check is waiting');
    await act(async () => next.answer(result));
  };
  return { calls, held, answer, answerNext };
}

beforeEach(async () => {
  globalThis.__EDU_QUERY_CACHE__ = undefined;
  await signOut();
});

const promoCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST').map((c) => (c.body as { promo_code: string }).promo_code);

describe('usePromo', () => {
  it('a code applied twice while its check is in flight sends one request, and both presses get its answer', async () => {
    const { calls, held, answer, answerNext } = server();
    const { result } = renderHook(() => usePromo(undefined, 490000));
    act(() => result.current.setInput('giam20'));
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.apply();
      second = result.current.apply();
    });
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(held).toHaveLength(1));
    await answerNext(answer('GIAM20', 98000));
    await act(() => Promise.all([first, second]));
    expect(promoCalls(calls)).toEqual(['GIAM20']);
    expect(result.current.applied).toMatchObject({ code: 'GIAM20', discount: 98000 });
    expect(result.current.busy).toBe(false);
  });

  it('another code asked while the first is in flight: the first answer is not shown, the last one is', async () => {
    const { calls, held, answer, answerNext } = server();
    const { result } = renderHook(() => usePromo(undefined, 490000));
    act(() => result.current.setInput('GIAM10'));
    act(() => void result.current.apply());
    act(() => result.current.setInput('GIAM20'));
    act(() => void result.current.apply());
    await waitFor(() => expect(held).toHaveLength(1));
    await answerNext(answer('GIAM10', 49000));
    expect(result.current.applied).toBeNull();
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(held).toHaveLength(1));
    await answerNext(answer('GIAM20', 98000));
    await waitFor(() => expect(result.current.applied).toMatchObject({ code: 'GIAM20', discount: 98000 }));
    expect(promoCalls(calls)).toEqual(['GIAM10', 'GIAM20']);
  });

  it('a refused code says why in Vietnamese and keeps what was typed; a removed code’s late answer is dropped', async () => {
    const { held, answer, answerNext } = server();
    const { result } = renderHook(() => usePromo(undefined, 490000));
    act(() => result.current.setInput('SAIMA'));
    act(() => void result.current.apply());
    await waitFor(() => expect(held).toHaveLength(1));
    await answerNext(fail(400, 'Mã khuyến mãi không tồn tại'));
    await waitFor(() => expect(result.current.error).toBe('Mã khuyến mãi không tồn tại'));
    expect(result.current.input).toBe('SAIMA');
    expect(result.current.applied).toBeNull();

    act(() => result.current.setInput('GIAM20'));
    act(() => void result.current.apply());
    act(() => result.current.remove());
    expect(result.current.busy).toBe(false);
    await waitFor(() => expect(held).toHaveLength(1));
    await answerNext(answer('GIAM20', 98000));
    expect(result.current.applied).toBeNull();
    expect(result.current.error).toBeNull();
  });
});
