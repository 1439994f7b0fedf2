import { StyledCardGrid } from '../../../components/card-grid';
import { PageSection } from '../../../components/page-section';
import { FEATURES } from '../data/landing-content';
import { InfoCard } from './info-card';

/** The six feature cards. */
export const FeaturesSection = () => (
  <PageSection title={FEATURES.title}>
    <StyledCardGrid $columns={3}>
      {FEATURES.cards.map((card) => (
        <InfoCard key={card.title} {...card} />
      ))}
    </StyledCardGrid>
  </PageSection>
);
