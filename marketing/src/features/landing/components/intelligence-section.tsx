import styled from '@emotion/styled';
import { StyledCardGrid } from '../../../components/card-grid';
import { PageSection } from '../../../components/page-section';
import { INTELLIGENCE } from '../data/landing-content';
import { InfoCard } from './info-card';

const StyledClaim = styled.p`
  margin: ${({ theme }) => theme.space[8]} 0 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The intelligence pitch: PearScore and VibeScore. */
export const IntelligenceSection = () => (
  <PageSection title={INTELLIGENCE.title} lead={INTELLIGENCE.lead} tone="muted">
    <StyledCardGrid $columns={2}>
      {INTELLIGENCE.scores.map((card) => (
        <InfoCard key={card.title} {...card} />
      ))}
    </StyledCardGrid>
    <StyledClaim>{INTELLIGENCE.claim}</StyledClaim>
  </PageSection>
);
