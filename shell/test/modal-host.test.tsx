import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { openModal, closeModal } from '@edu/shared';
import { ModalHost } from '../src/modals/modal-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const course = { id: 7, alias: 'toan-12', alias_code: 'T12', name: 'Toán 12 – Luyện thi' };
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  jest.useFakeTimers();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root.render(<MemoryRouter><ModalHost /></MemoryRouter>));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

const dialog = () => document.querySelector('[role="dialog"]');
const open = () => act(() => openModal('free-course', { course }));

describe('modal host', () => {
  it('opens the free-course modal from the bus with its title and buttons', () => {
    open();
    expect(dialog()?.querySelector('h2')?.textContent).toBe('ĐĂNG KÝ ĐỂ HỌC MIỄN PHÍ NGAY');
    const buttons = [...dialog()!.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['ĐĂNG KÝ', 'HỦY']);
  });

  it.each([
    ['Escape', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))],
    ['a backdrop click', () => document.querySelector('[data-testid="modal-backdrop"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))],
    ['HỦY', () => [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'HỦY')!.click()],
    ['modal:close on the bus', () => closeModal('free-course')],
  ])('closes on %s', (_name, close) => {
    open();
    act(close);
    expect(dialog()).toBeNull();
  });

  it('stays open when clicking inside the dialog', () => {
    open();
    act(() => dialog()!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(dialog()).not.toBeNull();
  });

  it('locks page scroll while open and releases it 300 ms after closing', () => {
    open();
    expect(document.body.style.overflow).toBe('hidden');
    act(() => closeModal());
    act(() => jest.advanceTimersByTime(299));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => jest.advanceTimersByTime(1));
    expect(document.body.style.overflow).toBe('');
  });

  it('opens the age modal and refuses an impossible date with a message', () => {
    act(() => openModal('age'));
    const input = dialog()!.querySelector('input')!;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '31022008');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('31/02/2008');
    act(() => dialog()!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(dialog()!.textContent).toContain('Ngày 31/02/2008 không có trên lịch');
  });

  describe('keyboard', () => {
    const tab = (shiftKey = false) => act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true })));
    const focusables = () => [...dialog()!.querySelectorAll<HTMLElement>('button, input')];

    it('is a labelled modal dialog that takes focus when it opens', () => {
      open();
      const d = dialog()!;
      expect(d.getAttribute('aria-modal')).toBe('true');
      expect(document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent).toBe('ĐĂNG KÝ ĐỂ HỌC MIỄN PHÍ NGAY');
      expect(d.contains(document.activeElement)).toBe(true);
    });

    it('keeps Tab inside: from the last control to the first, and Shift+Tab from the first to the last', () => {
      open();
      const first = focusables()[0]!;
      const last = focusables().at(-1)!;
      last.focus();
      tab();
      expect(document.activeElement).toBe(first);
      tab(true);
      expect(document.activeElement).toBe(last);
    });

    it('returns focus to the control that opened it', () => {
      const opener = document.createElement('button');
      opener.textContent = 'Học miễn phí';
      document.body.appendChild(opener);
      opener.focus();
      open();
      expect(document.activeElement).not.toBe(opener);
      act(() => closeModal());
      expect(document.activeElement).toBe(opener);
      opener.remove();
    });
  });
});
