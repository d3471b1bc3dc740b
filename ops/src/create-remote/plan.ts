import type { RemoteDefinition } from '@edu/shared/platform';

/** What `pnpm create-remote` will write, checked before anything is written. */
export interface RemotePlan {
  dir: string;
  name: string;
  owner: string;
  page: string;
  /** The page's file under src/exposes, without extension (the build's rule: kebab-case of the expose). */
  pageFile: string;
  title: string;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (dir: string) =>
  dir
    .replace(/^mf-/, '')
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

export function planRemote(
  input: { dir?: string; owner?: string; page?: string; title?: string },
  workspace: { existingDirs: readonly string[]; remotes: readonly RemoteDefinition[] },
): RemotePlan {
  const dir = input.dir ?? '';
  if (!/^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(dir)) {
    throw new Error(`Tên remote không hợp lệ: “${dir}” — cần dạng mf-<tên>, chữ thường, số và gạch nối (ví dụ mf-quiz)`);
  }
  const name = dir.replace(/-/g, '_');
  if (workspace.remotes.some((r) => r.dir === dir || r.name === name) || workspace.existingDirs.includes(dir)) {
    throw new Error(`Remote ${dir} đã có (thư mục hoặc danh sách remote): chọn tên khác`);
  }
  const page = input.page ?? `${pascal(dir)}Page`;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(page)) throw new Error(`Tên trang không hợp lệ: “${page}” — cần dạng PascalCase, ví dụ QuizPage`);
  const title = (input.title ?? pascal(dir)).trim();
  if (!title || /['\\`<>{}]/.test(title)) throw new Error(`Tiêu đề không hợp lệ: “${title}” — không dùng ' \\ \` < > { }`);
  const owner = (input.owner ?? `Nhóm ${pascal(dir)}`).trim();
  if (/['\\`<>{}]/.test(owner)) throw new Error(`Tên nhóm không hợp lệ: “${owner}” — không dùng ' \\ \` < > { }`);
  return { dir, name, owner, page, pageFile: kebab(page), title };
}

/** The list file with one more entry before its end: the list's own text, so a reviewer sees one added block. */
export function addRemoteEntry(source: string, plan: RemotePlan): string {
  const end = source.indexOf('] as const satisfies readonly RemoteDefinition[]');
  if (end < 0) throw new Error('shared/src/platform/remotes.ts: the end of REMOTES was not found');
  const entry = `  {\n    name: '${plan.name}',\n    dir: '${plan.dir}',\n    owner: '${plan.owner}',\n    exposes: ['${plan.page}'],\n  },\n`;
  return `${source.slice(0, end)}${entry}${source.slice(end)}`;
}
