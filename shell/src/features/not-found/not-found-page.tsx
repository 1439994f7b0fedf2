import styled from '@emotion/styled';
import { useDocumentTitle } from '@pear/shared/ui';
import { Link } from '@pear/shared/router';

const StyledMain = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  gap: theme.space[4],
  padding: `${theme.space[16]} ${theme.space[4]}`,
  textAlign: 'center',
}));

const StyledCode = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes['4xl'],
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.brand,
}));

const StyledHomeLink = styled(Link)(({ theme }) => ({
  color: theme.colors.brand,
  fontWeight: theme.fontWeights.semibold,
}));

/** Spec §2: any unknown path. */
export function NotFoundPage() {
  useDocumentTitle('Page not found — Pear');
  return (
    <StyledMain>
      <StyledCode aria-hidden="true">404</StyledCode>
      <h1>Oops! Page not found</h1>
      <StyledHomeLink to="/">Return to Home</StyledHomeLink>
    </StyledMain>
  );
}
