import { videoPitchFixture } from '@pear/shared/testing';
import { within } from '@testing-library/react';

import { renderFounderCard } from './founder-card-fixtures';

describe("The video pitch on an investor's founder card", () => {
  it('plays the founder’s video pitch once the intro is accepted, with its duration and size', () => {
    const card = renderFounderCard({ email: 'ada@engines.example', videoPitch: videoPitchFixture() });
    const block = within(card).getByRole('region', { name: 'Video pitch' });
    const player = within(block).getByLabelText('Video pitch of Ada Lovelace');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('src', videoPitchFixture().playbackUrl);
    expect(block).toHaveTextContent('3:02 · 2.4 MB · WebM');
  });

  it('shows no video pitch when the API sends none (no accepted intro, or no video)', () => {
    const card = renderFounderCard({ videoPitch: null });
    expect(within(card).queryByRole('region', { name: 'Video pitch' })).not.toBeInTheDocument();
    expect(card.querySelector('video')).toBeNull();
  });
});
