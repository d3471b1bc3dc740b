import { getBus } from '@edu/shared/core';
import { installFakeApi, renderPage, screen, signIn, signOut, waitFor } from '@edu/shared/testing';
import { AgeModal } from '../src/modals/age-modal';

// The age modal as the age gate raises it (docs/decisions/2026-11-27-age-gate-trigger.md).
describe('the age modal', () => {
  const answers: Array<string | null> = [];
  let off: () => void;
  beforeEach(() => {
    answers.length = 0;
    off = getBus().on('age:answered', (e) => answers.push(e.birthday));
    document.cookie = 'ageConfirmed=; max-age=0; path=/';
  });
  afterEach(async () => {
    off();
    await signOut();
  });

  it('says why, saves a signed-in learner’s date to the profile, then answers with it', async () => {
    await signIn();
    const calls = installFakeApi({ 'PATCH /api/user/user.json': (c) => ({ user: { id: 1, birthday: (c.body as { birthday: string }).birthday } }) });
    const closed = jest.fn();
    const { user } = renderPage('/', '/', <AgeModal reason="Bài thi thử dành cho học viên từ 13 tuổi." onClose={closed} />);
    expect(screen.getByText('Bài thi thử dành cho học viên từ 13 tuổi.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ngày sinh (dd/MM/yyyy)'), '05092005');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(answers).toEqual(['2005-09-05']));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([['PATCH', '/api/user/user.json', { birthday: '2005-09-05' }]]);
    expect(document.cookie).toContain('ageConfirmed=2005-09-05');
    expect(closed).toHaveBeenCalled();
  });

  it('under 13: the 13-year rule’s message, nothing saved, no answer yet; closing answers null', async () => {
    await signIn();
    const calls = installFakeApi({});
    const closed = jest.fn();
    const { user } = renderPage('/', '/', <AgeModal onClose={closed} />);
    const young = new Date().getFullYear() - 10;
    await user.type(screen.getByLabelText('Ngày sinh (dd/MM/yyyy)'), `0101${young}`);
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn cần đủ 13 tuổi');
    expect(calls).toEqual([]);
    expect(answers).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual([null]));
    expect(closed).toHaveBeenCalled();
  });
});
