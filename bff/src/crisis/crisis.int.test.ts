import { CrisisLinesResult, ErrorBody } from '@flow/contracts';
import { startHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => h.close());

const get = (query: string, ip?: string) => {
  const req = h.agent().get(`/api/crisis-lines${query}`);
  if (ip) req.set('X-Forwarded-For', ip);
  return req;
};

const BRAZIL = '200.147.67.142';
const USA = '8.8.8.8';

describe('GET /api/crisis-lines', () => {
  it("answers the visitor's country first, then the countries of their language", async () => {
    const res = await get('?lang=pt-BR', BRAZIL);
    expect(res.status).toBe(200);
    const body = CrisisLinesResult.parse(res.body);
    expect(body.countryCode).toBe('BR');
    expect(body.countries.map((c) => c.countryCode)).toEqual(['BR', 'PT']);
    // Named by the server in the reader's language: the browser need not load region names.
    expect(body.countries.map((c) => c.name)).toEqual(['Brasil', 'Portugal']);
    expect(body.countries[0].lines[0]).toMatchObject({ name: 'CVV – Centro de Valorização da Vida', call: { display: '188', href: 'tel:188' } });
    // Only a news page was found for CVV; the answer says so rather than hiding it.
    expect(body.countries[0].lines[0].source.kind).toBe('secondary');
    expect(body.countries[0].lines[1].source.kind).toBe('official');
    expect(body.international.url).toBe('https://findahelpline.com');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('puts the country first even when the language is spoken elsewhere', async () => {
    const body = CrisisLinesResult.parse((await get('?lang=ja', USA)).body);
    expect(body.countries.map((c) => c.countryCode)).toEqual(['US', 'JP']);
    expect(body.countries[0].lines[0].call?.href).toBe('tel:988');
    expect(body.countries[0].emergency).toEqual({ display: '911', href: 'tel:911' });
  });

  it('lists the rest of Latin America to Spanish speakers whose country is unknown', async () => {
    const body = CrisisLinesResult.parse((await get('?lang=es')).body);
    const countries = body.countries.map((c) => c.countryCode);
    expect(countries.slice(0, 2)).toEqual(['MX', 'CO']);
    expect(countries).toEqual(expect.arrayContaining(['VE', 'DO', 'SV', 'CR']));
    expect(body.countries.find((c) => c.countryCode === 'DO')?.emergency).toEqual({ display: '911', href: 'tel:911' });
  });

  it('answers the countries of the language when the address says nothing', async () => {
    const body = CrisisLinesResult.parse((await get('?lang=ko')).body);
    expect(body.countryCode).toBeNull();
    expect(body.countries.map((c) => c.countryCode)).toEqual(['KR']);
    const uk = CrisisLinesResult.parse((await get('')).body).countries.find((c) => c.countryCode === 'GB');
    expect(uk?.lines.map((l) => l.call?.href ?? l.text?.href)).toEqual(expect.arrayContaining(['tel:116123', 'sms:85258?body=SHOUT']));
  });

  it('refuses a language the interface does not have', async () => {
    const res = await get('?lang=xx');
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(res.body).message).toBe('lang must be one of the interface languages');
  });

  it('does not trust X-Forwarded-For without a configured proxy', async () => {
    const plain = await startHarness();
    try {
      const res = await plain.agent().get('/api/crisis-lines?lang=pt-BR').set('X-Forwarded-For', USA);
      expect(CrisisLinesResult.parse(res.body).countryCode).toBeNull();
      expect(res.body.countries[0].countryCode).toBe('BR');
    } finally {
      await plain.close();
    }
  });
});
