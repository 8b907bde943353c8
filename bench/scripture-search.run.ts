// Body of bench/scripture-search.bench.mjs, run with tsx from the repository root.
import path from 'node:path';
import { ScriptureLibrary } from '../packages/scripture/src/library';

const root = process.cwd();

const QUERIES = [
  'John 3:16', 'jn 3 16', 'Psalm 23', 'Romans 8:28', 'Isaiah 41:10', 'Salmos 23', '1 Peter 5:7', 'Phil 4:6-7',
  'love your neighbor', 'do not be anxious', 'fear not', 'shepherd', 'forgiveness of sins', 'peace', 'strength',
  'amor de Dios', 'paz', 'esperanza', 'the Lord is my light', 'cast your burden', 'eternal life', 'grace',
  'anxi', 'forgivness', 'lonely', 'heal', 'comfort those who mourn', 'wisdom', 'joy', 'faithful',
];
const N = 1000;

async function main(): Promise<void> {
  const heapBefore = process.memoryUsage().heapUsed;
  const library = new ScriptureLibrary(path.join(root, 'packages/scripture/data'));
  let t = performance.now();
  await library.warm();
  const buildMs = performance.now() - t;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;

  for (let i = 0; i < 50; i++) await library.search(QUERIES[i % QUERIES.length]); // warm-up
  const times: number[] = [];
  const started = performance.now();
  let results = 0;
  for (let i = 0; i < N; i++) {
    t = performance.now();
    results += (await library.search(QUERIES[(i * 7) % QUERIES.length])).length;
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  console.log(`index build ${buildMs.toFixed(0)} ms, heap +${heapMb.toFixed(0)} MB (both bundled translations)`);
  console.log(`${N} mixed queries: ${((N / total) * 1000).toFixed(0)} queries/s, p50 ${p(0.5).toFixed(2)} ms, p99 ${p(0.99).toFixed(2)} ms, ${(results / N).toFixed(1)} results/query`);
}

void main();
