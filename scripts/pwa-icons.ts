/**
 * Renders Flow's logo mark (packages/ui) into the PNG icons the web app manifest and the
 * platforms ask for. Run after changing the logo: `npx tsx scripts/pwa-icons.ts`; the PNGs are
 * committed under shell/public/icons so no build step depends on native image code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import React, { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// sharp is a dependency of the BFF (manna images); resolve it from there.
const require = createRequire(path.join(__dirname, '../bff/package.json'));
const sharp = require('sharp') as typeof import('sharp');

const OUT = path.join(__dirname, '../shell/public/icons');
/** Sizes asked for by Chrome/Android (48–512), Windows tiles (144), iOS (120, 152, 167, 180). */
const ANY_SIZES = [48, 72, 96, 120, 128, 144, 152, 167, 180, 192, 256, 384, 512];
const MASKABLE_SIZES = [192, 512];
/** The darker end of the mark's gradient: what shows around a maskable icon's safe zone. */
const MASK_BACKGROUND = '#6B3FBF';

// The UI package is compiled for the automatic JSX runtime by the apps' builds; tsx compiles it
// with the classic one, which looks for a global React.
(globalThis as { React?: unknown }).React = React;
const { LogoMark } = createRequire(__filename)('../packages/ui/src/components/Logo') as typeof import('../packages/ui/src/components/Logo');

const mark = renderToStaticMarkup(createElement(LogoMark, { size: 48 }))
  .replace('<svg width="48" height="48" ', '<svg xmlns="http://www.w3.org/2000/svg" ');

/** Maskable: full-bleed background, the mark inside the central 80% safe zone. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${MASK_BACKGROUND}"/><g transform="translate(4.8 4.8) scale(0.8)">${mark.replace(/<\/?svg[^>]*>/g, '')}</g></svg>`;

async function render(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 48) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  for (const size of ANY_SIZES) await render(mark, size, `icon-${size}.png`);
  for (const size of MASKABLE_SIZES) await render(maskable, size, `maskable-${size}.png`);
  // iOS fills transparent corners with black and rounds the icon itself: give it the full square.
  await render(maskable, 180, 'apple-touch-icon.png');
  fs.writeFileSync(path.join(OUT, 'icon.svg'), `${mark}\n`);
  console.log(`wrote ${ANY_SIZES.length + MASKABLE_SIZES.length} icons to ${path.relative(process.cwd(), OUT)}`);
}

void main();
