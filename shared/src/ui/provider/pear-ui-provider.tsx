import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from '../theme/global-styles';
import { theme } from '../theme/theme';
import { pearEmotionCache } from './emotion-cache';

export type PearUiProviderProps = {
  children: ReactNode;
};

/** Emotion cache + theme + base styles. The shell renders it once at the root. */
export const PearUiProvider = ({ children }: PearUiProviderProps) => (
  <CacheProvider value={pearEmotionCache}>
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  </CacheProvider>
);
