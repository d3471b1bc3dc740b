import { act, render, screen } from '@testing-library/react';
import { createQueries } from '../../src/query/use-query';

const { useQuery, invalidateQueries } = createQueries('placeholder');

/** A public page whose answer depends on who asks: the anonymous copy first, then the visitor's own. */
function CoursePage({ signedIn, fetcher }: { signedIn: boolean; fetcher: (key: string) => Promise<string> }) {
  const who = signedIn ? 'user' : 'guest';
  const { data, status } = useQuery(['course', who], () => fetcher(who), {
    placeholderFrom: signedIn ? ['course', 'guest'] : undefined,
  });
  return <p>{data ? <button type="button">{`Mua ngay (${data})`}</button> : status}</p>;
}

beforeEach(() => invalidateQueries());

describe('placeholderFrom: the anonymous copy is shown while the visitor’s own loads', () => {
  it('keeps the same button (no skeleton in between) and then shows the visitor’s answer', async () => {
    let answerUser: (v: string) => void = () => {};
    const fetcher = jest.fn((who: string) => (who === 'guest' ? Promise.resolve('khách') : new Promise<string>((resolve) => (answerUser = resolve))));
    const { rerender } = render(<CoursePage signedIn={false} fetcher={fetcher} />);
    const seen = await screen.findByRole('button', { name: 'Mua ngay (khách)' });

    rerender(<CoursePage signedIn fetcher={fetcher} />); // the session store says "signed in" after hydration
    expect(screen.getByRole('button')).toBe(seen); // the same element: a tap on it now is not lost
    expect(screen.queryByText('loading')).not.toBeInTheDocument();

    await act(async () => answerUser('học viên'));
    expect(await screen.findByRole('button', { name: 'Mua ngay (học viên)' })).toBe(seen);
    expect(fetcher.mock.calls.map(([who]) => who)).toEqual(['guest', 'user']);
  });

  it('without it, the page had nothing to show while the visitor’s copy loaded (what lost the tap)', async () => {
    const fetcher = jest.fn((who: string) => (who === 'guest' ? Promise.resolve('khách') : new Promise<string>(() => {})));
    function Bare({ signedIn }: { signedIn: boolean }) {
      const { data, status } = useQuery(['bare', signedIn ? 'user' : 'guest'], () => fetcher(signedIn ? 'user' : 'guest'));
      return <p>{data ?? status}</p>;
    }
    const { rerender } = render(<Bare signedIn={false} />);
    await screen.findByText('khách');
    rerender(<Bare signedIn />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
