import { ErrorBody, MANNA_BACKGROUNDS, MannaImageResult, mannaBackgroundFor } from '@flow/contracts';
import { startHarness, type Harness } from '../test/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { FLOW_RATE_LIMIT_MANNA_IMAGES: '6/600', FLOW_RATE_LIMIT_IP_FACTOR: '100', FLOW_AI_WORKER: 'false' } });
});
afterAll(() => h.close());

const body = {
  verse: 'Trust in Yahweh with all your heart, and don’t lean on your own understanding.',
  reference: 'Proverbs 3:5',
  source: 'bible',
  backgroundPrompt: mannaBackgroundFor('Proverbs 3:5'),
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('POST /api/generate-manna-image (spec 001 §7)', () => {
  it('draws the verse on its cosmic background as a 1080 px PNG, offline', async () => {
    const { agent } = await h.identified();
    const res = await agent.post('/api/generate-manna-image').send(body);
    expect(res.status).toBe(200);
    const { imageUrl } = MannaImageResult.parse(res.body);
    const png = Buffer.from(imageUrl.slice('data:image/png;base64,'.length), 'base64');
    expect(pngSize(png)).toEqual({ width: 1080, height: 1080 });
    // A picture, not a blank: a drawn verse on a starry gradient compresses to tens of KB.
    expect(png.length).toBeGreaterThan(20_000);

    // Another background gives another picture.
    const other = await agent.post('/api/generate-manna-image').send({ ...body, backgroundPrompt: MANNA_BACKGROUNDS[(MANNA_BACKGROUNDS.indexOf(body.backgroundPrompt) + 1) % 8] });
    expect(other.status).toBe(200);
    expect(other.body.imageUrl).not.toBe(imageUrl);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [object, RegExp][] = [
      [{ ...body, backgroundPrompt: 'a photo of my neighbour' }, /Choose one of the 8 backgrounds/],
      [{ ...body, verse: 'x'.repeat(1001) }, /The verse must be at most 1000 characters/],
      [{ ...body, reference: '' }, /The reference is required/],
      [{ ...body, verse: 'bell\u0007' }, /cannot be drawn/],
      // Not allowed in XML: the renderer would fail on them, which must not read as an outage.
      [{ ...body, verse: 'peace\uFFFE be with you' }, /cannot be drawn/],
      [{ ...body, reference: 'John \uD800 14:27' }, /cannot be drawn/],
      [{ ...body, verse: 'next line\u0085here' }, /cannot be drawn/],
      [{ ...body, source: 'quran' }, /source/i],
    ];
    for (const [sent, message] of cases) {
      // A browser of its own each: refused attempts count against the image budget too.
      const { agent } = await h.identified();
      const res = await agent.post('/api/generate-manna-image').send(sent);
      expect(res.status).toBe(400);
      expect(JSON.stringify(ErrorBody.parse(res.body))).toMatch(message);
    }
  });

  it('is rate-limited (FLOW_RATE_LIMIT_MANNA_IMAGES)', async () => {
    const { agent } = await h.identified();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await agent.post('/api/generate-manna-image').send({ ...body, verse: 'x' })).status);
    // Six a browser per ten minutes here; the seventh is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
