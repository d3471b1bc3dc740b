import { tokens } from '@edu/ui';
import { Specimen, State } from './specimen';

const { colors, space, fontSize, radius, breakpoints, motion } = tokens;

/** WCAG contrast of a colour against white, to print beside each swatch. */
function contrastOnWhite(hex: string): string {
  const lum = (h: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  return (1.05 / (lum(hex) + 0.05)).toFixed(1);
}

export function TokenSections() {
  return (
    <>
      <Specimen
        id="colors"
        title="Màu sắc"
        usage="Dùng biến CSS (var(--c-primary)…) hoặc tokens.colors trong TypeScript; không viết mã màu riêng trong remote."
        a11y="Mọi màu chữ đạt tối thiểu 4.5:1 trên nền trắng và nền trang; chữ trắng trên các màu nền đậm cũng vậy; dấu sao đạt 3:1."
      >
        <State name="Bảng màu">
          <ul className="sh-ds-swatches">
            {Object.entries(colors).map(([name, hex]) => (
              <li key={name}>
                <span className="sh-ds-swatch" style={{ background: hex }} aria-hidden="true" />
                <code>{name}</code> {hex} · {contrastOnWhite(hex)}:1
              </li>
            ))}
          </ul>
        </State>
      </Specimen>
      <Specimen
        id="scale"
        title="Khoảng cách, cỡ chữ, bo góc"
        usage="Lưới 4 px: var(--space-1) … var(--space-7); cỡ chữ var(--font-sm) … var(--font-xl)."
        a11y="Cỡ chữ tối thiểu 13 px; nội dung vẫn đọc được khi phóng to 200%."
      >
        <State name="Khoảng cách">
          <ul className="sh-ds-scale">
            {Object.entries(space).map(([step, px]) => (
              <li key={step}>
                <span className="sh-ds-bar" style={{ width: px }} aria-hidden="true" /> space-{step} = {px}
              </li>
            ))}
          </ul>
        </State>
        <State name="Cỡ chữ">
          <ul className="sh-ds-scale">
            {Object.entries(fontSize).map(([step, px]) => (
              <li key={step} style={{ fontSize: px }}>
                font-{step} = {px}: Học trực tuyến
              </li>
            ))}
          </ul>
        </State>
        <p>
          Bo góc:{' '}
          {Object.entries(radius)
            .map(([k, v]) => `${k} ${v}`)
            .join(' · ')}
          . Điểm ngắt:{' '}
          {Object.entries(breakpoints)
            .map(([k, v]) => `${k} ${v}px`)
            .join(' · ')}
          . Chuyển động:{' '}
          {Object.entries(motion)
            .map(([k, v]) => `${k} ${v}`)
            .join(' · ')}
          .
        </p>
      </Specimen>
    </>
  );
}
