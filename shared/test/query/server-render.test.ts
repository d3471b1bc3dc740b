import { PassThrough } from 'node:stream';
import { createElement as h, Fragment } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { QueryCache } from '../../src/query/query-cache';
import { createQueries, QueryCacheProvider } from '../../src/query/use-query';

const { useQuery } = createQueries('test');

function render(cache: QueryCache, node: ReturnType<typeof h>): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (c: Buffer) => chunks.push(c));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(h(QueryCacheProvider, { cache }, node), {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

const later = <T>(value: T, ms: number) => new Promise<T>((r) => setTimeout(() => r(value), ms));

describe('queries in a server render', () => {
  it('wait for every query, in order, each fetched once (a component with several queries gets each its own answer)', async () => {
    const fetchCategories = jest.fn(() => later(['Toán', 'Văn'], 5));
    const fetchTags = jest.fn(() => later(['#IELTS'], 10));
    function Toolbar() {
      const categories = useQuery(['categories'], fetchCategories).data ?? [];
      const disabled = useQuery(['never'], async () => 'x', { enabled: false });
      const tags = useQuery(['tags'], fetchTags).data ?? [];
      return h('p', null, `${categories.join(',')}|${tags.join(',')}|${disabled.status}`);
    }
    const cache = new QueryCache({ suspense: true });
    const html = await render(cache, h(Fragment, null, h(Toolbar), h(Toolbar)));
    expect(html).toBe('<p>Toán,Văn|#IELTS|loading</p><p>Toán,Văn|#IELTS|loading</p>');
    expect(fetchCategories).toHaveBeenCalledTimes(1);
    expect(fetchTags).toHaveBeenCalledTimes(1);
    expect(Object.keys(cache.dehydrate())).toEqual(['["test","categories"]', '["test","tags"]']);
  });

  it('renders a failed query as its error state, and dehydrates the error', async () => {
    function Page() {
      const { status, error } = useQuery(['course'], () => Promise.reject(Object.assign(new Error('Không tìm thấy khóa học'), { status: 404 })));
      return h('p', null, status === 'error' ? `lỗi ${(error as { status: number }).status}` : status);
    }
    const cache = new QueryCache({ suspense: true });
    expect(await render(cache, h(Page))).toBe('<p>lỗi 404</p>');
    expect(cache.dehydrate()).toEqual({ '["test","course"]': { error: { status: 404, message: 'Không tìm thấy khóa học' } } });
  });
});
