import type { DailyVerse } from '@flow/contracts';
import { html, type TemplateResult } from 'lit';
import { FlowWidget } from './base-element';

/** `<flow-daily-verse lang="es">`: today's verse, its reference, Torah or Bible, a link to Flow. */
export class FlowDailyVerse extends FlowWidget<DailyVerse> {
  protected get titleKey() {
    return 'verse.title';
  }

  protected load(): Promise<DailyVerse> {
    return this.api.dailyVerse();
  }

  protected renderContent(verse: DailyVerse): TemplateResult {
    return html`<h2>${this.t('verse.title')}</h2>
      <figure style="margin:0;display:grid;gap:8px">
        <blockquote style="margin:0;font-size:1.1em;font-style:italic">“${verse.verse}”</blockquote>
        <figcaption class="footer">
          <cite style="font-style:normal;font-weight:600">${verse.reference}</cite>
          <span class="badge">${this.t(verse.source === 'torah' ? 'verse.torah' : 'verse.bible')}</span>
        </figcaption>
      </figure>
      <div class="footer"><a href=${this.api.url('/daily-verse')} target="_blank" rel="noopener">${this.t('verse.more')}</a></div>`;
  }
}
