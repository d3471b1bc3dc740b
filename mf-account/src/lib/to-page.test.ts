import { toPage } from './to-page';

describe('toPage', () => {
  it('maps each item and names the page fields as screens do', () => {
    const page = toPage({ items: [{ id: 1 }, { id: 2 }], page: 2, page_size: 2, total: 5 }, (x) => ({ label: `#${x.id}` }));
    expect(page).toEqual({ items: [{ label: '#1' }, { label: '#2' }], page: 2, pageSize: 2, total: 5 });
  });
});
