import { ERROR_REASONS } from '@flow/contracts';
import { RATE_LIMIT_NAMES } from '../config';
import { RATE_LIMIT_MESSAGES, RATE_LIMIT_REASONS } from './rate-limit';

describe('rate-limit reasons', () => {
  it('gives every limit with its own text a stable reason the client can translate', () => {
    for (const name of Object.keys(RATE_LIMIT_MESSAGES)) {
      const reason = RATE_LIMIT_REASONS[name as keyof typeof RATE_LIMIT_REASONS];
      expect({ name, known: reason !== undefined && ERROR_REASONS.includes(reason) }).toEqual({ name, known: true });
    }
  });
  it('names only real limits', () => {
    for (const name of Object.keys(RATE_LIMIT_REASONS)) expect(RATE_LIMIT_NAMES).toContain(name);
  });
});
