import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { atRoute } from './routes';

/**
 * The one way page tests drive a page: Testing Library's render inside a real router, and a
 * user-event session (typing and clicking as a learner does, with focus and keyboard events).
 * Query with `screen.getByRole(…, { name: '…' })` / `getByLabelText('…')`, in Vietnamese.
 */
export function renderPage(path: string, url: string, page: ReactElement): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  return { ...render(atRoute(path, url, page)), user };
}

export { screen, within, waitFor } from '@testing-library/react';
