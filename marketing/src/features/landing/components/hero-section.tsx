import styled from '@emotion/styled';
import { StyledContainer, StyledLead } from '../../../components/page-section';
import { HERO } from '../data/landing-content';
import { BookDemoLink } from './book-demo-link';
import { EarlyAccessButton } from './early-access-button';

const StyledHero = styled.section<{ $split: boolean }>`
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.brandSubtle};
  text-align: ${({ $split }) => ($split ? 'left' : 'center')};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[8]}`};
  }
`;

const StyledInner = styled.div<{ $split: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: ${({ $split }) => ($split ? '3fr 2fr' : '1fr')};
  }
`;

const StyledEyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledHeadline = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const StyledActions = styled.div<{ $split: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: ${({ $split }) => ($split ? 'flex-start' : 'center')};
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[4]};
`;

const StyledProof = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledAside = styled.div`
  display: none;
  ${({ theme }) => theme.mq.lg} {
    display: block;
  }
`;

export type HeroSectionProps = {
  /** h1 on a page whose hero is its title; h2 where the page title sits above (e.g. /landing-2's tabs). */
  headingLevel?: 'h1' | 'h2';
  headline?: string;
  /** "split": text left, `aside` right (the /landing-1 layout). */
  layout?: 'centred' | 'split';
  aside?: React.ReactNode;
};

/** The hero: headline, lead, Book a Demo and Get Early Access. */
export const HeroSection = ({
  headingLevel = 'h1',
  headline = HERO.headline,
  layout = 'centred',
  aside,
}: HeroSectionProps) => {
  const split = layout === 'split';
  return (
    <StyledHero aria-label="Introduction" $split={split}>
      <StyledContainer>
        <StyledInner $split={split}>
          <div>
            <StyledEyebrow>{HERO.eyebrow}</StyledEyebrow>
            <StyledHeadline as={headingLevel}>{headline}</StyledHeadline>
            <StyledLead>{HERO.lead}</StyledLead>
            <StyledActions $split={split}>
              <BookDemoLink variant="primary" />
              <EarlyAccessButton variant="outline" />
            </StyledActions>
            <StyledProof>{HERO.proof}</StyledProof>
          </div>
          {split && aside ? <StyledAside>{aside}</StyledAside> : null}
        </StyledInner>
      </StyledContainer>
    </StyledHero>
  );
};
