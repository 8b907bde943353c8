import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, ERROR_REASONS, ErrorCode, ErrorReason } from '@flow/contracts';
import { RATE_LIMIT_NAMES } from '../config';
import { RATE_LIMIT_MESSAGES, RATE_LIMIT_REASONS } from './rate-limit';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('error codes the BFF sends', () => {
  const files = sources(path.join(__dirname, '../..')).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

  it('are all in the contracts, so every client can translate them', () => {
    const unknown: string[] = [];
    let seen = 0;
    for (const { file, text } of files) {
      // A literal code given to an AppError (directly or through a subclass's super call).
      for (const m of text.matchAll(/(?:new AppError|super)\(\s*\d{3},\s*'([a-z_]+)'/g)) {
        seen++;
        if (!(ERROR_CODES as readonly string[]).includes(m[1])) unknown.push(`${path.basename(file)}: ${m[1]}`);
      }
      for (const m of text.matchAll(/\bErrorCode\.(\w+)/g)) {
        if (!(m[1] in ErrorCode)) unknown.push(`${path.basename(file)}: ErrorCode.${m[1]}`);
      }
      for (const m of text.matchAll(/\bErrorReason\.(\w+)/g)) {
        if (!(m[1] in ErrorReason)) unknown.push(`${path.basename(file)}: ErrorReason.${m[1]}`);
      }
    }
    expect(unknown).toEqual([]);
    // The scan found the literal codes (accounts' sign-in errors, at least).
    expect(seen).toBeGreaterThan(2);
  });

  it('give every rate limit with its own text a reason the client can translate', () => {
    for (const name of Object.keys(RATE_LIMIT_MESSAGES)) {
      const reason = RATE_LIMIT_REASONS[name as keyof typeof RATE_LIMIT_REASONS];
      expect({ name, known: reason !== undefined && ERROR_REASONS.includes(reason) }).toEqual({ name, known: true });
    }
    for (const name of Object.keys(RATE_LIMIT_REASONS)) expect(RATE_LIMIT_NAMES).toContain(name);
  });
});
