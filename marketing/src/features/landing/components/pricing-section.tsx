import styled from '@emotion/styled';
import { StyledCardGrid } from '../../../components/card-grid';
import { PageSection } from '../../../components/page-section';
import { ADD_ONS, ADD_ONS_TITLE, LANDING_TIERS, NOT_ON_SALE, PRICING_TITLE, TRIAL_NOTE } from '../data/pricing';
import { PricingTierCard } from './pricing-tier-card';

const StyledAddOnsTitle = styled.h3`
  margin: ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;

const StyledAddOns = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  div {
    padding: ${({ theme }) => theme.space[4]};
    border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledAddOnPrice = styled.dd`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Landing pricing (spec §9): three tiers, the trial note and three add-ons (each says when it is not on sale yet). */
export const PricingSection = () => (
  <PageSection title={PRICING_TITLE} lead={TRIAL_NOTE} tone="muted">
    <StyledCardGrid $columns={3}>
      {LANDING_TIERS.map((tier) => (
        <PricingTierCard key={tier.id} {...tier} />
      ))}
    </StyledCardGrid>
    <StyledAddOnsTitle>{ADD_ONS_TITLE}</StyledAddOnsTitle>
    <StyledAddOns>
      {ADD_ONS.map(({ name, price, description, onSale }) => (
        <div key={name}>
          <dt>{name}</dt>
          <StyledAddOnPrice>{price}</StyledAddOnPrice>
          <dd>{description}</dd>
          {!onSale && <dd>{NOT_ON_SALE}</dd>}
        </div>
      ))}
    </StyledAddOns>
  </PageSection>
);
