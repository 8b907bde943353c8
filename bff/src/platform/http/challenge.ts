import { createHmac } from 'node:crypto';
import type { AltchaChallenge } from '@flow/contracts';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Cache } from '../cache';
import type { Logger } from '../logger';

export interface ChallengeOptions {
  /** Upper bound of the secret number: the expected work is half of it (SHA-256 rounds). */
  maxNumber: number;
  /** A challenge must be solved and used within this time. */
  expiresSec: number;
}

/**
 * Proof-of-work challenges (ALTCHA) for writes beyond an address's budget. The HMAC key is
 * derived from FLOW_SECRET, so every instance verifies what any instance issued; each solved
 * challenge is accepted once (its signature is remembered in the shared cache until it expires).
 */
export class Challenges {
  private readonly hmacKey: string;

  constructor(
    secret: string,
    private readonly options: ChallengeOptions,
    private readonly cache: Cache,
    private readonly logger: Logger,
  ) {
    this.hmacKey = createHmac('sha256', secret).update('flow:altcha:v1').digest('hex');
  }

  async create(): Promise<AltchaChallenge> {
    const challenge = await createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: this.options.maxNumber,
      expires: new Date(Date.now() + this.options.expiresSec * 1000),
    });
    return { ...challenge, algorithm: challenge.algorithm };
  }

  /** true once per valid, unexpired solution (`payload`: base64 JSON as the altcha widget sends it). */
  async redeem(payload: string | undefined): Promise<boolean> {
    if (!payload || payload.length > 2000) return false;
    let decoded: { signature?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    } catch {
      return false;
    }
    if (typeof decoded !== 'object' || decoded === null || typeof decoded.signature !== 'string') return false;
    let valid = false;
    try {
      valid = await verifySolution(payload, this.hmacKey, true);
    } catch {
      return false;
    }
    if (!valid) return false;
    const expires = Number(extractParams(payload).expires ?? 0) * 1000;
    const ttl = Math.max(1000, expires - Date.now() + 1000);
    try {
      // Atomic on both caches: only the first use of a solution counts.
      return (await this.cache.incr(`altcha:used:${decoded.signature}`, ttl)) === 1;
    } catch (err) {
      // The cache is down: accept the solution (its work was done) rather than refuse the write.
      this.logger.warn({ err: String(err) }, 'could not record a used challenge');
      return true;
    }
  }
}
