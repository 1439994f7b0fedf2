import { css, Global, type Theme } from '@emotion/react';

const baseStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  img,
  svg,
  video {
    display: block;
    max-width: 100%;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  a {
    color: ${theme.colors.brand};
  }
  :focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.focusRing};
    outline-offset: ${theme.borderWidths.thick};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export const GlobalStyles = () => <Global styles={baseStyles} />;
