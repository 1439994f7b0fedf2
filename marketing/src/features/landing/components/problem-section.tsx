import { StyledCardGrid } from '../../../components/card-grid';
import { PageSection } from '../../../components/page-section';
import { PROBLEM } from '../data/landing-content';
import { InfoCard } from './info-card';

/** "Broken Fundraising": the three problem cards. */
export const ProblemSection = () => (
  <PageSection title={PROBLEM.title} lead={PROBLEM.lead}>
    <StyledCardGrid $columns={3}>
      {PROBLEM.cards.map((card) => (
        <InfoCard key={card.title} {...card} />
      ))}
    </StyledCardGrid>
  </PageSection>
);
