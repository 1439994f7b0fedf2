import styled from '@emotion/styled';
import { isSignedIn } from '@pear/shared/domain';
import { useAppStore } from '@pear/shared/store';
import { Button } from '@pear/shared/ui';
import { Link, useLocation, useNavigate } from '@pear/shared/router';
import { lazy, Suspense } from 'react';

import { LandingTabSwitch } from './landing-tab-switch';
import { MobileMenu } from './mobile-menu';
import { PearLogo } from './pear-logo';

// Signed in only: the prerendered (signed-out) page never needs it, so it loads when a session applies.
const DashboardMenu = lazy(() => import('./dashboard-menu').then((module) => ({ default: module.DashboardMenu })));

const StyledHeader = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndices.overlay - 1,
  background: theme.colors.background,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
}));

const StyledBar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${theme.space[3]} ${theme.space[4]}`,
}));

const StyledDesktopNav = styled.nav(({ theme }) => ({
  display: 'none',
  alignItems: 'center',
  gap: theme.space[2],
  [theme.mq.md]: { display: 'flex' },
}));

const StyledSignInLink = styled(Link)(({ theme }) => ({
  padding: `${theme.space[2]} ${theme.space[3]}`,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.medium,
  textDecoration: 'none',
  borderRadius: theme.radii.md,
  '&:hover': { background: theme.colors.surfaceMuted },
}));

/** Spec §2 Header: signed-out and signed-in variants, the / tab switch and the mobile menu. */
export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const authToken = useAppStore((state) => state.authToken);
  const signOut = useAppStore((state) => state.signOut);
  const openEarlyAccess = useAppStore((state) => state.openEarlyAccess);
  const openRoleDialog = useAppStore((state) => state.openRoleDialog);
  const signedIn = isSignedIn(authToken);

  const handleLogOut = () => {
    signOut();
    navigate('/');
  };

  return (
    <StyledHeader>
      <StyledBar>
        <PearLogo />
        {!signedIn && pathname === '/' && <LandingTabSwitch />}
        <StyledDesktopNav aria-label="Main">
          {signedIn ? (
            <>
              <Suspense fallback={null}>
                <DashboardMenu />
              </Suspense>
              <Button variant="secondary" onClick={() => openEarlyAccess()}>
                Get Early Access
              </Button>
              <Button variant="ghost" onClick={handleLogOut}>
                Log Out
              </Button>
            </>
          ) : (
            <>
              <StyledSignInLink to="/signin">Sign In</StyledSignInLink>
              <Button variant="secondary" onClick={openRoleDialog}>
                Sign Up
              </Button>
              <Button onClick={() => openEarlyAccess()}>Get Early Access</Button>
            </>
          )}
        </StyledDesktopNav>
        <MobileMenu onSignUp={openRoleDialog} onEarlyAccess={() => openEarlyAccess()} />
      </StyledBar>
    </StyledHeader>
  );
}
