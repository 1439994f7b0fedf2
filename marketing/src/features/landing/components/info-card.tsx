import styled from '@emotion/styled';
import { Card, CardDescription, CardHeader, CardTitle } from '@pear/shared/ui';
import type { CardCopy } from '../data/landing-content';
import { FeatureIcon } from './feature-icon';

const StyledCard = styled(Card)`
  height: 100%;
`;

const StyledDescription = styled(CardDescription)`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** One card of a grid (problem, score, feature): icon, h3 title, description. */
export const InfoCard = ({ title, description, icon }: CardCopy) => (
  <li>
    <StyledCard>
      <CardHeader>
        <FeatureIcon name={icon} />
        <CardTitle>{title}</CardTitle>
        <StyledDescription>{description}</StyledDescription>
      </CardHeader>
    </StyledCard>
  </li>
);
