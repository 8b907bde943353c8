import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    color-scheme: light;
    scroll-padding-top: ${theme.layout.headerHeight};
  }

  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, h5, h6 {
    margin: 0;
    line-height: ${theme.lineHeights.tight};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.text};
    text-wrap: balance;
    /* One long word (ru "Благотворительные") must break rather than run past a phone's edge. */
    overflow-wrap: break-word;
    hyphens: auto;
    /* Japanese has no spaces: wrap between phrases, not mid-word ("プレミアムにア／ップグレード"). */
    word-break: auto-phrase;
  }

  p {
    margin: 0;
    text-wrap: pretty;
  }

  a {
    color: ${theme.colors.primary};
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${theme.colors.primaryHover};
  }

  img, svg, video, canvas {
    display: block;
    max-width: 100%;
  }

  svg {
    flex-shrink: 0;
  }

  button, input, textarea, select {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }

  ::selection {
    background: ${theme.colors.purple200};
    color: ${theme.colors.neutral900};
  }

  @media (prefers-reduced-motion: reduce) {
    /* Spinners opt out: a frozen spinner reads as a hang, so they slow down instead. */
    *:not([data-essential-motion]), *::before, *::after {
      animation-duration: 1ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 1ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
