import path from 'node:path';
import { MANNA_BACKGROUNDS } from '@flow/contracts';
import { createLogger } from '../../platform/logger';
import { ServiceUnavailableError } from '../../platform/http/errors';
import { mannaSvg } from './manna-svg';
import { MannaImagePool, mannaImageWorkerFile } from './manna-image.pool';

const worker = { file: mannaImageWorkerFile(path.join(__dirname, '../../..')), data: { fontsDir: path.join(__dirname, '../../../assets/fonts') } };
const svg = mannaSvg({ verse: 'Jesus wept.', reference: 'John 11:35', backgroundPrompt: MANNA_BACKGROUNDS[2] });

describe('MannaImagePool', () => {
  it('renders off the event loop and answers 503 at once when every thread and queue place is taken', async () => {
    const pool = new MannaImagePool({ threads: 1, queue: 0, timeoutMs: 20_000 }, worker, createLogger('silent'));
    try {
      const [first, second] = await Promise.allSettled([pool.render(svg), pool.render(svg)]);
      expect(first.status).toBe('fulfilled');
      expect(second).toMatchObject({ status: 'rejected', reason: expect.any(ServiceUnavailableError) });
      // Free again once the first is done.
      expect((await pool.render(svg)).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await pool.close();
    }
  });

  it('gives up on an image past its time limit with a 503', async () => {
    const pool = new MannaImagePool({ threads: 1, queue: 1, timeoutMs: 1 }, worker, createLogger('silent'));
    try {
      await expect(pool.render(svg)).rejects.toBeInstanceOf(ServiceUnavailableError);
    } finally {
      await pool.close();
    }
  });
});
