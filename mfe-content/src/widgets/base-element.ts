import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { FlowApi, flowOrigin } from './api';
import { t, widgetLanguage, type WidgetLanguage } from './messages';
import { base } from './styles';

/** Read once when the script runs: `document.currentScript` is only set then. */
const ORIGIN = typeof document === 'undefined' ? '' : flowOrigin();

export type LoadState<T> = { status: 'loading' } | { status: 'content'; data: T } | { status: 'error' };

/**
 * What the three elements share: the language (`lang` or the page's), the loading / content /
 * error states with a retry, and Flow's origin. A failure only ever changes the element's own
 * shadow root: the church's page is never touched.
 */
export abstract class FlowWidget<T> extends LitElement {
  static override styles = [base];
  static override properties = { lang: { type: String, reflect: true }, state: { state: true } };

  declare lang: string;
  declare state: LoadState<T>;
  protected readonly api = new FlowApi(ORIGIN);

  constructor() {
    super();
    this.state = { status: 'loading' };
  }

  get language(): WidgetLanguage {
    return widgetLanguage(this.getAttribute('lang'), document.documentElement.lang);
  }

  t(key: string, vars?: Record<string, string | number>): string {
    return t(this.language, key, vars);
  }

  protected abstract load(): Promise<T>;
  protected abstract renderContent(data: T): TemplateResult;
  protected abstract get titleKey(): string;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.reload();
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('lang') && changed.get('lang') !== undefined) void this.reload();
  }

  async reload(): Promise<void> {
    this.state = { status: 'loading' };
    try {
      this.state = { status: 'content', data: await this.load() };
    } catch {
      this.state = { status: 'error' };
    }
  }

  protected flowLink(label = this.t('openFlow')): TemplateResult {
    return html`<a href=${this.api.url('/')} target="_blank" rel="noopener">${label}</a>`;
  }

  override render(): TemplateResult {
    const lang = this.language;
    const title = this.t(this.titleKey);
    const s = this.state;
    return html`<section class="card" lang=${lang} aria-label=${title} aria-busy=${s.status === 'loading' ? 'true' : 'false'} data-state=${s.status}>
      ${s.status === 'loading'
        ? html`<h2>${title}</h2>
            <div class="skeleton" role="status"><span class="visually-hidden">${this.t('loading')}</span><span></span><span style="inline-size:80%"></span><span style="inline-size:60%"></span></div>`
        : s.status === 'error'
          ? html`<h2>${title}</h2>
              <p role="alert">${this.t('unavailable')}</p>
              <div><button type="button" @click=${() => void this.reload()}>${this.t('retry')}</button></div>`
          : this.renderContent(s.data)}
    </section>`;
  }
}
