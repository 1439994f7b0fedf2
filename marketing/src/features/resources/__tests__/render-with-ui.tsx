import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PearUiProvider } from '@pear/shared/ui';

const Wrapper = ({ children }: { children: ReactNode }) => <PearUiProvider>{children}</PearUiProvider>;

/** render() inside PearUiProvider (theme + emotion cache). */
export const renderWithUi = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { wrapper: Wrapper, ...options });
