import type { CrisisLinesQuery, CrisisLinesResult } from '@flow/contracts';
import { crisisAnswer } from '@flow/safety';
import { countryOf } from '../visitors/geo';

/**
 * The crisis lines a visitor sees: their own country first (from the request's address, the
 * same way visits are counted), then the countries of their language, then a worldwide
 * directory. The data is static, so answers are kept per country and language.
 */
export class CrisisService {
  private readonly answers = new Map<string, CrisisLinesResult>();

  linesFor(address: string | undefined, lang: CrisisLinesQuery['lang']): CrisisLinesResult {
    const countryCode = countryOf(address)?.countryCode ?? null;
    const key = `${countryCode ?? '-'}|${lang}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = crisisAnswer(countryCode, lang);
      this.answers.set(key, answer);
    }
    return answer;
  }
}
