import { act } from 'react';
import { invalidateQueries } from '../lib/use-query';
import { makeCourse } from '../testing/course-factory';
import { installFakeApi, within } from '@edu/shared/testing';
import * as parcel from './related-courses-parcel';

beforeEach(() => invalidateQueries());

// A parcel is mounted by its host (single-spa) through bootstrap/mount/unmount on the host's element,
// not rendered by a test renderer: the lifecycle calls run inside act(), the queries read that element.
describe('related courses parcel', () => {
  it('mounts on a bare element without router or shell, and unmounts cleanly', async () => {
    const calls = installFakeApi({
      'GET /api/user/course.json': () => ({
        items: [makeCourse({ id: 1, name: 'Đang xem' }), makeCourse({ id: 2, name: 'Lý 11', alias: 'ly-11', alias_code: 'L2' })],
        page: 1,
        page_size: 5,
        total: 2,
      }),
    });
    const el = document.createElement('div');
    document.body.appendChild(el);

    await act(() => parcel.bootstrap());
    await act(() => parcel.mount({ domElement: el, category: 'vat-ly', courseId: 1, limit: 4 }));
    const widget = within(el);

    expect(await widget.findByRole('article', { name: 'Lý 11' })).toBeInTheDocument();
    expect(widget.getByRole('heading', { level: 2 })).toHaveAccessibleName('Khóa học liên quan');
    expect(widget.getAllByRole('article')).toHaveLength(1);
    expect(widget.queryByRole('article', { name: 'Đang xem' })).not.toBeInTheDocument();
    // the course title (h3) links to the course page: a plain anchor, there is no router
    const title = widget.getByRole('heading', { level: 3, name: 'Lý 11' });
    expect(within(title).getByRole('link', { name: 'Lý 11' })).toHaveAttribute('href', '/khoa-hoc/ly-11-L2');
    expect(calls[0]?.params).toEqual({ category: 'vat-ly', page: 1, page_size: 5, sort: 'popular' });

    await act(() => parcel.unmount({ domElement: el }));
    expect(el).toBeEmptyDOMElement();
    el.remove();
  });

  it('shows featured courses when given no category', async () => {
    const calls = installFakeApi({
      'GET /api/user/course.json': () => ({ items: [makeCourse({ id: 3 })], page: 1, page_size: 4, total: 1 }),
    });
    const el = document.createElement('div'); // not even in the document
    await act(() => parcel.mount({ domElement: el, title: 'Gợi ý cho bạn' }));
    const widget = within(el);
    const card = await widget.findByRole('article', { name: 'Khóa học 3' });
    expect(within(card).getByRole('link', { name: 'Khóa học 3' })).toHaveAttribute('href', '/khoa-hoc/khoa-hoc-3-c3');
    expect(widget.getByRole('heading', { level: 2 })).toHaveAccessibleName('Gợi ý cho bạn');
    expect(calls[0]?.params).toEqual({ section: 'featured', page: 1, page_size: 4 });
    await act(() => parcel.unmount({ domElement: el }));
    expect(el).toBeEmptyDOMElement();
  });

  it('refuses to mount without a DOM element, naming the remote', async () => {
    await expect(parcel.mount({} as never)).rejects.toThrow('[mf_catalogue/RelatedCoursesParcel]');
  });
});
