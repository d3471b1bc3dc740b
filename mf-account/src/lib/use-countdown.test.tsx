import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { secondsLeft, startCountdown, useCountdown } from './use-countdown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('secondsLeft', () => {
  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 10_000, 0],
    [10_000, 20_000, 0],
  ])('deadline %i at %i → %i s', (deadline, now, left) => expect(secondsLeft(deadline, now)).toBe(left));
});

function Probe({ k }: { k: string }) {
  const { left, restart } = useCountdown(k, 60);
  return <button onClick={restart}>{left}</button>;
}

describe('useCountdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('counts down each second, survives a remount and restarts on demand', async () => {
    const el = document.createElement('div');
    const root = createRoot(el);
    await act(async () => root.render(<Probe k="otp:a" />));
    expect(el.textContent).toBe('60');
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(el.textContent).toBe('55');
    await act(async () => root.render(<Probe key="again" k="otp:a" />));
    expect(el.textContent).toBe('55');
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(el.textContent).toBe('0');
    await act(async () => el.querySelector('button')!.click());
    expect(el.textContent).toBe('60');
    await act(async () => root.unmount());
  });

  it('starts from a deadline set by the screen that sent the code', async () => {
    startCountdown('otp:b', 30);
    const el = document.createElement('div');
    const root = createRoot(el);
    await act(async () => root.render(<Probe k="otp:b" />));
    expect(el.textContent).toBe('30');
    await act(async () => root.unmount());
  });
});
