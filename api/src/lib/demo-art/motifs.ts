/**
 * Subject motifs as vector shapes in a 100 × 100 box: line icons in `ink` with details in `accent`, placed
 * with a transform by the compositions. No text, no images: a motif is the same everywhere.
 */
export type Motif =
  | 'math'
  | 'book'
  | 'pen'
  | 'atom'
  | 'flask'
  | 'leaf'
  | 'speech'
  | 'sheet'
  | 'code'
  | 'mic'
  | 'chart'
  | 'heart'
  | 'lotus'
  | 'music'
  | 'palette'
  | 'cap'
  | 'calendar'
  | 'bulb'
  | 'laptop';

const line = (ink: string, w = 4) => `fill="none" stroke="${ink}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

export function motif(name: Motif, ink: string, accent: string): string {
  const s = line(ink);
  switch (name) {
    case 'math':
      return (
        `<path ${s} d="M14 86V22l56 64z"/><path ${s} d="M26 74V52l20 22z"/>` +
        `<path ${line(accent, 5)} d="M66 14v20M56 24h20M58 46l16 16M74 46L58 62M84 74h12M90 66v0M90 82v0"/>` +
        `<circle cx="90" cy="66" r="2.5" fill="${accent}"/><circle cx="90" cy="82" r="2.5" fill="${accent}"/>`
      );
    case 'book':
      return (
        `<path ${s} d="M50 26C40 18 24 16 8 18v62c16-2 32 0 42 8 10-8 26-10 42-8V18c-16-2-32 0-42 8zM50 26v62"/>` +
        `<path ${line(accent, 3)} d="M18 34c8-1 16 0 22 3M18 46c8-1 16 0 22 3M60 37c6-3 14-4 22-3M60 49c6-3 14-4 22-3"/>`
      );
    case 'pen':
      return (
        `<path ${s} d="M70 12l18 18-50 50-24 6 6-24z"/><path ${s} d="M62 20l18 18"/>` +
        `<path ${line(accent, 4)} d="M10 94c14-6 26 4 40-2s24-6 40 0"/>`
      );
    case 'atom':
      return (
        `<ellipse cx="50" cy="50" rx="44" ry="16" ${s}/><ellipse cx="50" cy="50" rx="44" ry="16" transform="rotate(60 50 50)" ${s}/>` +
        `<ellipse cx="50" cy="50" rx="44" ry="16" transform="rotate(-60 50 50)" ${s}/><circle cx="50" cy="50" r="8" fill="${accent}"/>` +
        `<circle cx="93" cy="50" r="4" fill="${accent}"/>`
      );
    case 'flask':
      return (
        `<path ${s} d="M38 10h24M42 10v26L16 84c-3 6 1 10 7 10h54c6 0 10-4 7-10L58 36V10"/>` +
        `<path d="M27 66h46l10 20c1 3-1 5-4 5H21c-3 0-5-2-4-5z" fill="${accent}" opacity=".9"/>` +
        `<circle cx="44" cy="76" r="4" fill="${ink}" opacity=".7"/><circle cx="58" cy="82" r="3" fill="${ink}" opacity=".7"/><circle cx="72" cy="20" r="5" ${line(accent, 3)}/><circle cx="82" cy="8" r="3" ${line(accent, 2)}/>`
      );
    case 'leaf':
      return (
        `<path ${s} d="M18 86C10 40 40 12 90 10c2 50-26 80-72 76z"/><path ${s} d="M18 86C36 64 52 46 74 28"/>` +
        `<path ${line(accent, 3)} d="M40 62l-4-16M52 50l-2-14M40 62l16 2M52 50l16 0"/>`
      );
    case 'speech':
      return (
        `<path ${s} d="M10 14h50a6 6 0 016 6v26a6 6 0 01-6 6H30l-12 10V52h-8a6 6 0 01-6-6V20a6 6 0 016-6z"/>` +
        `<path d="M40 44h46a6 6 0 016 6v26a6 6 0 01-6 6h-6v10l-12-10H40a6 6 0 01-6-6V50a6 6 0 016-6z" fill="${accent}"/>` +
        `<path ${line(ink, 3.5)} d="M18 28h32M18 38h20"/><circle cx="50" cy="63" r="3.5" fill="${ink}"/><circle cx="63" cy="63" r="3.5" fill="${ink}"/><circle cx="76" cy="63" r="3.5" fill="${ink}"/>`
      );
    case 'sheet':
      return (
        `<rect x="8" y="12" width="84" height="76" rx="6" ${s}/><path ${line(ink, 3)} d="M8 30h84M36 12v76M8 48h84M8 66h84M64 12v76"/>` +
        `<rect x="42" y="52" width="8" height="32" fill="${accent}"/><rect x="54" y="38" width="8" height="46" fill="${accent}"/><rect x="70" y="58" width="8" height="26" fill="${accent}"/>`
      );
    case 'code':
      return (
        `<rect x="6" y="12" width="88" height="74" rx="8" ${s}/><path ${line(ink, 3)} d="M6 28h88"/>` +
        `<circle cx="16" cy="20" r="2.5" fill="${accent}"/><circle cx="25" cy="20" r="2.5" fill="${ink}"/><circle cx="34" cy="20" r="2.5" fill="${ink}"/>` +
        `<path ${line(accent, 5)} d="M34 44L22 56l12 12M66 44l12 12-12 12M55 40L46 72"/>`
      );
    case 'mic':
      return (
        `<rect x="36" y="8" width="28" height="50" rx="14" ${s}/><path ${s} d="M22 44c0 18 12 28 28 28s28-10 28-28M50 72v18M34 92h32"/>` +
        `<path ${line(accent, 3)} d="M36 26h10M36 38h10"/><path ${line(accent, 4)} d="M84 18c6 6 6 18 0 24M92 12c10 10 10 26 0 36"/>`
      );
    case 'chart':
      return (
        `<path ${s} d="M10 10v80h82"/><rect x="22" y="58" width="12" height="28" rx="2" fill="${accent}" opacity=".8"/>` +
        `<rect x="42" y="44" width="12" height="42" rx="2" fill="${accent}" opacity=".9"/><rect x="62" y="30" width="12" height="56" rx="2" fill="${accent}"/>` +
        `<path ${line(ink, 4)} d="M18 46l22-16 16 8 30-24M72 14h14v14"/>`
      );
    case 'heart':
      return (
        `<path d="M50 88S10 62 10 34c0-14 10-24 22-24 8 0 14 4 18 10 4-6 10-10 18-10 12 0 22 10 22 24 0 28-40 54-40 54z" ${s}/>` +
        `<path d="M50 72S26 56 26 38c0-7 5-12 11-12 5 0 9 3 13 8 4-5 8-8 13-8 6 0 11 5 11 12 0 18-24 34-24 34z" fill="${accent}"/>`
      );
    case 'lotus':
      return (
        `<path ${s} d="M50 80C38 66 36 44 50 22c14 22 12 44 0 58zM50 80C34 78 20 64 16 44c18 0 30 12 34 36zM50 80c16-2 30-16 34-36-18 0-30 12-34 36z"/>` +
        `<path ${line(accent, 4)} d="M14 90h72"/><circle cx="50" cy="12" r="5" fill="${accent}"/>`
      );
    case 'music':
      return (
        `<path ${s} d="M38 74V18l50-10v56"/><path ${line(ink, 4)} d="M38 32l50-10"/>` +
        `<ellipse cx="28" cy="76" rx="11" ry="8" transform="rotate(-20 28 76)" fill="${accent}"/><ellipse cx="78" cy="66" rx="11" ry="8" transform="rotate(-20 78 66)" fill="${accent}"/>` +
        `<path ${line(accent, 3)} d="M10 40c4-6 10-6 14 0"/>`
      );
    case 'palette':
      return (
        `<path ${s} d="M50 8C24 8 6 28 6 50s18 42 40 42c6 0 8-4 8-8 0-6-6-8-6-14s4-8 10-8h12c14 0 24-8 24-22C94 22 74 8 50 8z"/>` +
        `<circle cx="30" cy="40" r="7" fill="${accent}"/><circle cx="46" cy="24" r="6" fill="${ink}"/><circle cx="68" cy="28" r="7" fill="${accent}"/><circle cx="24" cy="62" r="6" fill="${ink}"/>`
      );
    case 'cap':
      return (
        `<path ${s} d="M4 38L50 18l46 20-46 20z"/><path ${s} d="M22 46v22c0 8 14 14 28 14s28-6 28-14V46"/>` +
        `<path ${line(accent, 4)} d="M86 42v26"/><circle cx="86" cy="72" r="5" fill="${accent}"/>`
      );
    case 'calendar':
      return (
        `<rect x="10" y="16" width="80" height="74" rx="8" ${s}/><path ${s} d="M10 36h80M30 8v16M70 8v16"/>` +
        `<rect x="22" y="46" width="12" height="10" rx="2" fill="${ink}" opacity=".6"/><rect x="44" y="46" width="12" height="10" rx="2" fill="${ink}" opacity=".6"/>` +
        `<rect x="66" y="46" width="12" height="10" rx="2" fill="${accent}"/><rect x="22" y="66" width="12" height="10" rx="2" fill="${ink}" opacity=".6"/><rect x="44" y="66" width="12" height="10" rx="2" fill="${accent}"/>`
      );
    case 'bulb':
      return (
        `<path ${s} d="M34 70c0-10-16-18-16-38a32 32 0 0164 0c0 20-16 28-16 38z"/><path ${s} d="M36 80h28M40 90h20"/>` +
        `<path ${line(accent, 4)} d="M50 30v22M40 42l10 10 10-10"/><path ${line(accent, 3)} d="M4 30h6M90 30h6M14 6l5 5M86 6l-5 5"/>`
      );
    case 'laptop':
      return (
        `<rect x="14" y="14" width="72" height="50" rx="5" ${s}/><path ${s} d="M4 76h92l-8 10H12z"/>` +
        `<path d="M44 28l16 11-16 11z" fill="${accent}"/>`
      );
  }
}

/** A five-pointed star (ratings, sparkles), centred at (cx, cy). */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}
