import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { openModal, closeModal } from '@edu/shared/core';
import { ModalHost } from '../src/modals/modal-host';

const course = { id: 7, alias: 'toan-12', alias_code: 'T12', name: 'Toán 12 – Luyện thi' };
const TITLE = 'ĐĂNG KÝ ĐỂ HỌC MIỄN PHÍ NGAY';
let user: UserEvent;

beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter>
      <ModalHost />
    </MemoryRouter>,
  );
});

afterEach(() => {
  jest.useRealTimers();
});

const dialog = () => screen.getByRole('dialog');
/** Gone from the page, not merely hidden. */
const expectNoDialog = () => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
/** Opens the free-course modal and waits for it: each modal is its own chunk, loaded when it opens. */
const open = async () => {
  act(() => openModal('free-course', { course }));
  await screen.findByRole('dialog');
};

describe('modal host', () => {
  it('opens the free-course modal from the bus with its title and buttons', async () => {
    expectNoDialog();
    await open();
    expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(new RegExp(`^${TITLE}$`));
    expect(within(dialog()).getByText(course.name)).toBeInTheDocument();
    expect(
      within(dialog())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['ĐĂNG KÝ', 'HỦY']);
  });

  it.each([
    ['Escape', () => user.keyboard('{Escape}')],
    // the backdrop is the page area around the dialog: it has no role or name to find it by
    ['a backdrop click', () => user.click(screen.getByTestId('modal-backdrop'))],
    ['HỦY', () => user.click(within(dialog()).getByRole('button', { name: 'HỦY' }))],
    [
      'modal:close on the bus',
      async () => {
        act(() => closeModal('free-course'));
      },
    ],
  ])('closes on %s', async (_name, close) => {
    await open();
    expect(dialog()).toBeInTheDocument();
    await close();
    expectNoDialog();
  });

  it('stays open when clicking inside the dialog', async () => {
    await open();
    await user.click(dialog());
    expect(dialog()).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('heading', { name: TITLE }));
    expect(dialog()).toBeInTheDocument();
  });

  it('locks page scroll while open and releases it 300 ms after closing', async () => {
    await open();
    expect(document.body.style.overflow).toBe('hidden');
    act(() => closeModal());
    expectNoDialog();
    act(() => jest.advanceTimersByTime(299));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => jest.advanceTimersByTime(1));
    expect(document.body.style.overflow).toBe('');
  });

  it('opens the age modal and refuses an impossible date with a message', async () => {
    act(() => openModal('age'));
    const age = await screen.findByRole('dialog', { name: 'Xác nhận độ tuổi' });
    const input = within(age).getByRole('textbox', { name: 'Ngày sinh (dd/MM/yyyy)' });
    await user.type(input, '31022008');
    expect(input).toHaveValue('31/02/2008');
    await user.click(within(age).getByRole('button', { name: 'Xác nhận' }));
    expect(age).toHaveTextContent('Ngày 31/02/2008 không có trên lịch');
    expect(input).toHaveAccessibleDescription('Ngày 31/02/2008 không có trên lịch');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(age).toBeInTheDocument();
  });

  describe('keyboard', () => {
    it('is a labelled modal dialog that takes focus when it opens', async () => {
      await open();
      const d = screen.getByRole('dialog', { name: TITLE });
      expect(d).toHaveAttribute('aria-modal', 'true');
      expect(d).toContainElement(document.activeElement as HTMLElement | null);
    });

    it('keeps Tab inside: from the last control to the first, and Shift+Tab from the first to the last', async () => {
      await open();
      const controls = within(dialog()).getAllByRole('button');
      const first = controls[0]!;
      const last = controls.at(-1)!;
      expect(first).not.toBe(last);
      last.focus();
      await user.tab();
      expect(first).toHaveFocus();
      await user.tab({ shift: true });
      expect(last).toHaveFocus();
    });

    it('returns focus to the control that opened it', async () => {
      render(
        <button type="button" onClick={() => openModal('free-course', { course })}>
          Học miễn phí
        </button>,
      );
      const opener = screen.getByRole('button', { name: 'Học miễn phí' });
      await user.click(opener);
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      expect(opener).not.toHaveFocus();
      act(() => closeModal());
      expectNoDialog();
      expect(opener).toHaveFocus();
    });
  });
});
