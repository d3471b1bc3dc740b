import { pageItems, totalPagesOf } from '../../src/format/pagination';
import { itAnswers } from '../../src/testing/table';

describe('pageItems', () => {
  itAnswers(
    pageItems,
    [
      [1, 0, []],
      [1, 1, []],
      [1, 2, [1, 2]],
      [1, 5, [1, 2, 3, 4, 5]],
      [4, 7, [1, 2, 3, 4, 5, 6, 7]],
      [1, 8, [1, 2, 'gap', 8]],
      [1, 10, [1, 2, 'gap', 10]],
      [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
      [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
      [10, 10, [1, 'gap', 9, 10]],
      [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
      [99, 10, [1, 'gap', 9, 10]],
      [-3, 4, [1, 2, 3, 4]],
    ],
    'page %p of %p → %p',
  );
});

describe('totalPagesOf', () => {
  itAnswers(
    totalPagesOf,
    [
      [0, 12, 0],
      [1, 12, 1],
      [12, 12, 1],
      [13, 12, 2],
      [100, 0, 0],
    ],
    '%p items by %p → %p pages',
  );
});
