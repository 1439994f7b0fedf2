import styled from '@emotion/styled';
import { Badge, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@pear/shared/ui';
import { type LandingTier, MOST_POPULAR } from '../data/pricing';
import { BookDemoLink } from './book-demo-link';
import { EarlyAccessCta } from './early-access-cta';

const StyledCard = styled(Card)<{ $popular: boolean }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-color: ${({ theme, $popular }) => ($popular ? theme.colors.brand : theme.colors.border)};
  border-width: ${({ theme, $popular }) => ($popular ? theme.borderWidths.thick : theme.borderWidths.thin)};
`;

const StyledPrice = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const StyledFeatures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const StyledContent = styled(CardContent)`
  flex: 1;
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One landing pricing tier; the popular one carries the "Most Popular" badge. */
export const PricingTierCard = ({ name, price, period, summary, features, cta, popular }: LandingTier) => (
  <li>
    <StyledCard $popular={popular}>
      <CardHeader>
        <StyledTitleRow>
          <CardTitle>{name}</CardTitle>
          {popular ? <Badge>{MOST_POPULAR}</Badge> : null}
        </StyledTitleRow>
        <CardDescription>{summary}</CardDescription>
        <StyledPrice>
          {price}
          {period ? <span>{period}</span> : null}
        </StyledPrice>
      </CardHeader>
      <StyledContent>
        <StyledFeatures>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </StyledFeatures>
      </StyledContent>
      <CardFooter>
        {cta === 'Book a Demo' ? (
          <BookDemoLink variant="outline" size="md" fullWidth />
        ) : (
          <EarlyAccessCta label={cta} variant={popular ? 'primary' : 'outline'} />
        )}
      </CardFooter>
    </StyledCard>
  </li>
);
