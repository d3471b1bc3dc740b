import type { RemoteVersionHealth } from '@edu/shared/schemas';
import type { AuditEntry, RegistryState } from '../registry/types';
import { FAULT_LABEL } from '../registry/faults';
import { healthChart } from './chart';
import { vitalsLine } from '../registry/canary-watch';

/**
 * The ops console's pages: plain HTML and forms, no script (its CSP allows none), in the site's
 * language. Everything shown comes from the registry and the API; every value is escaped.
 */
export const esc = (s: unknown): string =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const CONSOLE_PATH = '/ops/console';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#111827;background:#f9fafb}
main{max-width:72rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border-bottom:1px solid #e5e7eb;padding:.4rem .5rem;text-align:left;vertical-align:middle}
th{font-weight:600;background:#f3f4f6}.tag{display:inline-block;padding:0 .4rem;border-radius:.25rem;font-size:.85em;background:#e5e7eb}
.live{background:#def7ec;color:#03543f}.fault{background:#fde8e8;color:#9b1c1c}.canary{background:#fdf6b2;color:#723b13}.note{color:#4b5563}
form.inline{display:inline}button,.button{font:inherit;padding:.3rem .7rem;border:1px solid #1a56db;border-radius:.3rem;background:#fff;color:#1a56db;cursor:pointer;text-decoration:none}
button.primary{background:#1a56db;color:#fff}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{font:inherit;padding:.35rem .5rem;border:1px solid #9ca3af;border-radius:.3rem;min-width:18rem}
.flash{padding:.6rem .8rem;border-radius:.3rem;background:#def7ec}.error{background:#fde8e8;color:#9b1c1c;white-space:pre-wrap}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}`;

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} | Vận hành KhoaHoc.vn</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(error?: string): string {
  return layout(
    'Đăng nhập bảng điều khiển',
    `<h1>Bảng điều khiển triển khai</h1>
<p class="note">Dành cho đội vận hành và các squad: dùng mã triển khai (deploy token) của bạn, tạo bằng <code>pnpm ops token create</code>.</p>
${error ? `<p class="flash error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${CONSOLE_PATH}/login">
<label for="token">Mã triển khai</label><input id="token" name="token" type="password" autocomplete="off" required>
<p><button class="primary" type="submit">Đăng nhập</button></p></form>`,
  );
}

export interface Viewer {
  owner: string;
  remotes: string[];
}

export interface HealthView {
  versions: RemoteVersionHealth[];
  fromMs: number;
  toMs: number;
  stepMs: number;
}

const ACTION_LABEL: Record<AuditEntry['action'], string> = {
  publish: 'phát hành',
  promote: 'đưa lên live',
  rollback: 'quay lại',
  canary: 'canary',
  'canary-clear': 'dừng canary',
  'canary-undecided': 'canary chưa kết luận',
};

const confirmLink = (params: Record<string, string>, text: string) =>
  `<a class="button" href="${CONSOLE_PATH}/confirm?${esc(new URLSearchParams(params).toString())}">${esc(text)}</a>`;

function healthCell(remote: string, version: string, health: HealthView | string): string {
  if (typeof health === 'string') return '—';
  const h = health.versions.find((v) => v.remote === remote && v.version === version);
  if (!h) return '<span class="note">chưa có lượt tải</span>';
  const rate = `${(h.error_rate * 100).toFixed(1)} % lỗi`;
  // the server's own renders (issue 29) and the visits' Web Vitals (issue 31): what the canary controller also judges
  const server = h.ssr_renders ? ` · máy chủ ${h.ssr_render_errors + h.ssr_5xx}/${h.ssr_renders} lỗi` : '';
  return `${healthChart(h.series ?? [], health.fromMs, health.toMs, health.stepMs)}<br><span class="note">${h.loads} lượt tải · ${rate}${server}</span><br><span class="note">${esc(vitalsLine(h))}</span>`;
}

function remoteSection(name: string, state: RegistryState, viewer: Viewer, health: HealthView | string): string {
  const r = state.remotes[name]!;
  const may = viewer.remotes.includes('*') || viewer.remotes.includes(name);
  // the versions that matter now (live, canary, the rollback stack), then the most recent others
  const current = new Set([r.live, r.canary?.version, ...r.previous.slice(-3)].filter((v): v is string => Boolean(v)));
  const recent = Object.values(r.versions).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const versions = [
    ...recent.filter((v) => current.has(v.version)),
    ...recent.filter((v) => !current.has(v.version)).slice(0, Math.max(0, 8 - current.size)),
  ];
  const rows = versions
    .map((v) => {
      const status =
        v.version === r.live
          ? '<span class="tag live">live</span>'
          : r.canary?.version === v.version
            ? `<span class="tag canary">canary ${r.canary.percent}%${r.canary.auto ? ' · máy chủ tự quyết' : ''}</span>`
            : r.previous.includes(v.version)
              ? '<span class="tag">trước đó</span>'
              : '<span class="tag">đã phát hành</span>';
      // a version a check found at fault: marked, and nothing here sends it to browsers (the POST is refused too)
      const faults = (v.faults ?? []).map((f) => `<span class="tag fault" title="${esc(f.why)}">${esc(FAULT_LABEL[f.check])}</span>`);
      const actions = !may
        ? ''
        : v.version === r.live
          ? ''
          : faults.length
            ? confirmLink({ action: 'preview', remote: name, version: v.version }, 'Xem trước…')
            : [
                confirmLink({ action: 'promote', remote: name, version: v.version }, 'Đưa lên live'),
                confirmLink({ action: 'canary', remote: name, version: v.version }, 'Canary…'),
                confirmLink({ action: 'preview', remote: name, version: v.version }, 'Xem trước…'),
              ].join(' ');
      return `<tr><td><code>${esc(v.version)}</code></td><td>${status}${faults.length ? ` ${faults.join(' ')}` : ''}</td><td>${esc(v.publishedAt.slice(0, 16).replace('T', ' '))}</td><td>${esc(v.publishedBy)}</td><td>${healthCell(name, v.version, health)}</td><td>${actions}</td></tr>`;
    })
    .join('');
  const remoteActions = may
    ? [
        r.previous.length ? confirmLink({ action: 'rollback', remote: name }, `Quay lại ${r.previous.at(-1)}`) : '',
        r.canary ? confirmLink({ action: 'canary', remote: name, version: r.canary.version, percent: '0' }, 'Dừng canary') : '',
      ].join(' ')
    : '<span class="note">Mã của bạn không được triển khai remote này.</span>';
  return `<section aria-labelledby="remote-${esc(name)}"><h2 id="remote-${esc(name)}">${esc(name)}</h2><p>${remoteActions}</p>
<table><caption class="note" style="text-align:left">Các phiên bản của ${esc(name)}</caption><thead><tr><th scope="col">Phiên bản</th><th scope="col">Trạng thái</th><th scope="col">Phát hành lúc (UTC)</th><th scope="col">Bởi</th><th scope="col">Sức khỏe</th><th scope="col">Thao tác</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

function historyTable(audit: AuditEntry[]): string {
  const rows = [...audit]
    .reverse()
    .slice(0, 40)
    .map(
      (a) =>
        `<tr><td>${esc(a.at.slice(0, 19).replace('T', ' '))}</td><td>${esc(a.remote)}</td><td>${esc(ACTION_LABEL[a.action] ?? a.action)}</td><td><code>${esc(a.version ?? '')}</code></td><td>${esc(a.by)}</td><td>${esc(a.reason ?? a.detail ?? '')}</td></tr>`,
    )
    .join('');
  return `<h2 id="history">Lịch sử thay đổi</h2><table aria-labelledby="history"><thead><tr><th scope="col">Lúc (UTC)</th><th scope="col">Remote</th><th scope="col">Hành động</th><th scope="col">Phiên bản</th><th scope="col">Bởi</th><th scope="col">Lý do</th></tr></thead><tbody>${rows || '<tr><td colspan="6">Chưa có thay đổi nào.</td></tr>'}</tbody></table>`;
}

export function consolePage(state: RegistryState, viewer: Viewer, health: HealthView | string, flash?: string): string {
  const remotes = Object.keys(state.remotes).sort();
  return layout(
    'Bảng điều khiển triển khai',
    `<header><h1>Bảng điều khiển triển khai</h1><form class="inline" method="post" action="${CONSOLE_PATH}/logout"><span class="note">${esc(viewer.owner)} · được triển khai: ${esc(viewer.remotes.join(', '))}</span> <button type="submit">Đăng xuất</button></form></header>
${flash ? `<p class="flash" role="status">${esc(flash)}</p>` : ''}
${typeof health === 'string' ? `<p class="note">${esc(health)}</p>` : `<p class="note">Sức khỏe: ${Math.round((health.toMs - health.fromMs) / 60_000)} phút gần nhất, mỗi cột ${Math.round(health.stepMs / 60_000)} phút (xanh: lượt tải, đỏ: lỗi).</p>`}
${remotes.map((name) => remoteSection(name, state, viewer, health)).join('') || '<p>Chưa có remote nào được phát hành.</p>'}
${historyTable(state.audit)}`,
  );
}

export interface PendingAction {
  action: 'promote' | 'rollback' | 'canary' | 'preview';
  remote: string;
  version?: string;
  percent?: string;
  /** preview: how long the link opens (1–168 h). */
  hours?: string;
}

export function describeAction(a: PendingAction): string {
  if (a.action === 'promote') return `Đưa ${a.remote}@${a.version} lên live`;
  if (a.action === 'rollback') return a.version ? `Quay ${a.remote} lại ${a.version}` : `Quay ${a.remote} lại phiên bản trước`;
  if (a.action === 'preview') return `Tạo liên kết xem trước ${a.remote}@${a.version}`;
  return a.percent === '0' ? `Dừng canary của ${a.remote}` : `Canary ${a.remote}@${a.version}`;
}

export function confirmPage(a: PendingAction, error?: string, reason = ''): string {
  const hidden = Object.entries(a)
    .filter(([k, v]) => v !== undefined && !(k === 'percent' && a.action === 'canary' && a.percent !== '0') && k !== 'hours')
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  const percentField =
    a.action === 'canary' && a.percent !== '0'
      ? `<label for="percent">Tỉ lệ trình duyệt (%)</label><input id="percent" name="percent" type="number" min="1" max="100" required value="${esc(a.percent ?? '10')}">`
      : a.action === 'preview'
        ? `<label for="hours">Mở được trong (giờ, 1–168)</label><input id="hours" name="hours" type="number" min="1" max="168" required value="${esc(a.hours ?? '24')}">`
        : '';
  return layout(
    'Xác nhận',
    `<h1>Xác nhận: ${esc(describeAction(a))}</h1>
${error ? `<p class="flash error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${CONSOLE_PATH}/action">${hidden}${percentField}
<label for="reason">Lý do (ghi vào lịch sử)</label><input id="reason" name="reason" required maxlength="300" value="${esc(reason)}">
<p><button class="primary" type="submit">Xác nhận</button> <a class="button" href="${CONSOLE_PATH}">Huỷ</a></p></form>`,
  );
}

/** The link a preview made: shown once here (not in the address bar of the console, not in its history). */
export function previewPage(link: { url: string; remote: string; version: string; expiresAt: Date }): string {
  return layout(
    'Liên kết xem trước',
    `<h1>Liên kết xem trước ${esc(link.remote)}@${esc(link.version)}</h1>
<p>Ai mở liên kết này sẽ thấy phiên bản ${esc(link.version)} của ${esc(link.remote)} (có thanh “Xem trước” ở cuối trang); người khác không bị ảnh hưởng. Hết hạn lúc ${esc(link.expiresAt.toISOString())}.</p>
<label for="preview-url">Liên kết</label><input id="preview-url" readonly value="${esc(link.url)}">
<p><a class="button" href="${CONSOLE_PATH}">Về bảng điều khiển</a></p>`,
  );
}
