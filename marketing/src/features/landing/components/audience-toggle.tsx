import { Button } from '@pear/shared/ui';
import { type Audience, VIDEO_LANDING } from '../data/video-landing';

export type AudienceToggleProps = { audience: Audience; onToggle: () => void };

/** The visible twin of Ctrl/Cmd+E: a toggle button reporting whether the investor view is on. */
export const AudienceToggle = ({ audience, onToggle }: AudienceToggleProps) => (
  <Button
    variant="secondary"
    size="sm"
    aria-pressed={audience === 'investor'}
    aria-keyshortcuts="Control+E Meta+E"
    onClick={onToggle}
  >
    {VIDEO_LANDING.viewToggle}
  </Button>
);
