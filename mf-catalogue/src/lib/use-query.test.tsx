import { invalidateQueries, useQuery, type QueryResult } from './use-query';
import { click, render, settle } from '@edu/shared/testing';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let seen: QueryResult<string>[] = [];
function Probe({ k, fetcher, keep = false }: { k: string; fetcher: (s: AbortSignal) => Promise<string>; keep?: boolean }) {
  const q = useQuery(['probe', k], fetcher, { keepPreviousData: keep });
  seen.push(q);
  return (
    <button type="button" onClick={q.refetch}>
      {q.status}:{q.data ?? '-'}
    </button>
  );
}

beforeEach(() => {
  seen = [];
  invalidateQueries();
});

describe('useQuery', () => {
  it('shows loading, then the data', async () => {
    const d = deferred<string>();
    const view = await render(<Probe k="a" fetcher={() => d.promise} />);
    expect(view.container.textContent).toBe('loading:-');
    d.resolve('A');
    await settle();
    expect(view.container.textContent).toBe('success:A');
    await view.unmount();
  });

  it('serves a second component from the cache without asking again', async () => {
    const fetcher = jest.fn(async () => 'B');
    const first = await render(<Probe k="b" fetcher={fetcher} />);
    await settle();
    const second = await render(<Probe k="b" fetcher={fetcher} />);
    expect(second.container.textContent).toBe('success:B');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await first.unmount();
    await second.unmount();
  });

  it('makes one request when two components ask at the same time', async () => {
    const d = deferred<string>();
    const fetcher = jest.fn(() => d.promise);
    const a = await render(<Probe k="c" fetcher={fetcher} />);
    const b = await render(<Probe k="c" fetcher={fetcher} />);
    d.resolve('C');
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect([a.container.textContent, b.container.textContent]).toEqual(['success:C', 'success:C']);
    await a.unmount();
    await b.unmount();
  });

  it('aborts on unmount and never updates an unmounted component', async () => {
    const d = deferred<string>();
    let signal: AbortSignal | undefined;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = await render(<Probe k="d" fetcher={(s) => ((signal = s), d.promise)} />);
    const renders = seen.length;
    await view.unmount();
    expect(signal?.aborted).toBe(true);
    d.resolve('late');
    await settle();
    expect(seen.length).toBe(renders);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('ignores the answer of a key it has moved away from', async () => {
    const slow = deferred<string>();
    const view = await render(<Probe k="e1" fetcher={() => slow.promise} />);
    await view.rerender(<Probe k="e2" fetcher={async () => 'second'} />);
    await settle();
    slow.resolve('first');
    await settle();
    expect(view.container.textContent).toBe('success:second');
    await view.unmount();
  });

  it('keeps the previous data while the next key loads when asked to', async () => {
    const next = deferred<string>();
    const view = await render(<Probe k="f1" keep fetcher={async () => 'page 1'} />);
    await settle();
    await view.rerender(<Probe k="f2" keep fetcher={() => next.promise} />);
    expect(view.container.textContent).toBe('success:page 1');
    expect(seen[seen.length - 1]?.isFetching).toBe(true);
    next.resolve('page 2');
    await settle();
    expect(view.container.textContent).toBe('success:page 2');
    await view.unmount();
  });

  it('reports an error and fetches again on refetch', async () => {
    const fetcher = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('ok');
    const view = await render(<Probe k="g" fetcher={fetcher} />);
    await settle();
    expect(view.container.textContent).toBe('error:-');
    await click(view.container.querySelector('button'));
    await settle();
    expect(view.container.textContent).toBe('success:ok');
    expect(fetcher).toHaveBeenCalledTimes(2);
    await view.unmount();
  });
});
