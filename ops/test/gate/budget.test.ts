import { itAnswers } from '@edu/shared/testing/table';
import { loadFactor, pageBudgetMs, settleMs } from '../../src/gate/budget';

/** The gate's wait for a page that shows nothing grows with the machine's load, within bounds. */
describe('loadFactor: 1 while every runnable process has a core, then the queue per core, at most 4', () => {
  itAnswers(
    (load1: number, cores: number) => loadFactor({ load1, cores }),
    [
      [0, 2, 1],
      [1.5, 2, 1],
      [2, 2, 1],
      [3, 2, 1.5],
      [6, 2, 3],
      [40, 2, 4],
      [3, 0, 3], // no core count: counted as one
    ],
  );
});

describe('pageBudgetMs: base × load factor, twice that for the second visit', () => {
  itAnswers(
    (attempt: 1 | 2, load1: number, cores: number) => pageBudgetMs(attempt, { load1, cores }, 20_000),
    [
      [1, 0.2, 2, 20_000],
      [2, 0.2, 2, 40_000],
      [1, 5, 2, 50_000],
      [2, 5, 2, 100_000],
      [1, 100, 2, 80_000],
    ],
  );
});

describe('settleMs: the wait for late errors after a page showed, paid on every page: 0.5 s, up to 1 s under load', () => {
  itAnswers(
    (load1: number, cores: number) => settleMs({ load1, cores }),
    [
      [0.5, 2, 500],
      [3, 2, 750],
      [12, 2, 1000],
    ],
  );
});
