import { fail, installFakeApi, renderPage, screen, signIn, signOut } from '@edu/shared/testing';
import VerifiedPage from './verified-page';

const VERIFY = 'POST /api/auth/verify_email.json';

function open(url: string, answer: () => unknown = () => ({ email: 'an@gmail.com' })) {
  const calls = installFakeApi({ [VERIFY]: answer });
  renderPage('/verified', url, <VerifiedPage />);
  return () => calls.filter((c) => `${c.method} ${c.url}` === VERIFY).map((c) => c.body);
}

beforeEach(async () => {
  await signOut();
});

describe('/verified', () => {
  it('a confirmation link is spent once and says which e-mail is now verified', async () => {
    const sent = open('/verified?token=abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Đang xác nhận…');
    expect(await screen.findByText('an@gmail.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Email an@gmail.com đã được xác thực.');
    expect(sent()).toEqual([{ token: 'abc123' }]);
  });

  it('an expired or used link says so in Vietnamese, with where to go next', async () => {
    open('/verified?token=old', () => fail(400, 'token expired'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Đường dẫn xác thực không hợp lệ hoặc đã hết hạn.');
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });

  it.each([
    ['a visitor', false, 'Đường dẫn này không kèm mã xác thực.'],
    ['a signed-in learner', true, 'Tài khoản của bạn đã được xác thực.'],
  ])('opened without a link, %s is told the truth', async (_who, signedIn, text) => {
    if (signedIn) await signIn();
    const sent = open('/verified');
    expect(screen.getByText(new RegExp(text.replace('.', '\\.')))).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });
});
