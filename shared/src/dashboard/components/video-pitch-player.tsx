import styled from '@emotion/styled';
import { formatDuration, type VideoPitch } from '@pear/contract';
import { formatFileSize } from '@pear/shared/files';

import { StyledMutedNote } from './list-parts';

const StyledPlayer = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  video {
    display: block;
    width: 100%;
    max-height: 24rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.text};
  }
`;

export type VideoPitchPlayerProps = {
  videoPitch: Pick<VideoPitch, 'playbackUrl' | 'durationSeconds' | 'sizeBytes' | 'format'>;
  /** The player's accessible name. */
  label?: string;
  /** The link expired (it lives an hour) or the video went away: the caller offers a fresh link. */
  onPlaybackError?: () => void;
};

/**
 * A founder's video pitch: the browser's own player streaming from the signed playback link (Range requests, so it
 * starts before the whole file is down), with its duration and size. Only metadata loads until Play is pressed.
 */
export function VideoPitchPlayer({ videoPitch, label = 'Video pitch', onPlaybackError }: VideoPitchPlayerProps) {
  return (
    <StyledPlayer>
      {/* src on the element itself (not a <source>): a failed load then fires `error` on the video. */}
      <video controls preload="metadata" src={videoPitch.playbackUrl} aria-label={label} onError={onPlaybackError} />
      <StyledMutedNote as="figcaption">
        {formatDuration(videoPitch.durationSeconds)} · {formatFileSize(videoPitch.sizeBytes)} · {videoPitch.format}
      </StyledMutedNote>
    </StyledPlayer>
  );
}
