import { useLayoutEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalidateQueries, useQuery, type QueryResult } from './use-query';

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

/** The one probe's button, which reads `status:data` (exactly). */
const probe = () => screen.getByRole('button');
const reading = (text: string) => new RegExp(`^${text}$`);
/** Lets every pending answer land (a macrotask turn runs all queued promise callbacks), inside act. */
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  seen = [];
  invalidateQueries();
});

describe('useQuery', () => {
  it('shows loading, then the data', async () => {
    const d = deferred<string>();
    render(<Probe k="a" fetcher={() => d.promise} />);
    expect(probe()).toHaveTextContent(reading('loading:-'));
    d.resolve('A');
    await waitFor(() => expect(probe()).toHaveTextContent(reading('success:A')));
  });

  it('serves a second component from the cache without asking again', async () => {
    const fetcher = jest.fn(async () => 'B');
    render(<Probe k="b" fetcher={fetcher} />);
    await waitFor(() => expect(probe()).toHaveTextContent(reading('success:B')));
    render(<Probe k="b" fetcher={fetcher} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    const [first, second] = screen.getAllByRole('button');
    expect(second).toHaveTextContent(reading('success:B'));
    expect(first).toHaveTextContent(reading('success:B'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks while rendering, before the page commits, and only once', async () => {
    const order: string[] = [];
    const d = deferred<string>();
    const fetcher = jest.fn(() => (order.push('request'), d.promise));
    function Committed() {
      useLayoutEffect(() => void order.push('commit'), []);
      return null;
    }
    render(
      <>
        <Probe k="r" fetcher={fetcher} />
        <Committed />
      </>,
    );
    expect(order).toEqual(['request', 'commit']);
    d.resolve('R');
    await waitFor(() => expect(probe()).toHaveTextContent(reading('success:R')));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('makes one request when two components ask at the same time', async () => {
    const d = deferred<string>();
    const fetcher = jest.fn(() => d.promise);
    render(<Probe k="c" fetcher={fetcher} />);
    render(<Probe k="c" fetcher={fetcher} />);
    d.resolve('C');
    await waitFor(() => expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['success:C', 'success:C']));
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('aborts on unmount and never updates an unmounted component', async () => {
    const d = deferred<string>();
    let signal: AbortSignal | undefined;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(<Probe k="d" fetcher={(s) => ((signal = s), d.promise)} />);
    const renders = seen.length;
    view.unmount();
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    d.resolve('late');
    await flush();
    expect(seen.length).toBe(renders);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('ignores the answer of a key it has moved away from', async () => {
    const slow = deferred<string>();
    const view = render(<Probe k="e1" fetcher={() => slow.promise} />);
    view.rerender(<Probe k="e2" fetcher={async () => 'second'} />);
    await waitFor(() => expect(probe()).toHaveTextContent(reading('success:second')));
    slow.resolve('first');
    await flush();
    expect(probe()).toHaveTextContent(reading('success:second'));
  });

  it('keeps the previous data while the next key loads when asked to', async () => {
    const next = deferred<string>();
    const view = render(<Probe k="f1" keep fetcher={async () => 'page 1'} />);
    await waitFor(() => expect(probe()).toHaveTextContent(reading('success:page 1')));
    view.rerender(<Probe k="f2" keep fetcher={() => next.promise} />);
    expect(probe()).toHaveTextContent(reading('success:page 1'));
    expect(seen[seen.length - 1]?.isFetching).toBe(true);
    next.resolve('page 2');
    await waitFor(() => expect(probe()).toHaveTextContent(reading('success:page 2')));
  });

  it('reports an error and fetches again on refetch', async () => {
    const user = userEvent.setup();
    const fetcher = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('ok');
    render(<Probe k="g" fetcher={fetcher} />);
    await waitFor(() => expect(probe()).toHaveTextContent(reading('error:-')));
    await user.click(probe());
    await waitFor(() => expect(probe()).toHaveTextContent(reading('success:ok')));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
