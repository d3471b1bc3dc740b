import type { PostDetail } from '@edu/shared/core';
import { toArticle, toPostCard, toTagLinks } from './post-vm';

const post: PostDetail = {
  id: 5,
  title: 'Lộ trình IELTS',
  slug: 'lo-trinh-ielts',
  summary: 'Kế hoạch 6 tháng',
  thumbnail: '/p5.svg',
  author: 'Ban biên tập',
  views: 12,
  published_at: '2025-03-12T03:00:00.000Z',
  category: { id: 4, name: 'Học ngoại ngữ', slug: 'hoc-ngoai-ngu' },
  tags: [
    { id: 3, name: 'IELTS', slug: 'ielts' },
    { id: 4, name: 'Học online', slug: 'hoc-online' },
  ],
  content: '<p>x</p>',
  related: [{ id: 6, title: 'Speaking', slug: 'speaking', thumbnail: null }],
};

describe('post view models', () => {
  it('links a card to its article, category and hashtags', () => {
    const card = toPostCard(post);
    expect(card.href).toBe('/tin-tuc/lo-trinh-ielts');
    expect(card.date).toBe('12/03/2025');
    expect(card.category).toEqual({ label: 'Học ngoại ngữ', href: '/danh-muc-tin-tuc/hoc-ngoai-ngu' });
    expect(card.categorySlug).toBe('hoc-ngoai-ngu');
    expect(card.tags).toEqual([
      { label: '#IELTS', href: '/hashtag/ielts' },
      { label: '#Học online', href: '/hashtag/hoc-online' },
    ]);
  });

  it.each([[null], [undefined], [[]]])('has no hashtags for %j', (tags) => {
    expect(toTagLinks(tags as never)).toEqual([]);
  });

  it('gives the article its meta and related links', () => {
    const a = toArticle(post);
    expect(a.meta).toEqual({ title: 'Lộ trình IELTS', description: 'Kế hoạch 6 tháng', keywords: 'IELTS, Học online, Học ngoại ngữ' });
    expect(a.related).toEqual([{ id: 6, title: 'Speaking', href: '/tin-tuc/speaking', image: { src: '', width: 640, height: 360 } }]);
  });

  it('falls back to the title when a post has no summary', () => {
    expect(toArticle({ ...post, summary: '' }).meta.description).toBe('Lộ trình IELTS');
  });
});
