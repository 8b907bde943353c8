import type { WidgetPrayerRequest, WidgetWall } from '@flow/contracts';
import { html, nothing, type TemplateResult } from 'lit';
import { PRAYER_MAX_LENGTH, WidgetApiError, WidgetIdentityStore } from './api';
import { FlowWidget } from './base-element';
import { subscribeWall } from './live';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;
/** Wall events that change what a site's wall lists (hearts are patched in place). */
const REFETCH_ON = new Set(['prayer_request_created', 'prayer_request_updated', 'prayer_wall_cleared', 'item_hidden']);

type Notice = { kind: 'ok' | 'error' | 'held' | 'busy'; text: string } | null;

function relativeTime(iso: string, lang: string): string {
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return rtf.format(hours, 'hour');
  return rtf.format(Math.round(hours / 24), 'day');
}

/**
 * `<flow-prayer-wall site="SITE_KEY" lang="en" limit="10">`: the site's prayer requests (and
 * Flow's public wall when the site chose it), live over Flow's socket, with a form to share a
 * request, "Pray for this" and hearts. Everything goes through Flow's own rules on the server.
 */
export class FlowPrayerWall extends FlowWidget<WidgetWall> {
  static override properties = {
    ...FlowWidget.properties,
    site: { type: String, reflect: true },
    limit: { type: Number },
    notice: { state: true },
    sending: { state: true },
    marks: { state: true },
  };

  declare site: string;
  declare limit: number;
  declare notice: Notice;
  declare sending: boolean;
  /** What this visitor did here: the server keeps the truth, this only shows it back. */
  declare marks: { prayed: Set<string>; liked: Set<string> };
  private unsubscribe: (() => void) | null = null;
  private refetchTimer: number | null = null;

  constructor() {
    super();
    this.notice = null;
    this.sending = false;
    this.marks = { prayed: new Set(), liked: new Set() };
  }

  protected get titleKey() {
    return 'wall.title';
  }

