import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { CHAT_ERROR_REASONS, CHAT_TOPICS } from '@flow/contracts';
import { LANGUAGES } from '../platform/ai/language';
import { quotesPerson } from '../platform/ai/offline';
import { replyLanguage } from './ai/helper';
import { HELPER_TEXTS } from './ai/texts';
import { parseWavHeader, readWav, VoiceTooLargeError, VoiceTooLongError, VoiceTypeError } from './voice';
import { wav } from './test/factories';

const upload = (bytes: Buffer, chunk = 4096, declared?: number) => {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) pieces.push(bytes.subarray(at, at + chunk));
  const req = Readable.from(pieces) as unknown as IncomingMessage;
  (req as { headers: Record<string, string> }).headers = declared === undefined ? {} : { 'content-length': String(declared) };
  return req;
};

describe('voice uploads', () => {
  it('reads the duration from the header’s byte rate', async () => {
    expect((await readWav(upload(wav(2.5)))).durationSec).toBe(3);
    expect(parseWavHeader(wav(1).subarray(0, 20))).toBeNull();
    expect(parseWavHeader(Buffer.from('RIFF....WEBPVP8 '))).toBe('invalid');
  });

  it('stops at the first byte over a limit, before reading the rest', async () => {
    let read = 0;
    const long = wav(200);
    const req = upload(long, 8000);
    req.on('data', (c: Buffer) => (read += c.length));
    await expect(readWav(req)).rejects.toBeInstanceOf(VoiceTooLongError);
    expect(read).toBeLessThan(130 * 8000);
    await expect(readWav(upload(wav(1), 4096, 6 * 1024 * 1024))).rejects.toBeInstanceOf(VoiceTooLargeError);
    await expect(readWav(upload(Buffer.from('not a recording at all')))).rejects.toBeInstanceOf(VoiceTypeError);
    await expect(readWav(upload(Buffer.alloc(0)))).rejects.toBeInstanceOf(VoiceTypeError);
  });

  it('refuses a header whose byte rate does not follow from its sample rate (minutes passed off as seconds)', async () => {
    const forged = wav(10);
    forged.writeUInt32LE(8000 * 600, 28);
    await expect(readWav(upload(forged))).rejects.toBeInstanceOf(VoiceTypeError);
  });

  it('reads a recording trickled a byte at a time', async () => {
    expect((await readWav(upload(wav(0.5), 1))).durationSec).toBe(1);
  });
});

describe('the AI helper’s words', () => {
  it('exist in all nine languages, with every topic, and never claim to be a person', () => {
    for (const language of LANGUAGES) {
      const t = HELPER_TEXTS[language];
      expect(Object.keys(t.topics)).toEqual([...CHAT_TOPICS]);
      expect(t.greeting).toContain('{{name}}');
      expect(t.topicChosen).toContain('{{topic}}');
      for (const value of Object.values(t)) expect(value).toBeTruthy();
    }
    // Each language's text differs from English (real translations, not copies).
    for (const language of LANGUAGES.filter((l) => l !== 'en')) expect(HELPER_TEXTS[language].greeting).not.toBe(HELPER_TEXTS.en.greeting);
  });

  it('keeps the last language for a short answer or a quick reply and follows a longer text', () => {
    expect(replyLanguage('Sí, gracias', 'es', false)).toBe('es');
    expect(replyLanguage('Yes, please', 'fr', true)).toBe('fr');
    expect(replyLanguage('Estoy muy cansada de todo esto', 'en', false)).toBe('es');
    expect(replyLanguage('ありがとう', 'en', false)).toBe('ja');
  });

  it('reflection texts do not quote the person', () => {
    const text = 'my father died last month and the house feels empty';
    for (const language of LANGUAGES) for (const lead of HELPER_TEXTS[language].reflect) expect(quotesPerson(text, lead, language)).toBe(false);
  });
});

describe('chat error texts', () => {
  it('have a translation under chatServer.errors in every language', () => {
    const dir = path.resolve(__dirname, '../../../packages/i18n/locales');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const errors = (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { chatServer?: { errors?: Record<string, string> } }).chatServer?.errors ?? {};
      expect({ file, missing: CHAT_ERROR_REASONS.filter((reason) => !errors[reason]) }).toEqual({ file, missing: [] });
    }
  });
});
