/** Pear's design tokens: the only place with raw colours and sizes. Components read them through `theme`. */

const breakpoints = {
  sm: '40em',
  md: '48em',
  lg: '64em',
  xl: '80em',
} as const;

export const theme = {
  colors: {
    brand: '#15803d',
    brandHover: '#166534',
    brandSubtle: '#dcfce7',
    onBrand: '#ffffff',
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    surfaceHover: '#e2e8f0',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#e2e8f0',
    borderStrong: '#94a3b8',
    focusRing: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.6)',
    destructive: '#b91c1c',
    destructiveHover: '#991b1b',
    destructiveSubtle: '#fef2f2',
    onDestructive: '#ffffff',
    success: '#166534',
    successSubtle: '#dcfce7',
    warning: '#854d0e',
    warningSubtle: '#fef9c3',
    info: '#1e40af',
    infoSubtle: '#dbeafe',
  },
  /** Spacing steps (0.25rem each). */
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radii: {
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    xl: '1rem',
    full: '9999px',
  },
  borderWidths: {
    thin: '1px',
    thick: '2px',
  },
  fonts: {
    body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeights: {
    tight: 1.25,
    normal: 1.5,
  },
  sizes: {
    icon: '1rem',
    control: { sm: '2rem', md: '2.5rem', lg: '3rem' },
    avatar: { sm: '2rem', md: '3rem', lg: '4.5rem' },
    dialog: '32rem',
    toast: '22rem',
    progress: '0.5rem',
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.2)',
  },
  zIndices: {
    overlay: 1000,
    dialog: 1001,
    toast: 1100,
  },
  durations: {
    fast: '120ms',
    normal: '200ms',
    spin: '800ms',
  },
  breakpoints,
  /** Media queries, mobile first: `${theme.mq.md} { … }`. */
  mq: {
    sm: `@media (min-width: ${breakpoints.sm})`,
    md: `@media (min-width: ${breakpoints.md})`,
    lg: `@media (min-width: ${breakpoints.lg})`,
    xl: `@media (min-width: ${breakpoints.xl})`,
  },
} as const;

export type PearTheme = typeof theme;
