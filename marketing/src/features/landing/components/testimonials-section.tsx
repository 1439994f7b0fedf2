import styled from '@emotion/styled';
import { Card, CardContent } from '@pear/shared/ui';
import { StyledCardGrid } from '../../../components/card-grid';
import { PageSection } from '../../../components/page-section';
import { TESTIMONIALS } from '../data/landing-content';
import { StatCounter } from './stat-counter';

const StyledStats = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[10]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledQuote = styled.figure`
  margin: 0;
  padding-top: ${({ theme }) => theme.space[6]};
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledCard = styled(Card)`
  height: 100%;
`;

/** Counters (animated when scrolled into view) and founder/investor quotes attributed by role. */
export const TestimonialsSection = () => (
  <PageSection title={TESTIMONIALS.title}>
    <StyledStats aria-label={TESTIMONIALS.statsLabel}>
      {TESTIMONIALS.stats.map((stat) => (
        <StatCounter key={stat.label} {...stat} />
      ))}
    </StyledStats>
    <StyledCardGrid $columns={3}>
      {TESTIMONIALS.quotes.map(({ quote, attribution }) => (
        <li key={attribution}>
          <StyledCard>
            <CardContent>
              <StyledQuote>
                <blockquote>“{quote}”</blockquote>
                <figcaption>— {attribution}</figcaption>
              </StyledQuote>
            </CardContent>
          </StyledCard>
        </li>
      ))}
    </StyledCardGrid>
  </PageSection>
);
