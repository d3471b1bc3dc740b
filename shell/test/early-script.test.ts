import path from 'node:path';
import { takeEarlyIntent } from '@edu/shared/core';

/**
 * The page's early script (shell/src/early/early.ts), as built (compiled and minified by ops/webpack/early-script.cjs)
 * and run in a page before any app: what it says at once, what it stops, what it remembers for the app.
 */
const { compileEarlyScript, MAX_BYTES } = require('../../ops/webpack/early-script.cjs') as {
  compileEarlyScript: (file: string) => string;
  MAX_BYTES: number;
};
const code = compileEarlyScript(path.join(__dirname, '../src/early/early.ts'));

beforeAll(() => {
  new Function(code)();
});
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app');
});

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
};
const status = () => document.getElementById('sh-early');

describe('the early script', () => {
  it('is about a kilobyte', () => {
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('says "Đang thêm…" the moment the browser posts a form, and stops a second post of it', () => {
    document.body.innerHTML = '<div id="root"><form data-pending="Đang thêm…"><button>Thêm vào giỏ hàng</button></form></div>';
    const form = document.querySelector('form')!;
    expect(submit(form)).toBe(false);
    expect(status()?.textContent).toBe('Đang thêm…');
    expect(status()?.getAttribute('role')).toBe('status');
    // outside the app's root: hydration never sees it
    expect(document.getElementById('root')!.contains(status())).toBe(false);
    expect(submit(form)).toBe(true);
  });

  it('says what the pressed button does when it has its own words ("Gửi lại mã" in the code step’s form)', () => {
    document.body.innerHTML =
      '<form data-pending="Đang xác nhận…"><button>Xác nhận</button><button formaction="/api/form/resend-code" data-pending="Đang gửi lại mã…">Gửi lại mã</button></form>';
    const submitter = document.querySelectorAll('button')[1]!;
    document.querySelector('form')!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));
    expect(status()?.textContent).toBe('Đang gửi lại mã…');
  });

  it('leaves a form the app took alone', () => {
    document.body.innerHTML = '<form data-pending="Đang thêm…"><button>Thêm vào giỏ hàng</button></form>';
    const form = document.querySelector('form')!;
    form.addEventListener('submit', (e) => e.preventDefault());
    submit(form);
    expect(status()).toBeNull();
  });

  it('remembers a tap on a button only the app can answer, with the state it asked for; the app replays it once', () => {
    document.body.innerHTML =
      '<button data-intent="wishlist:9" aria-pressed="false" data-pending="Đang thêm vào danh sách yêu thích…">Yêu thích</button>';
    document.querySelector('button')!.click();
    expect(status()?.textContent).toBe('Đang thêm vào danh sách yêu thích…');
    expect(takeEarlyIntent('wishlist:8')).toBeNull();
    expect(takeEarlyIntent('wishlist:9')).toBe('on');
    expect(status()).toBeNull();
    expect(takeEarlyIntent('wishlist:9')).toBeNull();
  });

  it('records nothing once the app runs', () => {
    document.documentElement.setAttribute('data-app', '');
    document.body.innerHTML = '<button data-intent="wishlist:9" aria-pressed="true">Yêu thích</button>';
    document.querySelector('button')!.click();
    expect(takeEarlyIntent('wishlist:9')).toBeNull();
    expect(status()).toBeNull();
  });
});
