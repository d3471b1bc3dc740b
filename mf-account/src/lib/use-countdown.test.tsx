import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itAnswers } from '@edu/shared/testing';
import { secondsLeft, startCountdown, useCountdown } from './use-countdown';

describe('secondsLeft', () => {
  itAnswers(
    secondsLeft,
    [
      [10_000, 0, 10],
      [10_000, 9_001, 1],
      [10_000, 10_000, 0],
      [10_000, 20_000, 0],
    ],
    'deadline %i at %i → %i s',
  );
});

function Probe({ k }: { k: string }) {
  const { left, restart } = useCountdown(k, 60);
  return (
    <>
      <button onClick={() => restart()}>{left}</button>
      <button onClick={() => restart(30)}>30</button>
    </>
  );
}

/** The probe's first button shows the seconds left, and nothing else; the second restarts with the API's 30 s. */
const countdown = () => screen.getAllByRole('button')[0]!;
const exactly = (seconds: number) => new RegExp(`^${seconds}$`);

describe('useCountdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('counts down each second, survives a remount and restarts on demand', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = render(<Probe k="otp:a" />);
    expect(countdown()).toHaveTextContent(exactly(60));
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(countdown()).toHaveTextContent(exactly(55));
    view.rerender(<Probe key="again" k="otp:a" />);
    expect(countdown()).toHaveTextContent(exactly(55));
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(countdown()).toHaveTextContent(exactly(0));
    await user.click(countdown());
    expect(countdown()).toHaveTextContent(exactly(60));
  });

  it('restarts from the length the API gave for the new code', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Probe k="otp:c" />);
    await act(async () => jest.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: '30' }));
    expect(countdown()).toHaveTextContent(exactly(30));
  });

  it('starts from a deadline set by the screen that sent the code', () => {
    startCountdown('otp:b', 30);
    render(<Probe k="otp:b" />);
    expect(countdown()).toHaveTextContent(exactly(30));
  });
});
