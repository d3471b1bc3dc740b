import { act } from 'react';
import { invalidateQueries } from '../lib/use-query';
import { makeCourse } from '../testing/course-factory';
import { installFakeApi } from '@edu/shared/testing';
import { settle } from '@edu/shared/testing';
import * as parcel from './related-courses-parcel';

beforeEach(() => invalidateQueries());

describe('related courses parcel', () => {
  it('mounts on a bare element without router or shell, and unmounts cleanly', async () => {
    const calls = installFakeApi({
      'GET /api/user/course.json': () => ({
        items: [makeCourse({ id: 1, name: 'Đang xem' }), makeCourse({ id: 2, name: 'Lý 11', alias: 'ly-11', alias_code: 'L2' })],
        page: 1, page_size: 5, total: 2,
      }),
    });
    const el = document.createElement('div');
    document.body.appendChild(el);

    await act(() => parcel.bootstrap());
    await act(() => parcel.mount({ domElement: el, category: 'vat-ly', courseId: 1, limit: 4 }));
    await settle(4);

    expect(el.querySelector('h2')?.textContent).toBe('Khóa học liên quan');
    expect(el.querySelectorAll('article')).toHaveLength(1);
    expect(el.querySelector('h3 a')?.getAttribute('href')).toBe('/khoa-hoc/ly-11-L2');
    expect(calls[0]?.params).toEqual({ category: 'vat-ly', page: 1, page_size: 5, sort: 'popular' });

    await act(() => parcel.unmount({ domElement: el }));
    expect(el.innerHTML).toBe('');
  });

  it('shows featured courses when given no category', async () => {
    const calls = installFakeApi({
      'GET /api/user/course.json': () => ({ items: [makeCourse({ id: 3 })], page: 1, page_size: 4, total: 1 }),
    });
    const el = document.createElement('div');
    await act(() => parcel.mount({ domElement: el, title: 'Gợi ý cho bạn' }));
    await settle(4);
    expect(el.querySelector('h2')?.textContent).toBe('Gợi ý cho bạn');
    expect(calls[0]?.params).toEqual({ section: 'featured', page: 1, page_size: 4 });
    await act(() => parcel.unmount({ domElement: el }));
  });

  it('refuses to mount without a DOM element, naming the remote', async () => {
    await expect(parcel.mount({} as never)).rejects.toThrow('[mf_catalogue/RelatedCoursesParcel]');
  });
});
