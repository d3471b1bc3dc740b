import { clock } from './fake-clock';
import { createRoot, type Root } from 'react-dom/client';
import { createQueries } from '../../src/query/use-query';

const { useQuery, invalidateQueries } = createQueries('race');

const shown = ({ status, data, isFetching }: { status: string; data?: string; isFetching: boolean }) =>
  `${status}${isFetching ? ' fetching' : ''}${data ? ` ${data}` : ''}`;

/** Two queries in one component, as the player's: the second's update is computed when it renders, not when asked. */
function Player({ fetcher }: { fetcher: (signal: AbortSignal) => Promise<string> }) {
  const course = useQuery(['course'], fetcher, { staleMs: 0 });
  const lessons = useQuery(['lessons'], fetcher, { staleMs: 0 });
  return <p>{`${shown(course)} | ${shown(lessons)}`}</p>;
}

/** Lets settled promises' callbacks run (an answer reaches the cache). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  invalidateQueries();
  host = document.createElement('div');
  root = createRoot(host);
});
afterEach(() => {
  root.unmount();
  jest.runOnlyPendingTimers();
});

// The player's hang (issue 32), step by step: each timer is one task of React's scheduler.
describe('staleMs 0 queries whose render-time requests answer before their effects run', () => {
  it('show the answers, each asked once, though the clock moves 1 ms between the effects and their update', async () => {
    const fetcher = jest.fn(async (_signal: AbortSignal) => '3 bài');
    root.render(<Player fetcher={fetcher} />);
    jest.advanceTimersToNextTimer(); // render + commit at t: nothing cached, the render asks (prefetch)
    expect(host.textContent).toBe('loading fetching | loading fetching');
    await settle(); // both answers are stored at t
    jest.advanceTimersToNextTimer(); // the effects, at t, read them as fresh
    clock.now += 1; // their update renders 1 ms later, when staleMs 0 calls those answers stale
    jest.advanceTimersToNextTimer();
    await settle();
    jest.runAllTimers();

    expect(host.textContent).toBe('success 3 bài | success 3 bài');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