  private get shown(): number {
    const n = Number(this.getAttribute('limit') ?? DEFAULT_LIMIT);
    return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_LIMIT) : DEFAULT_LIMIT;
  }

  private get identity() {
    return new WidgetIdentityStore(this.site ?? '');
  }

  protected load(): Promise<WidgetWall> {
    if (!this.site) return Promise.reject(new Error('the site attribute is missing'));
    return this.api.wall(this.site, this.shown);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = subscribeWall(this.api.origin, (event) => {
      if (this.state.status !== 'content') return;
      if (event.type === 'hearts_changed' && event.itemType === 'prayer_request') {
        const data = this.state.data;
        const requests = data.prayerRequests.map((r) => (r.id === event.id ? { ...r, hearts: Number(event.hearts) } : r));
        this.state = { status: 'content', data: { ...data, prayerRequests: requests } };
      } else if (REFETCH_ON.has(event.type)) {
        this.refetchSoon();
      }
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** New requests arrive in bursts (a whole congregation): one fetch for a burst. */
  private refetchSoon(): void {
    if (this.refetchTimer !== null) return;
    this.refetchTimer = window.setTimeout(() => {
      this.refetchTimer = null;
      void this.refresh();
    }, 250);
  }

  /** A refresh keeps what is shown when it fails (no flash of the error state). */
  private async refresh(): Promise<void> {
    try {
      this.state = { status: 'content', data: await this.load() };
    } catch {
      // keep the current list
    }
  }

  private async token(): Promise<string> {
    const saved = this.identity.get();
    if (saved) return saved;
    const fresh = await this.api.bind(this.site, () => this.say('busy', 'wall.verifying'));
    this.identity.set(fresh);
    return fresh.token;
  }

  /** Runs a write as this visitor, binding a new identity once if the saved one is refused. */
  private async asVisitor<R>(write: (token: string) => Promise<R>): Promise<R> {
    try {
      return await write(await this.token());
    } catch (err) {
      if (!(err instanceof WidgetApiError) || err.code !== 'identity_required') throw err;
      this.identity.clear();
      return write(await this.token());
    }
  }

  private say(kind: NonNullable<Notice>['kind'], key: string, vars?: Record<string, string | number>): void {
    this.notice = { kind, text: this.t(key, vars) };
  }

  private async share(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const field = form.elements.namedItem('content') as HTMLTextAreaElement;
    const content = field.value.trim();
    if (!content) return this.say('error', 'wall.required');
    if (content.length > PRAYER_MAX_LENGTH) return this.say('error', 'wall.tooLong', { max: PRAYER_MAX_LENGTH });
    this.sending = true;
    this.notice = null;
    try {
      const created = await this.asVisitor((token) => this.api.share(this.site, token, content, () => this.say('busy', 'wall.verifying')));
      field.value = '';
      if (created.heldForReview) {
        this.say('held', 'wall.held');
      } else {
        this.say('ok', 'wall.shared');
        this.addOwn(created.prayerRequest);
      }
    } catch (err) {
      const code = err instanceof WidgetApiError ? err.code : '';
      this.say('error', code === 'origin_not_allowed' ? 'wall.notAllowed' : code === 'rate_limited' ? 'wall.tooMany' : 'wall.error');
    } finally {
      this.sending = false;
    }
  }

  /** Shown at once for its author; the socket brings it to everyone else. */
  private addOwn(request: WidgetPrayerRequest): void {
    if (this.state.status !== 'content') return;
    const data = this.state.data;
    if (data.prayerRequests.some((r) => r.id === request.id)) return;
    this.state = { status: 'content', data: { ...data, prayerRequests: [request, ...data.prayerRequests].slice(0, this.shown) } };
  }

  private async pray(id: string): Promise<void> {
    try {
      await this.asVisitor((token) => this.api.pray(this.site, token, id));
      this.marks = { ...this.marks, prayed: new Set(this.marks.prayed).add(id) };
    } catch (err) {
      const code = err instanceof WidgetApiError ? err.code : '';
      this.say('error', code === 'origin_not_allowed' ? 'wall.notAllowed' : 'wall.error');
    }
  }

  private async heart(request: WidgetPrayerRequest): Promise<void> {
    const liked = !this.marks.liked.has(request.id);
    try {
      const result = await this.asVisitor((token) => this.api.heart(this.site, token, request.id, liked));
      const next = new Set(this.marks.liked);
      if (result.liked) next.add(request.id);
      else next.delete(request.id);
      this.marks = { ...this.marks, liked: next };
      if (this.state.status === 'content') {
        const data = this.state.data;
        const requests = data.prayerRequests.map((r) => (r.id === request.id ? { ...r, hearts: result.hearts } : r));
        this.state = { status: 'content', data: { ...data, prayerRequests: requests } };
      }
    } catch (err) {
      const code = err instanceof WidgetApiError ? err.code : '';
      this.say('error', code === 'origin_not_allowed' ? 'wall.notAllowed' : 'wall.error');
    }
  }

  private renderRequest(r: WidgetPrayerRequest, showOrigin: boolean): TemplateResult {
    const prayed = this.marks.prayed.has(r.id);
    const liked = this.marks.liked.has(r.id);
    return html`<li style="display:grid;gap:6px;padding-block:10px;border-block-start:1px solid var(--flow-border)">
      <p style="white-space:pre-wrap;overflow-wrap:anywhere">${r.content}</p>
      ${r.isAnswered
        ? html`<p><span class="badge">${this.t('wall.answered')}</span>${r.testimony ? html` <span>${r.testimony}</span>` : nothing}</p>`
        : nothing}
      <div class="footer">
        <span class="muted">${relativeTime(r.createdAt, this.language)}${showOrigin && !r.fromSite ? html` · ${this.t('wall.fromFlow')}` : nothing}</span>
        <span style="display:flex;gap:8px;flex-wrap:wrap">
          <button type="button" ?disabled=${prayed} @click=${() => void this.pray(r.id)}>${prayed ? this.t('wall.prayed') : this.t('wall.pray')}</button>
          <button type="button" aria-pressed=${liked ? 'true' : 'false'} aria-label=${`${this.t('wall.heart')} (${this.t('wall.hearts', { count: r.hearts })})`} @click=${() => void this.heart(r)}>
            <span aria-hidden="true">${liked ? '♥' : '♡'} ${r.hearts}</span>
          </button>
        </span>
      </div>
    </li>`;
  }

  protected renderContent(wall: WidgetWall): TemplateResult {
    const formId = 'flow-share';
    const notice = this.notice;
    return html`<h2>${this.t('wall.title')}</h2>
      <p class="muted">${wall.site.name} · <span>${this.t('wall.live')}</span></p>
      <form @submit=${(e: SubmitEvent) => void this.share(e)} style="display:grid;gap:8px" novalidate>
        <label for=${formId} style="font-weight:600">${this.t('wall.shareLabel')}</label>
        <textarea
          id=${formId}
          name="content"
          rows="3"
          maxlength=${PRAYER_MAX_LENGTH}
          placeholder=${this.t('wall.placeholder')}
          style="font:inherit;inline-size:100%;padding:8px;border-radius:8px;border:1px solid var(--flow-border);background:var(--flow-bg);color:var(--flow-fg);resize:vertical"
        ></textarea>
        <div><button class="primary" type="submit" ?disabled=${this.sending}>${this.sending ? this.t('wall.sending') : this.t('wall.submit')}</button></div>
        <div role="status" aria-live="polite">
          ${notice
            ? html`<p class=${notice.kind === 'error' ? 'error' : ''} data-notice=${notice.kind}>${notice.text}</p>
                ${notice.kind === 'held' ? html`<flow-crisis-lines lang=${this.language}></flow-crisis-lines>` : nothing}`
            : nothing}
        </div>
      </form>
      ${wall.prayerRequests.length
        ? html`<ul style="margin:0;padding:0;list-style:none" aria-label=${this.t('wall.title')}>
            ${wall.prayerRequests.map((r) => this.renderRequest(r, wall.site.showFlowWall))}
          </ul>`
        : html`<p class="muted">${this.t('wall.empty')}</p>`}
      <div class="footer">${this.flowLink()}</div>`;
  }
}
