// Body of bench/scripture-search.bench.mjs, run with tsx from the repository root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite } from '../bff/src/platform/db/sqlite-driver';
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
  // A fresh folder: the first start builds the index file, the second only opens it.
  const indexDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-bench-scripture-'));
  const open = async () => {
    const before = process.memoryUsage();
    const library = new ScriptureLibrary(path.join(root, 'packages/scripture/data'), { openSqlite, indexDir });
    const started = performance.now();
    await library.warm();
    const after = process.memoryUsage();
    return { library, ms: performance.now() - started, heapMb: (after.heapUsed - before.heapUsed) / 1e6, rssMb: (after.rss - before.rss) / 1e6 };
  };
  const built = await open();
  const reopened = await open();
  const { library } = reopened;
  let t = 0;

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
  console.log(`index file built in ${built.ms.toFixed(0)} ms (texts loaded too: heap +${built.heapMb.toFixed(0)} MB, RSS +${built.rssMb.toFixed(0)} MB)`);
  console.log(`index file opened in ${reopened.ms.toFixed(0)} ms (heap +${reopened.heapMb.toFixed(0)} MB, RSS +${reopened.rssMb.toFixed(0)} MB; texts loaded again by this second library)`);
  fs.rmSync(indexDir, { recursive: true, force: true });
  console.log(`${N} mixed queries: ${((N / total) * 1000).toFixed(0)} queries/s, p50 ${p(0.5).toFixed(2)} ms, p99 ${p(0.99).toFixed(2)} ms, ${(results / N).toFixed(1)} results/query`);
}

void main();
