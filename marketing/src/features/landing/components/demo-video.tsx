import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { VIDEO_LANDING } from '../data/video-landing';
import { useBookDemoUrl } from '../hooks/use-book-demo-url';

const slide = keyframes`
  0%, 20% { transform: translateY(0); opacity: 1; }
  45%, 70% { transform: translateY(-0.5rem); opacity: 1; }
  100% { transform: translateY(0); opacity: 1; }
`;

const fill = keyframes`
  from { transform: scaleX(0.1); }
  to { transform: scaleX(1); }
`;

const StyledStage = styled.div`
  position: relative;
`;

const StyledFrame = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  figcaption {
    margin-top: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.surfaceHover};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledScreen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledMatch = styled.div<{ $delay: number; $width: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  animation: ${slide} 6s ease-in-out ${({ $delay }) => $delay}s infinite;
  span {
    display: block;
    height: ${({ theme }) => theme.sizes.progress};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.brand};
    width: ${({ $width }) => $width}%;
    transform-origin: left;
    animation: ${fill} 1.5s ease-out ${({ $delay }) => $delay}s both;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    span {
      animation: none;
    }
  }
`;

const StyledLine = styled.i<{ $width: number }>`
  display: block;
  width: ${({ $width }) => $width}%;
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const StyledPlay = styled.a`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:hover span {
    background: ${({ theme }) => theme.colors.brandHover};
  }
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

const MATCHES = [
  { width: 95, delay: 0 },
  { width: 88, delay: 0.4 },
  { width: 81, delay: 0.8 },
];

export type DemoVideoProps = { caption: string };

/**
 * The demo "video": a looping CSS animation of matches being scored (no video file or external host),
 * with a play affordance that opens a live demo booking in a new tab. Still under prefers-reduced-motion.
 */
export const DemoVideo = ({ caption }: DemoVideoProps) => {
  const bookDemoUrl = useBookDemoUrl();
  return (
    <StyledFrame>
      <StyledStage>
        <StyledScreen aria-hidden="true">
          {MATCHES.map(({ width, delay }) => (
            <StyledMatch key={width} $delay={delay} $width={width}>
              <StyledLine $width={60} />
              <span />
            </StyledMatch>
          ))}
        </StyledScreen>
        <StyledPlay href={bookDemoUrl} target="_blank" rel="noopener noreferrer">
          <span>
            <svg viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
              <path d="M4 2l10 6-10 6z" />
            </svg>
            {VIDEO_LANDING.demoPlay}
          </span>
        </StyledPlay>
      </StyledStage>
      <figcaption>{caption}</figcaption>
    </StyledFrame>
  );
};
