import styled from '@emotion/styled';
import { Link } from '@pear/shared/router';

const StyledLogo = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.text,
  textDecoration: 'none',
}));

const StyledMark = styled.svg(({ theme }) => ({
  width: theme.sizes.control.sm,
  height: theme.sizes.control.sm,
  color: theme.colors.brand,
}));

export function PearLogo() {
  return (
    <StyledLogo to="/" aria-label="Pear home">
      <StyledMark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M16 6c-3 0-5 3-5 7-3 2-5 5-5 9a10 10 0 0 0 20 0c0-4-2-7-5-9 0-4-2-7-5-7z" />
        <path fill="currentColor" d="M16.5 2.5c2.5 0 4 1.2 4.5 2.5-2 .6-3.6.3-4.5-.6z" opacity="0.7" />
      </StyledMark>
      <span>Pear</span>
    </StyledLogo>
  );
}
