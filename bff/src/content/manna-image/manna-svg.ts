import { MANNA_BACKGROUNDS, type MannaBackground, type MannaImageBody } from '@flow/contracts';

export const IMAGE_SIZE = 1080;
const MARGIN = 110;
const TEXT_WIDTH = IMAGE_SIZE - 2 * MARGIN;
/** Noto Serif's average advance is about half an em for running text; used to break lines. */
const AVERAGE_ADVANCE_EM = 0.5;

interface Palette {
  sky: [string, string, string];
  glow: string;
  glowAt: [number, number];
  stars: number;
}

/** One palette per background description (same order as MANNA_BACKGROUNDS). */
const PALETTES: Record<MannaBackground, Palette> = {
  [MANNA_BACKGROUNDS[0]]: { sky: ['#1e0b3b', '#3b1a6e', '#0b0620'], glow: '#8b5cf6', glowAt: [0.3, 0.25], stars: 140 },
  [MANNA_BACKGROUNDS[1]]: { sky: ['#2a0c24', '#6b1f4f', '#140512'], glow: '#f59e0b', glowAt: [0.7, 0.3], stars: 90 },
  [MANNA_BACKGROUNDS[2]]: { sky: ['#050b2b', '#15306b', '#02040f'], glow: '#93c5fd', glowAt: [0.5, 0.4], stars: 220 },
  [MANNA_BACKGROUNDS[3]]: { sky: ['#0f172a', '#7c2d12', '#f59e0b'], glow: '#fde68a', glowAt: [0.5, 0.95], stars: 60 },
  [MANNA_BACKGROUNDS[4]]: { sky: ['#021a1f', '#134e4a', '#1e1b4b'], glow: '#2dd4bf', glowAt: [0.35, 0.2], stars: 120 },
  [MANNA_BACKGROUNDS[5]]: { sky: ['#120a02', '#3f2a07', '#0a0603'], glow: '#fbbf24', glowAt: [0.55, 0.45], stars: 160 },
  [MANNA_BACKGROUNDS[6]]: { sky: ['#170826', '#4c1d95', '#0c0414'], glow: '#c084fc', glowAt: [0.65, 0.7], stars: 130 },
  [MANNA_BACKGROUNDS[7]]: { sky: ['#020617', '#1e3a8a', '#020617'], glow: '#e0e7ff', glowAt: [0.78, 0.18], stars: 170 },
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A small deterministic generator, so each background always has the same stars. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Breaks text into lines of at most `perLine` characters, at spaces where it can. */
export function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = word.length > perLine ? (word.match(new RegExp(`.{1,${perLine}}`, 'gu')) ?? [word]) : [word];
    for (const piece of pieces) {
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= perLine) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest type (64 px down to 26 px) at which the verse fits the text box. */
export function layoutVerse(verse: string): { fontSize: number; lines: string[] } {
  const quoted = `“${verse}”`;
  for (let fontSize = 64; fontSize > 26; fontSize -= 2) {
    const lines = wrap(quoted, Math.floor(TEXT_WIDTH / (fontSize * AVERAGE_ADVANCE_EM)));
    if (lines.length * fontSize * 1.4 <= 620) return { fontSize, lines };
  }
  const fontSize = 26;
  const lines = wrap(quoted, Math.floor(TEXT_WIDTH / (fontSize * AVERAGE_ADVANCE_EM)));
  // Past the longest verse we accept (MANNA_VERSE_MAX) nothing is cut; this only guards the box.
  return { fontSize, lines: lines.length > 17 ? [...lines.slice(0, 16), `${lines[16]}…`] : lines };
}

/** The shareable image as SVG: a cosmic background, the verse, its reference and Flow's name. */
export function mannaSvg(body: Pick<MannaImageBody, 'verse' | 'reference' | 'backgroundPrompt'>): string {
  const index = MANNA_BACKGROUNDS.indexOf(body.backgroundPrompt);
  const palette = PALETTES[body.backgroundPrompt];
  const random = mulberry32(index + 1);
  const stars: string[] = [];
  for (let i = 0; i < palette.stars; i++) {
    const r = random() < 0.9 ? 0.6 + random() * 1.2 : 1.8 + random() * 1.6;
    stars.push(`<circle cx="${(random() * IMAGE_SIZE).toFixed(1)}" cy="${(random() * IMAGE_SIZE).toFixed(1)}" r="${r.toFixed(2)}" fill="#fff" opacity="${(0.35 + random() * 0.65).toFixed(2)}"/>`);
  }
  const { fontSize, lines } = layoutVerse(body.verse);
  const lineHeight = fontSize * 1.4;
  const blockHeight = lines.length * lineHeight;
  const top = (IMAGE_SIZE - blockHeight) / 2 - 40 + fontSize;
  const verseLines = lines
    .map((l, i) => `<tspan x="${IMAGE_SIZE / 2}" y="${(top + i * lineHeight).toFixed(1)}">${escapeXml(l)}</tspan>`)
    .join('');
  const referenceY = top + (lines.length - 1) * lineHeight + fontSize + 60;
  const [gx, gy] = palette.glowAt;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="0.55" stop-color="${palette.sky[1]}"/><stop offset="1" stop-color="${palette.sky[2]}"/></linearGradient>
<radialGradient id="glow" cx="${gx}" cy="${gy}" r="0.55"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="veil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.05"/><stop offset="0.5" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.05"/></linearGradient>
</defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>
<g>${stars.join('')}</g>
<rect width="100%" height="100%" fill="url(#veil)"/>
<text font-family="Noto Serif" font-size="${fontSize}" fill="#fff" text-anchor="middle">${verseLines}</text>
<text x="${IMAGE_SIZE / 2}" y="${referenceY.toFixed(1)}" font-family="Noto Serif" font-weight="bold" font-size="${Math.round(Math.max(30, fontSize * 0.75))}" fill="#e9d5ff" text-anchor="middle">— ${escapeXml(body.reference)}</text>
<text x="${IMAGE_SIZE / 2}" y="${IMAGE_SIZE - 60}" font-family="Noto Serif" font-weight="bold" font-size="30" fill="#fff" fill-opacity="0.8" text-anchor="middle" letter-spacing="6">FLOW</text>
</svg>`;
}
