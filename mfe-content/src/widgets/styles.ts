import { css } from 'lit';

/**
 * Shared look of the three elements. Everything lives in the shadow root: the church's CSS does
 * not reach in and ours does not leak out. Colours follow prefers-color-scheme (or a `theme`
 * attribute); text on every background keeps at least 4.5:1 contrast.
 */
export const base = css`
  :host {
    --flow-bg: #ffffff;
    --flow-fg: #1f2933;
    --flow-muted: #52606d;
    --flow-border: #d9e2ec;
    --flow-accent: #5b3fb8;
    --flow-accent-fg: #ffffff;
    --flow-soft: #f3f0fc;
    --flow-danger: #b42318;
    display: block;
    box-sizing: border-box;
    inline-size: 100%;
    max-inline-size: 100%;
    color: var(--flow-fg);
    font: 400 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    text-align: start;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      --flow-bg: #1b1f24;
      --flow-fg: #f0f4f8;
      --flow-muted: #bcccdc;
      --flow-border: #3e4c59;
      --flow-accent: #b9a7ff;
      --flow-accent-fg: #14111f;
      --flow-soft: #2a2540;
      --flow-danger: #ffb4a9;
    }
  }
  :host([theme='dark']) {
    --flow-bg: #1b1f24;
    --flow-fg: #f0f4f8;
    --flow-muted: #bcccdc;
    --flow-border: #3e4c59;
    --flow-accent: #b9a7ff;
    --flow-accent-fg: #14111f;
    --flow-soft: #2a2540;
    --flow-danger: #ffb4a9;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .card {
    background: var(--flow-bg);
    border: 1px solid var(--flow-border);
    border-radius: 12px;
    padding: 16px;
    display: grid;
    gap: 12px;
  }
  h2 {
    margin: 0;
    font-size: 1.1em;
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
  a {
    color: var(--flow-accent);
    text-underline-offset: 2px;
  }
  .muted {
    color: var(--flow-muted);
    font-size: 0.875em;
  }
  .badge {
    display: inline-block;
    padding: 1px 8px;
    border-radius: 999px;
    background: var(--flow-soft);
    color: var(--flow-fg);
    font-size: 0.75em;
    font-weight: 600;
  }
  button {
    font: inherit;
    font-size: 0.875em;
    min-block-size: 36px;
    padding: 6px 12px;
    border-radius: 8px;
    border: 1px solid var(--flow-border);
    background: var(--flow-bg);
    color: var(--flow-fg);
    cursor: pointer;
  }
  button.primary {
    background: var(--flow-accent);
    border-color: var(--flow-accent);
    color: var(--flow-accent-fg);
    font-weight: 600;
  }
  button[disabled] {
    opacity: 0.6;
    cursor: default;
  }
  button:focus-visible,
  a:focus-visible,
  textarea:focus-visible {
    outline: 3px solid var(--flow-accent);
    outline-offset: 2px;
  }
  .skeleton {
    display: grid;
    gap: 8px;
  }
  .skeleton span {
    display: block;
    block-size: 12px;
    border-radius: 6px;
    background: var(--flow-soft);
  }
  .error {
    color: var(--flow-danger);
  }
  .footer {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    flex-wrap: wrap;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
