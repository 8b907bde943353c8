import type { CrisisLinesResult } from '@flow/contracts';
import { html, nothing, type TemplateResult } from 'lit';
import { FlowWidget } from './base-element';

/**
 * `<flow-crisis-lines lang="en">`: the lines of the visitor's country (Flow resolves it from the
 * visitor's address), else those of the language's countries, then a worldwide directory.
 */
export class FlowCrisisLines extends FlowWidget<CrisisLinesResult> {
  protected get titleKey() {
    return 'crisis.title';
  }

  protected load(): Promise<CrisisLinesResult> {
    return this.api.crisisLines(this.language);
  }

  protected renderContent(result: CrisisLinesResult): TemplateResult {
    const country = result.countries[0];
    return html`<h2>${this.t('crisis.title')}</h2>
      <p>${this.t('crisis.text')}</p>
      ${country
        ? html`<div style="display:grid;gap:10px">
            <p class="muted">${country.name ?? country.countryCode}</p>
            ${country.emergency
              ? html`<p><strong><a href=${country.emergency.href}>${this.t('crisis.emergency', { number: country.emergency.display })}</a></strong></p>`
              : nothing}
            <ul style="margin:0;padding:0;list-style:none;display:grid;gap:10px">
              ${country.lines.slice(0, 4).map(
                (line) => html`<li style="display:grid;gap:2px">
                  <strong>${line.name}</strong>
                  <span class="footer" style="justify-content:flex-start">
                    ${line.call ? html`<a href=${line.call.href}>${this.t('crisis.call', { number: line.call.display })}</a>` : nothing}
                    ${line.text ? html`<a href=${line.text.href}>${this.t('crisis.textLine', { number: line.text.display })}</a>` : nothing}
                    ${line.chatUrl ? html`<a href=${line.chatUrl} target="_blank" rel="noopener">${this.t('crisis.chat')}</a>` : nothing}
                    ${line.hours === 'always' ? html`<span class="badge">${this.t('crisis.always')}</span>` : nothing}
                  </span>
                </li>`,
              )}
            </ul>
          </div>`
        : nothing}
      <p><a href=${result.international.url} target="_blank" rel="noopener">${this.t('crisis.international')}</a></p>`;
  }
}
