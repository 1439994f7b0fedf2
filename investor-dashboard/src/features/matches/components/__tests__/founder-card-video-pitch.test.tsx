import type { FounderMatch } from '@pear/contract';
import { founderMatchFixture, renderWithUi, videoPitchFixture } from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';

import { FounderCard } from '../founder-card';

const renderCard = (overrides: Partial<FounderMatch>) =>
  renderWithUi(
    <ul>
      <FounderCard
        founder={founderMatchFixture(overrides)}
        investorName="Grace Hopper"
        meetingLink={null}
        onChange={() => undefined}
        onRequestIntro={async () => null}
      />
    </ul>,
  );

describe("The video pitch on an investor's founder card", () => {
  it('plays the founder’s video pitch once the intro is accepted, with its duration and size', () => {
    renderCard({ email: 'ada@engines.example', videoPitch: videoPitchFixture() });
    const card = screen.getByRole('article', { name: 'Ada Lovelace' });
    const block = within(card).getByRole('region', { name: 'Video pitch' });
    const player = within(block).getByLabelText('Video pitch of Ada Lovelace');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('src', videoPitchFixture().playbackUrl);
    expect(block).toHaveTextContent('3:02 · 2.4 MB · WebM');
  });

  it('shows no video pitch when the API sends none (no accepted intro, or no video)', () => {
    renderCard({ videoPitch: null });
    const card = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(within(card).queryByRole('region', { name: 'Video pitch' })).not.toBeInTheDocument();
    expect(card.querySelector('video')).toBeNull();
  });
});
