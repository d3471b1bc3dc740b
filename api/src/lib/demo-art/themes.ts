import type { Motif } from './motifs';

/** A subject's look: a two-stop gradient, an accent for details and labels, and its motif. */
export interface Theme {
  from: string;
  to: string;
  accent: string;
  /** Text colour on the accent (labels). */
  onAccent: string;
  motif: Motif;
}

/** By subject slug (api/src/seed/catalogue-data.ts); `default` for anything else. */
export const THEMES: Record<string, Theme> = {
  toan: { from: '#1e3a8a', to: '#4f46e5', accent: '#fbbf24', onAccent: '#1e1b4b', motif: 'math' },
  'tieng-viet': { from: '#9d174d', to: '#e11d48', accent: '#fde68a', onAccent: '#4c0519', motif: 'pen' },
  'ngu-van': { from: '#7c2d12', to: '#c2410c', accent: '#fed7aa', onAccent: '#431407', motif: 'book' },
  'vat-ly': { from: '#0f172a', to: '#1d4ed8', accent: '#38bdf8', onAccent: '#082f49', motif: 'atom' },
  'hoa-hoc': { from: '#064e3b', to: '#0d9488', accent: '#a7f3d0', onAccent: '#022c22', motif: 'flask' },
  'sinh-hoc': { from: '#14532d', to: '#4d7c0f', accent: '#fef08a', onAccent: '#1a2e05', motif: 'leaf' },
  'tieng-anh': { from: '#0c4a6e', to: '#0284c7', accent: '#fda4af', onAccent: '#4c0519', motif: 'speech' },
  'tieng-nhat': { from: '#881337', to: '#e11d48', accent: '#ffe4e6', onAccent: '#4c0519', motif: 'speech' },
  'tieng-han': { from: '#312e81', to: '#7c3aed', accent: '#f5d0fe', onAccent: '#3b0764', motif: 'speech' },
  'tin-hoc-van-phong': { from: '#14532d', to: '#15803d', accent: '#bbf7d0', onAccent: '#052e16', motif: 'sheet' },
  python: { from: '#1e3a8a', to: '#0f766e', accent: '#facc15', onAccent: '#1e1b4b', motif: 'code' },
  'lap-trinh-web': { from: '#0f172a', to: '#334155', accent: '#22d3ee', onAccent: '#083344', motif: 'code' },
  'giao-tiep': { from: '#9a3412', to: '#ea580c', accent: '#fde68a', onAccent: '#431407', motif: 'mic' },
  'marketing-so': { from: '#6d28d9', to: '#db2777', accent: '#fde047', onAccent: '#3b0764', motif: 'chart' },
  'nuoi-day-con': { from: '#be123c', to: '#fb7185', accent: '#fff7ed', onAccent: '#881337', motif: 'heart' },
  'suc-khoe': { from: '#115e59', to: '#14b8a6', accent: '#ccfbf1', onAccent: '#042f2e', motif: 'lotus' },
  'am-nhac': { from: '#581c87', to: '#9333ea', accent: '#f5d0fe', onAccent: '#3b0764', motif: 'music' },
  'my-thuat': { from: '#92400e', to: '#f59e0b', accent: '#fff7ed', onAccent: '#451a03', motif: 'palette' },
  default: { from: '#1e40af', to: '#7c3aed', accent: '#fbbf24', onAccent: '#1e1b4b', motif: 'cap' },
};

export const theme = (key: string): Theme => THEMES[key] ?? THEMES.default!;
