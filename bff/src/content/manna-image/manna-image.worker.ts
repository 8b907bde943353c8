import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import type { MannaImageTask, MannaImageWorkerData } from './manna-image.pool';

const { fontsDir } = workerData as MannaImageWorkerData;
// Only the bundled fonts: the picture looks the same on every server, and no system font scan.
const font = {
  fontFiles: ['NotoSerif-Regular.ttf', 'NotoSerif-Bold.ttf', 'NotoSerifDevanagari-Regular.ttf', 'NotoSerifHebrew-Regular.ttf'].map((f) => path.join(fontsDir, f)),
  loadSystemFonts: false,
  defaultFontFamily: 'Noto Serif',
};

export default function render(task: MannaImageTask): Uint8Array | null {
  if ('warm' in task) return null;
  return new Resvg(task.svg, { font, fitTo: { mode: 'original' } }).render().asPng();
}
