import { renderPage, screen, waitFor } from '@edu/shared/testing';
import __PAGE__ from './__FILE__';

describe('__PAGE__', () => {
  it('shows its heading and names itself in the title', async () => {
    renderPage('/', '/', <__PAGE__ />);
    expect(screen.getByRole('heading', { level: 1, name: '__TITLE__' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^__TITLE__/));
  });
});
