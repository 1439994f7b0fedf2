import { DashboardCard } from '@pear/shared/dashboard';
import styled from '@emotion/styled';

const StyledText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "AI Founder Summary": the summary generated from the founder's parsed resume, deck and profile. */
export function AiSummaryCard({ summary }: { summary: string }) {
  return (
    <DashboardCard title="AI Founder Summary" description="Written from your profile, resume and pitch deck.">
      {summary ? (
        <StyledText>{summary}</StyledText>
      ) : (
        <StyledMuted>Nothing to summarise yet. Upload your resume and pitch deck to generate your summary.</StyledMuted>
      )}
    </DashboardCard>
  );
}
