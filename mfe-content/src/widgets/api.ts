import { PRAYER_MAX_LENGTH } from '@flow/contracts/limits';
import { solveChallenge } from 'altcha-lib/v1';
import type {
  AltchaChallenge,
  CrisisLinesResult,
  DailyVerse,
  HeartsResult,
  PrayResult,
  WidgetCreatedPrayerRequest,
  WidgetIdentity,
  WidgetWall,
} from '@flow/contracts';

export { PRAYER_MAX_LENGTH };

/** The same paths as the contracts (`sitesEndpoints`; api.test.ts keeps them in step). */
export const WIDGET_PATHS = {
  dailyVerse: '/api/daily-verse',
  crisisLines: '/api/crisis-lines',
  challenge: '/api/challenge',
  wall: (key: string) => `/api/widgets/sites/${encodeURIComponent(key)}/prayer-requests`,
  identity: (key: string) => `/api/widgets/sites/${encodeURIComponent(key)}/identity`,
  pray: (key: string, id: string) => `/api/widgets/sites/${encodeURIComponent(key)}/prayer-requests/${encodeURIComponent(id)}/prayers`,
  heart: (key: string, id: string) => `/api/widgets/sites/${encodeURIComponent(key)}/prayer-requests/${encodeURIComponent(id)}/hearts`,
  socket: '/ws',
} as const;

const TIMEOUT_MS = 10_000;

/** Flow's origin: where this script was loaded from (the church pastes Flow's URL). */
export function flowOrigin(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  const script = current?.src ? current : document.querySelector<HTMLScriptElement>('script[src*="/widgets/flow-widgets.js"]');
  return script?.src ? new URL(script.src, location.href).origin : location.origin;
}

export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class FlowApi {
  constructor(readonly origin: string) {}

  url(path: string): string {
    return new URL(path, this.origin).toString();
  }

  /** A simple CORS request (no custom header): no preflight, so one request per read. */
  get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  dailyVerse(): Promise<DailyVerse> {
    return this.get(WIDGET_PATHS.dailyVerse);
  }

  crisisLines(lang: string): Promise<CrisisLinesResult> {
    return this.get(`${WIDGET_PATHS.crisisLines}?lang=${encodeURIComponent(lang)}`);
  }

  wall(key: string, limit: number): Promise<WidgetWall> {
    return this.get(`${WIDGET_PATHS.wall(key)}?limit=${limit}`);
  }

  /**
   * A write as the widget's identity. Beyond the address's budget Flow asks for a proof of work
   * (`challenge_required`): it is solved here and the write sent once more. `onVerifying` lets the
   * form say why it takes a moment.
   */
  async write<T>(method: 'POST' | 'PATCH', path: string, body: unknown, token: string | null, onVerifying?: () => void): Promise<T> {
    try {
      return await this.send<T>(method, path, body, token);
    } catch (err) {
      if (!(err instanceof WidgetApiError) || err.code !== 'challenge_required') throw err;
      onVerifying?.();
      return this.send<T>(method, path, body, token, await this.solve());
    }
  }

  bind(key: string, onVerifying?: () => void): Promise<WidgetIdentity> {
    return this.write('POST', WIDGET_PATHS.identity(key), {}, null, onVerifying);
  }

  share(key: string, token: string, content: string, onVerifying?: () => void): Promise<WidgetCreatedPrayerRequest> {
    return this.write('POST', WIDGET_PATHS.wall(key), { content }, token, onVerifying);
  }

  pray(key: string, token: string, id: string): Promise<PrayResult> {
    return this.write('POST', WIDGET_PATHS.pray(key, id), {}, token);
  }

  heart(key: string, token: string, id: string, liked: boolean): Promise<HeartsResult> {
    return this.write('PATCH', WIDGET_PATHS.heart(key, id), { liked }, token);
  }

  private async solve(): Promise<string> {
    const c = await this.get<AltchaChallenge>(WIDGET_PATHS.challenge);
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    if (!solution) throw new WidgetApiError(0, 'challenge_failed', 'The challenge could not be solved');
    return btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }));
  }

  private async send<T>(method: string, path: string, body?: unknown, token?: string | null, altcha?: string): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (altcha) headers['X-Altcha'] = altcha;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    let res: Response;
    try {
      res = await fetch(this.url(path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // Never Flow's cookies: the widget's identity is its token (see docs/architecture.md).
        credentials: 'omit',
        mode: 'cors',
        signal: controller.signal,
      });
    } catch {
      throw new WidgetApiError(0, 'network', 'Flow could not be reached');
    } finally {
      clearTimeout(timer);
    }
    const data: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = (data ?? {}) as { error?: string; message?: string };
      throw new WidgetApiError(res.status, error.error ?? 'http_error', error.message ?? res.statusText);
    }
    return data as T;
  }
}

/** The widget identity of one site, kept in this page's storage (the church's origin). */
export class WidgetIdentityStore {
  constructor(private readonly key: string) {}

  private get slot() {
    return `flow-widget-identity:${this.key}`;
  }

  get(): string | null {
    try {
      const raw = localStorage.getItem(this.slot);
      if (!raw) return null;
      const saved = JSON.parse(raw) as { token?: string; expiresAt?: string };
      if (!saved.token || !saved.expiresAt || Date.parse(saved.expiresAt) <= Date.now()) return null;
      return saved.token;
    } catch {
      return null;
    }
  }

  set(identity: WidgetIdentity): void {
    try {
      localStorage.setItem(this.slot, JSON.stringify(identity));
    } catch {
      // Storage refused (private mode): the identity lasts for this page only.
    }
  }

  clear(): void {
    try {
      localStorage.removeItem(this.slot);
    } catch {
      // nothing stored
    }
  }
}
