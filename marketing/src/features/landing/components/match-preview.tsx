import styled from '@emotion/styled';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@pear/shared/ui';
import { ProgressBar } from '@pear/shared/widgets';

const StyledBadgeSlot = styled.div`
  align-self: flex-start;
`;

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledLabel = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SCORES = [
  { label: 'PearScore', value: 95 },
  { label: 'VibeScore', value: 88 },
];

/** An illustrative match card for the /landing-1 hero (sample data, labelled as such). */
export const MatchPreview = () => (
  <Card>
    <CardHeader>
      <StyledBadgeSlot>
        <Badge variant="green">Example match</Badge>
      </StyledBadgeSlot>
      <CardTitle as="p">Seed fund · B2B fintech · Europe</CardTitle>
    </CardHeader>
    <CardContent>
      {SCORES.map(({ label, value }) => (
        <StyledRow key={label}>
          <StyledLabel>
            <span>{label}</span>
            <strong>{value}%</strong>
          </StyledLabel>
          <ProgressBar value={value} label={label} />
        </StyledRow>
      ))}
      <StyledNote>Leads seed rounds of €1–3M and has backed two payments-infrastructure companies.</StyledNote>
    </CardContent>
  </Card>
);
