import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ENDPOINTS, openModal } from '@edu/shared/core';
import { ModalHost, preloadFreeCourseModal } from '../src/modals/modal-host';

/**
 * A free course's page loads the free-course modal's code ahead, so a tap on "Đăng ký học miễn phí" draws the
 * dialog in its own render (issue 31: feedback within 200 ms on a phone). A lazy component would suspend first,
 * and React holds content that replaces a fallback for 300 ms. Its own file: the module loads once per file.
 */
it('draws the free-course modal in the render of the tap once a free course’s form was on the page', async () => {
  const form = document.createElement('form');
  form.setAttribute('action', ENDPOINTS.enrolFreeForm);
  document.body.append(form);
  // as the app starts (../src/startup/prefetch-remotes.ts)
  preloadFreeCourseModal();
  render(
    <MemoryRouter>
      <ModalHost />
    </MemoryRouter>,
  );
  // the chunk's promise, as the browser would have settled it long before the tap
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  act(() => openModal('free-course', { course: { id: 7, alias: 'toan-12', alias_code: 'T12', name: 'Toán 12' } }));
  expect(screen.getByRole('dialog', { name: 'ĐĂNG KÝ ĐỂ HỌC MIỄN PHÍ NGAY' })).toBeInTheDocument();
  form.remove();
});
