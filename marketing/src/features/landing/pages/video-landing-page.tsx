import styled from '@emotion/styled';
import { useDocumentTitle, VisuallyHidden } from '@pear/shared/ui';
import { useCallback, useState } from 'react';
import { StyledContainer, StyledLead } from '../../../components/page-section';
import { AudienceToggle } from '../components/audience-toggle';
import { BookDemoLink } from '../components/book-demo-link';
import { DemoVideo } from '../components/demo-video';
import { EarlyAccessButton } from '../components/early-access-button';
import { FeaturesSection } from '../components/features-section';
import { LandingFooter } from '../components/landing-footer';
import { type Audience, AUDIENCE_COPY, AUDIENCE_STATUS, VIDEO_LANDING } from '../data/video-landing';
import { useShortcutToggle } from '../hooks/use-shortcut-toggle';

const StyledHero = styled.section`
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[8]}`};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledHeadline = styled.h1`
  margin: ${({ theme }) => theme.space[4]} 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledPoints = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[6]} 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledHint = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDemoTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/**
 * "/landing": the video landing page.
 *
 * Ctrl+E (Cmd+E on macOS) toggles the investor view: the lead, the three points and the demo caption switch
 * from the founder pitch to the mirror-image investor pitch (and back). The "Investor view" toggle button
 * does the same for pointer and touch users, and a polite live region announces the change.
 */
export const VideoLandingPage = () => {
  const [audience, setAudience] = useState<Audience>('founder');
  const [toggled, setToggled] = useState(false);
  const handleToggle = useCallback(() => {
    setAudience((current) => (current === 'founder' ? 'investor' : 'founder'));
    setToggled(true);
  }, []);
  useShortcutToggle('e', handleToggle);
  useDocumentTitle(VIDEO_LANDING.documentTitle);
  const copy = AUDIENCE_COPY[audience];

  return (
    <>
      <StyledHero aria-labelledby="video-landing-title">
        <StyledContainer>
          <StyledGrid>
            <div>
              <AudienceToggle audience={audience} onToggle={handleToggle} />
              <StyledHeadline id="video-landing-title">{VIDEO_LANDING.headline}</StyledHeadline>
              <StyledLead>{copy.lead}</StyledLead>
              <StyledPoints>
                {copy.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </StyledPoints>
              <StyledActions>
                <EarlyAccessButton />
                <BookDemoLink />
              </StyledActions>
              <StyledHint>{VIDEO_LANDING.shortcutHint}</StyledHint>
              <VisuallyHidden role="status">{toggled ? AUDIENCE_STATUS[audience] : ''}</VisuallyHidden>
            </div>
            <section aria-labelledby="video-landing-demo">
              <StyledDemoTitle id="video-landing-demo">{VIDEO_LANDING.demoTitle}</StyledDemoTitle>
              <DemoVideo caption={copy.demoCaption} />
            </section>
          </StyledGrid>
        </StyledContainer>
      </StyledHero>
      <FeaturesSection />
      <LandingFooter />
    </>
  );
};
