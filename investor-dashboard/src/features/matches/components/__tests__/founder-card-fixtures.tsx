/** One investor's founder card on its own, for the tests of its sections. Tests only. */
import type { FounderMatch } from '@pear/contract';
import { founderMatchFixture, renderWithUi } from '@pear/shared/testing';
import { screen } from '@testing-library/react';

import { FounderCard } from '../founder-card';

/** Renders the card of founderMatchFixture (Ada Lovelace) with `overrides`; returns the card. */
export function renderFounderCard(overrides: Partial<FounderMatch> = {}): HTMLElement {
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
  return screen.getByRole('article', { name: 'Ada Lovelace' });
}
