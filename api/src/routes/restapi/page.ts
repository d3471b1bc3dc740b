import type { FastifyPluginAsyncTypebox } from '../../schemas/typebox';
import { Type } from '../../schemas/typebox';
import { ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { Envelope, errors, PageData } from '@edu/shared/schemas';

const TYPES: Record<string, string> = { 'giai-phap': 'solution', 'cong-thi': 'exam_gate', 'gioi-thieu': 'intro', 'home-study': 'home_study' };

/** List roots answered with every page of their type when no CMS page of that slug exists. */
const INDEXES: Record<string, { type: string; title: string; description: string }> = {
  'giai-phap': {
    type: 'solution',
    title: 'Giải pháp',
    description: 'Các giải pháp học tập và chuyển đổi số cho trường học, doanh nghiệp và gia đình.',
  },
  'home-study': { type: 'home_study', title: 'Học tại nhà', description: 'Các chương trình học tại nhà cùng KhoaHoc.vn.' },
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/page/getpagedata',
    {
      schema: {
        tags: ['content'],
        summary: 'Page payload of a content page (solution, exam_gate, intro, home_study, page)',
        description:
          "path=/giai-phap/truong-hoc-so (type from the first segment) or slug (+ type). Includes the page's banners. " +
          'path=/giai-phap and path=/home-study answer an index (id 0) whose siblings are every page of that type.',
        querystring: Type.Object({
          path: Type.Optional(Type.String({ maxLength: 500, pattern: '^/' })),
          slug: Type.Optional(Type.String({ maxLength: 300, pattern: '^[A-Za-z0-9/_-]+$' })),
          type: Type.Optional(Type.Union(['solution', 'exam_gate', 'intro', 'home_study', 'page'].map((t) => Type.Literal(t)))),
        }),
        response: { 200: Envelope(PageData), ...errors },
      },
    },
    async (request) => {
      let slug: string | undefined = request.query.slug;
      let type: string | undefined = request.query.type;
      if (request.query.path) {
        const segments = request.query.path.split('?')[0]!.split('/').filter(Boolean);
        const first = segments[0] ?? '';
        if (TYPES[first] && segments.length > 1) {
          type = TYPES[first];
          slug = segments.slice(1).join('/');
        } else {
          slug = segments.join('/');
          if (TYPES[first] && segments.length === 1) slug = first;
        }
      }
      if (!slug) throw badRequest('Dữ liệu không hợp lệ: thiếu "path" hoặc "slug"');
      const index = INDEXES[slug];
      const page =
        (await app.repos.site.page(slug, type)) ??
        (index && (!type || type === index.type)
          ? { id: 0, type: index.type, slug, title: index.title, content: '', meta_description: index.description, meta_keywords: '', data: {} }
          : null);
      if (!page) throw notFound(`Không tìm thấy trang: ${slug}`);
      const placement = (page.data as { banner_placement?: number | null }).banner_placement;
      const children = page.type === 'solution' || page.type === 'home_study' ? await app.repos.site.pagesOfType(page.type) : [];
      return ok({
        page,
        meta: { title: page.title, description: page.meta_description, keywords: page.meta_keywords },
        banners: placement ? await app.repos.site.banners(placement) : [],
        siblings: children.filter((c: { slug: string }) => c.slug !== page.slug),
      });
    },
  );
};

export default routes;
