import styled from '@emotion/styled';
import { StyledCardGrid } from '../../../components/card-grid';
import { PageSection } from '../../../components/page-section';
import { STEPS } from '../data/landing-content';

const StyledStep = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledStepTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** How it works: onboarding, scoring, matching, outreach (an ordered list). */
export const StepsSection = () => (
  <PageSection title={STEPS.title} tone="muted">
    <StyledCardGrid as="ol" $columns={4}>
      {STEPS.steps.map((step, index) => (
        <StyledStep key={step.title}>
          <StyledNumber aria-hidden="true">{index + 1}</StyledNumber>
          <StyledStepTitle>{step.title}</StyledStepTitle>
          <StyledText>{step.description}</StyledText>
        </StyledStep>
      ))}
    </StyledCardGrid>
  </PageSection>
);
