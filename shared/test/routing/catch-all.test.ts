import { isValidCatchAll } from '../../src/routing/catch-all';
import { itAnswers } from '../../src/testing/table';

describe('isValidCatchAll (two segments, the second a non-empty string)', () => {
  itAnswers(
    isValidCatchAll,
    [
      ['/toan-hoc/dai-so', true],
      ['/toan-hoc/dai-so/', true],
      ['/a/123', true],
      ['/a/b?x=1', true],
      ['/a/b#top', true],
      ['/toan-hoc', false],
      ['/a/b/c', false],
      ['/a/b/c/', false],
      ['/a//b', false],
      ['//b', false],
      ['/a/', false],
      ['/', false],
      ['', false],
      ['a/b', false],
    ],
    '%p → %s',
  );
});
