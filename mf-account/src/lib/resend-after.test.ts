import { itAnswers } from '@edu/shared/testing/table';
import { resendAfterOf } from './resend-after';

describe('resendAfterOf: the countdown is the API answer’s word', () => {
  itAnswers(resendAfterOf, [
    [{ target: '0961234567', resend_after: 60 }, 60],
    [{ resend_after: 30 }, 30],
    [{ resend_after: 0 }, 0],
    [{ resend_after: 1.2 }, 2],
    // an API that does not say (or says nonsense): its default
    [{ target: 'a@b.vn' }, 60],
    [{ resend_after: -5 }, 60],
    [{ resend_after: '30' }, 60],
    [null, 60],
    [undefined, 60],
  ]);
});
