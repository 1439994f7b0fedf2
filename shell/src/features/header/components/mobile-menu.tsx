import styled from '@emotion/styled';
import { Button } from '@pear/shared/ui';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from '@pear/shared/router';

import { useDashboardHome } from '../hooks/use-dashboard-home';

const StyledWrapper = styled.div(({ theme }) => ({
  [theme.mq.md]: { display: 'none' },
}));

const StyledPanel = styled.nav(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  display: 'grid',
  gap: theme.space[2],
  padding: theme.space[4],
  background: theme.colors.background,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  boxShadow: theme.shadows.md,
}));

const StyledPanelLink = styled(Link)(({ theme }) => ({
  padding: `${theme.space[2]} ${theme.space[3]}`,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.medium,
  textDecoration: 'none',
  borderRadius: theme.radii.md,
  '&:hover': { background: theme.colors.surfaceMuted },
}));

type MobileMenuProps = { onSignUp: () => void; onEarlyAccess: () => void };

/**
 * Spec §2 mobile menu: Founders (Investors for a signed-in investor), Get Early Access, Sign In, Sign Up. Closes on
 * navigation and Esc.
 */
export function MobileMenu({ onSignUp, onEarlyAccess }: MobileMenuProps) {
  const dashboard = useDashboardHome();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  const closeThen = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <StyledWrapper>
      <Button variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {open ? 'Close menu' : 'Menu'}
      </Button>
      {open && (
        <StyledPanel id={panelId} aria-label="Mobile">
          <StyledPanelLink to={dashboard.to}>{dashboard.label}</StyledPanelLink>
          <Button onClick={closeThen(onEarlyAccess)}>Get Early Access</Button>
          <StyledPanelLink to="/signin">Sign In</StyledPanelLink>
          <Button variant="secondary" onClick={closeThen(onSignUp)}>
            Sign Up
          </Button>
        </StyledPanel>
      )}
    </StyledWrapper>
  );
}
