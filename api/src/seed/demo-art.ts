import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ART_HASH_LENGTH, defaultArtUrl, type ArtKind } from '@edu/shared';
import type { ArtSpec, PortraitSpec } from '../lib/demo-art/compose';
import type { Motif } from '../lib/demo-art/motifs';
import { theme } from '../lib/demo-art/themes';
import { ENCODER_VERSION } from '../lib/demo-art/settings';
import { courses, subjects, teachers } from './catalogue-data';
import { bannerCopy, bannerSlots, postCategories, posts } from './content-data';

/**
 * What each demo picture shows, from the seed data alone: `/uploads/art/<kind>-<id>.<hash>…` is drawn from
 * demoArtSpec(kind, id), and answered only while the hash in the name is this spec's. No database read, so
 * every API replica draws the same picture for a name; an old name (a drawing changed) is a 404.
 */

/**
 * The drawing code itself (every file of src/lib/demo-art, the encoder settings among them) and the typeface's
 * version: part of every hash, so a changed drawing is a new URL at once — never a stale file from the cache
 * or from a browser's year-long copy — and refreshDemoArt points the rows at it on the next start.
 */
export const DRAWING_FINGERPRINT = (() => {
  const dir = path.join(__dirname, '..', 'lib', 'demo-art');
  const hash = createHash('sha256');
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => /\.[cm]?[jt]s$/.test(f))
    .sort())
    hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  hash.update((JSON.parse(fs.readFileSync(require.resolve('@fontsource/be-vietnam-pro/package.json'), 'utf8')) as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
})();

const portrait = (t: (typeof teachers)[number]): PortraitSpec => ({ seed: t.id, female: t.name.startsWith('Cô'), glasses: t.id % 3 === 0 });

/** News pictures take their look from their first tag. */
const POST_LOOK: Record<number, [string, Motif]> = {
  1: ['toan', 'calendar'],
  2: ['vat-ly', 'cap'],
  3: ['tieng-anh', 'speech'],
  4: ['python', 'laptop'],
  5: ['nuoi-day-con', 'heart'],
  6: ['giao-tiep', 'bulb'],
  7: ['lap-trinh-web', 'code'],
  8: ['tieng-nhat', 'book'],
};
const BANNER_LOOK = ['default', 'marketing-so', 'toan', 'tieng-anh', 'hoa-hoc', 'giao-tiep', 'python', 'am-nhac'];
const BANNER_MOTIF: Motif[] = ['cap', 'chart', 'math', 'speech', 'flask', 'mic', 'laptop', 'music'];

export const DEMO_PROMOS: Record<number, { value: string; title: string; note: string; theme: string }> = {
  1: { value: '-20%', title: 'Giảm 20% toàn bộ khóa học', note: 'Nhập mã GIAM20, tối đa 300.000đ', theme: 'marketing-so' },
  2: { value: '-100K', title: 'Chào bạn mới', note: 'Giảm 100.000đ cho đơn từ 300.000đ', theme: 'giao-tiep' },
  3: { value: '-30%', title: 'Tiếng Anh giảm 30%', note: 'Các khóa tiếng Anh được chọn', theme: 'tieng-anh' },
  4: { value: '-50%', title: 'Khuyến mãi Tết', note: 'Chương trình đã kết thúc', theme: 'nuoi-day-con' },
};

export function bannerHeadline(id: number): [string, string, string] | null {
  const slot = bannerSlots().find((b) => b.id === id);
  return slot ? (bannerCopy[slot.placement]?.[slot.k] ?? null) : null;
}

/** The colour a page paints around a banner (the home hero's band): its picture's own first colour. */
export function bannerColor(id: number): string {
  const slot = bannerSlots().find((b) => b.id === id);
  const spec = slot ? demoArtSpec(slot.wide ? 'banner' : 'panel', id) : null;
  return theme(spec && 'theme' in spec ? spec.theme : 'default').from;
}

/** The spec of one demo picture, or null when there is no such picture. */
export function demoArtSpec(kind: ArtKind, id: number): ArtSpec | null {
  switch (kind) {
    case 'course': {
      const row = courses[id - 1];
      if (!row) return null;
      const [title, subjectId, , teacherId, , , type] = row;
      const subject = subjects.find((s) => s.id === subjectId)!;
      const t = teachers.find((x) => x.id === teacherId)!;
      return {
        kind,
        title,
        subject: subject.name,
        theme: subject.slug,
        teacher: { name: t.name, title: t.title, portrait: portrait(t) },
        combo: type === 'combo',
      };
    }
    case 'teacher': {
      const t = teachers.find((x) => x.id === id);
      return t ? { kind, portrait: portrait(t) } : null;
    }
    case 'subject': {
      const s = subjects.find((x) => x.id === id);
      return s ? { kind, name: s.name, theme: s.slug } : null;
    }
    case 'post': {
      const p = posts[id - 1];
      if (!p) return null;
      const [title, categoryId, tagIds] = p;
      const [look, motif] = POST_LOOK[tagIds[0] ?? 0] ?? ['default', 'bulb'];
      return { kind, title, category: postCategories.find((c) => c.id === categoryId)?.name ?? 'Tin tức', theme: look, motif };
    }
    case 'promo': {
      const p = DEMO_PROMOS[id];
      return p ? { kind, ...p } : null;
    }
    case 'banner':
    case 'panel': {
      const slot = bannerSlots().find((b) => b.id === id);
      const copy = bannerHeadline(id);
      if (!slot || !copy || (kind === 'banner') !== slot.wide) return null;
      const look = (slot.placement + slot.k) % BANNER_LOOK.length;
      return { kind, headline: copy[0], sub: copy[1], cta: copy[2], theme: BANNER_LOOK[look]!, motif: BANNER_MOTIF[look]! };
    }
  }
}

export function artHash(spec: ArtSpec): string {
  return createHash('sha256')
    .update(`${DRAWING_FINGERPRINT}:${ENCODER_VERSION}:${JSON.stringify(spec)}`)
    .digest('hex')
    .slice(0, ART_HASH_LENGTH);
}

/** The URL a seeded row stores (its default rendition), or null when the picture does not exist. */
export function demoArtUrl(kind: ArtKind, id: number): string {
  const spec = demoArtSpec(kind, id);
  if (!spec) throw new Error(`no demo picture ${kind}-${id}`);
  return defaultArtUrl(kind, id, artHash(spec));
}

/** Every demo picture (for warming the cache). */
export function allDemoArt(): Array<{ kind: ArtKind; id: number }> {
  return [
    ...courses.map((_, i) => ({ kind: 'course' as const, id: i + 1 })),
    ...teachers.map((t) => ({ kind: 'teacher' as const, id: t.id })),
    ...subjects.map((s) => ({ kind: 'subject' as const, id: s.id })),
    ...posts.map((_, i) => ({ kind: 'post' as const, id: i + 1 })),
    ...Object.keys(DEMO_PROMOS).map((id) => ({ kind: 'promo' as const, id: Number(id) })),
    ...bannerSlots().map((b) => ({ kind: b.wide ? ('banner' as const) : ('panel' as const), id: b.id })),
  ];
}
