import type { LanguageCode } from '@flow/i18n';
import type { ReactElement } from 'react';

/*
 * Flags as small inline SVGs: regional-indicator emoji render as two letters in a box on Windows
 * and on many Linux machines, and an image file would cost a request per flag. Each is drawn on
 * a 30×20 grid, simplified to what stays recognisable at 20 px wide.
 */

function Star({ cx, cy, r, rotate = 0 }: { cx: number; cy: number; r: number; rotate?: number }) {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = ((rotate - 90 + i * 36) * Math.PI) / 180;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return <polygon points={points.join(' ')} fill="#ffde00" />;
}

const usStripes = Array.from({ length: 13 }, (_, i) => i).filter((i) => i % 2 === 0);
const usStars: Array<[number, number]> = [];
for (let row = 0; row < 5; row += 1) {
  for (let col = 0; col < (row % 2 === 0 ? 4 : 3); col += 1) {
    usStars.push([1.6 + col * 3.2 + (row % 2 === 0 ? 0 : 1.6), 1.3 + row * 1.9]);
  }
}

const drawings: Record<LanguageCode, ReactElement> = {
  en: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {usStripes.map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(20 / 13) * 7} fill="#3c3b6e" />
      {usStars.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="0.45" fill="#fff" />
      ))}
    </>
  ),
  'pt-BR': (
    <>
      <rect width="30" height="20" fill="#009b3a" />
      <polygon points="15,2 28,10 15,18 2,10" fill="#fedf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
      <path d="M10.6 9.2 Q15 8.2 19.4 11" stroke="#fff" strokeWidth="0.8" fill="none" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002395" />
      <rect x="20" width="10" height="20" fill="#ed2939" />
    </>
  ),
  'zh-CN': (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <Star cx={5} cy={5} r={3} />
      <Star cx={10} cy={2} r={1} rotate={23} />
      <Star cx={12} cy={4} r={1} rotate={46} />
      <Star cx={12} cy={7} r={1} rotate={70} />
      <Star cx={10} cy={9} r={1} rotate={21} />
    </>
  ),
  ko: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <g transform="rotate(33.7 15 10)">
        <path d="M10 10 A5 5 0 0 1 20 10 Z" fill="#cd2e3a" />
        <path d="M10 10 A5 5 0 0 0 20 10 Z" fill="#0047a0" />
        <circle cx="12.5" cy="10" r="2.5" fill="#cd2e3a" />
        <circle cx="17.5" cy="10" r="2.5" fill="#0047a0" />
      </g>
      <g fill="#000">
        <rect x="4" y="3.2" width="5" height="0.8" transform="rotate(33.7 6.5 3.6)" />
        <rect x="4" y="4.6" width="5" height="0.8" transform="rotate(33.7 6.5 5)" />
        <rect x="21" y="15" width="5" height="0.8" transform="rotate(33.7 23.5 15.4)" />
        <rect x="21" y="16.4" width="5" height="0.8" transform="rotate(33.7 23.5 16.8)" />
        <rect x="21" y="3.2" width="5" height="0.8" transform="rotate(-33.7 23.5 3.6)" />
        <rect x="21" y="4.6" width="5" height="0.8" transform="rotate(-33.7 23.5 5)" />
        <rect x="4" y="15" width="5" height="0.8" transform="rotate(-33.7 6.5 15.4)" />
        <rect x="4" y="16.4" width="5" height="0.8" transform="rotate(-33.7 6.5 16.8)" />
      </g>
    </>
  ),
  ja: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
  hi: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.6" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
  ru: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="6.67" width="30" height="6.67" fill="#0039a6" />
      <rect y="13.33" width="30" height="6.67" fill="#d52b1e" />
    </>
  ),
};

/** The flag shown beside a language's native name (decorative: the name says which it is). */
export function Flag({ code, width = 20 }: { code: LanguageCode; width?: number }) {
  return (
    <svg
      width={width}
      height={(width * 2) / 3}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      data-flag={code}
      style={{ flex: 'none', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }}
    >
      {drawings[code]}
    </svg>
  );
}
