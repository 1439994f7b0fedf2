import styled from '@emotion/styled';
import { useMemo, useRef } from 'react';
import { DEMO_VIDEO, demoVideoFiles } from '../data/demo-video';
import { useNearViewport } from '../hooks/use-near-viewport';

const StyledFrame = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  figcaption {
    margin-top: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.surfaceHover};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

// The same box before and after the video element arrives: no layout shift.
const StyledScreen = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.overlay};
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export type DemoVideoProps = { caption: string };

/**
 * The demo video: a recording of Pear itself (sign-up, deck and resume, VibeScore, matches, Deal Flow) with English
 * captions, WebM and an MP4 fallback. Nothing of it loads with the page: the video element, and with it the poster,
 * appears when the frame comes near the viewport, and with preload="none" the video's bytes wait for Play. It never
 * plays by itself (nothing moves for anyone who prefers reduced motion). Cross-origin: the files come from the
 * marketing remote's origin, and a captions track from another origin loads only in CORS mode.
 */
export const DemoVideo = ({ caption }: DemoVideoProps) => {
  const screen = useRef<HTMLDivElement>(null);
  const near = useNearViewport(screen, '200px');
  const files = useMemo(() => (near ? demoVideoFiles() : null), [near]);

  return (
    <StyledFrame>
      <StyledScreen ref={screen}>
        {files && (
          <video
            aria-label={DEMO_VIDEO.label}
            controls
            playsInline
            preload="none"
            poster={files.poster}
            crossOrigin="anonymous"
            width={DEMO_VIDEO.width}
            height={DEMO_VIDEO.height}
          >
            <source src={files.webm} type="video/webm" />
            <source src={files.mp4} type="video/mp4" />
            <track kind="captions" srcLang="en" label={DEMO_VIDEO.captionsLabel} src={files.captions} default />
            <a href={files.mp4}>{DEMO_VIDEO.fallback}</a>
          </video>
        )}
      </StyledScreen>
      <figcaption>{caption}</figcaption>
    </StyledFrame>
  );
};
