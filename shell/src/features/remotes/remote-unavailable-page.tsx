import styled from '@emotion/styled';
import { Button } from '@pear/shared/ui';

const StyledSection = styled.section(({ theme }) => ({
  maxWidth: '36rem',
  margin: `${theme.space[16]} auto`,
  padding: theme.space[6],
  textAlign: 'center',
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceMuted,
}));

const StyledTitle = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes['2xl'], marginBottom: theme.space[2] }));
const StyledText = styled.p(({ theme }) => ({ color: theme.colors.textMuted, marginBottom: theme.space[4] }));

export function RemoteUnavailablePage({ onRetry }: { onRetry: () => void }) {
  return (
    <StyledSection role="alert">
      <StyledTitle>This part of Pear is temporarily unavailable</StyledTitle>
      <StyledText>The rest of Pear still works. Try again in a moment.</StyledText>
      <Button onClick={onRetry}>Retry</Button>
    </StyledSection>
  );
}
