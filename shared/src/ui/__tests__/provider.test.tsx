import styled from '@emotion/styled';
import { screen } from '@testing-library/react';
import { pearEmotionCache, theme } from '@pear/shared/ui';
import { renderWithUi } from '@pear/shared/testing';

const StyledProbe = styled.p`
  color: ${({ theme: current }) => current.colors.brand};
  padding: ${({ theme: current }) => current.space[4]};
`;

describe('PearUiProvider', () => {
  it('provides the typed theme to styled components', () => {
    renderWithUi(<StyledProbe>Probe</StyledProbe>);
    expect(screen.getByText('Probe')).toHaveStyle({ color: theme.colors.brand, padding: theme.space[4] });
  });

  it('uses one emotion cache with the key "pear"', () => {
    renderWithUi(<StyledProbe>Probe</StyledProbe>);
    expect(pearEmotionCache.key).toBe('pear');
    expect(screen.getByText('Probe').className).toMatch(/^pear-/);
    expect(document.head.querySelector('style[data-emotion^="pear"]')).not.toBeNull();
  });

  it('creates the cache once per module instance and counts it', () => {
    expect(globalThis.__PEAR_SINGLETONS__?.emotionCache).toBe(1);
  });

  it('has the tokens the kit relies on', () => {
    expect(theme.colors).toEqual(
      expect.objectContaining({
        brand: expect.any(String),
        destructive: expect.any(String),
        success: expect.any(String),
        warning: expect.any(String),
        info: expect.any(String),
      }),
    );
    expect(Object.keys(theme.breakpoints)).toEqual(['sm', 'md', 'lg', 'xl']);
    expect(theme.mq.md).toBe(`@media (min-width: ${theme.breakpoints.md})`);
  });
});
