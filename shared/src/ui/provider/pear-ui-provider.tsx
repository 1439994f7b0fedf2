import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from '../theme/global-styles';
import { theme } from '../theme/theme';
import { pearEmotionCache } from './emotion-cache';

export type PearUiProviderProps = {
  children: ReactNode;
  /** Only for prerendering: a fresh cache per page, so each page's HTML carries all of its styles. */
  cache?: EmotionCache;
};

/** Emotion cache + theme + base styles. The shell renders it once at the root. */
export const PearUiProvider = ({ children, cache = pearEmotionCache }: PearUiProviderProps) => (
  <CacheProvider value={cache}>
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  </CacheProvider>
);
