/** @jest-environment node */
import { clearTranslationCache, configureApi, translateText } from './index';

const answer = (translatedText: string) =>
  new Response(JSON.stringify({ translatedText, target: 'es', detectedLanguage: 'en', confidence: 0.8 }), { status: 200 });

describe('translateText (spec 000 §5, §8, §9)', () => {
  beforeEach(() => clearTranslationCache());

  it('skips text shorter than 3 characters without a call', async () => {
    const fetchMock = jest.fn();
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    await expect(translateText('  ok ', 'es')).resolves.toEqual({ status: 'skipped', text: '  ok ' });
    await expect(translateText('', 'es')).resolves.toEqual({ status: 'skipped', text: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once per text and language', async () => {
    const fetchMock = jest.fn(async () => answer('Oren por mí'));
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    await expect(translateText('Pray for me', 'es')).resolves.toEqual({ status: 'translated', text: 'Oren por mí' });
    await translateText('Pray for me', 'es');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/translate', 'POST', '{"text":"Pray for me","target":"es"}']);
    await translateText('Pray for me', 'fr');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives the original back on failure and tries again next time', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(new Response('{"error":"unavailable","message":"no"}', { status: 503 }))
      .mockResolvedValueOnce(answer('Gracias'));
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    await expect(translateText('Thank you', 'es')).resolves.toEqual({ status: 'failed', text: 'Thank you' });
    await expect(translateText('Thank you', 'es')).resolves.toEqual({ status: 'translated', text: 'Gracias' });
  });
});
