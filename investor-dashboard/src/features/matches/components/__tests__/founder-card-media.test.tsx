import { mediaItemFixture } from '@pear/shared/testing';
import { within } from '@testing-library/react';

import { renderFounderCard } from './founder-card-fixtures';

describe("Media & Content on an investor's founder card", () => {
  it("lists the founder's items in their order, each a link that opens in a new tab, with its type and platform", () => {
    const card = renderFounderCard({
      media: [
        mediaItemFixture({
          id: '8c3a9e5f-5555-4000-8000-000000000002',
          type: 'Article',
          title: 'Analytical Engines raises its seed',
          url: 'https://techcrunch.com/analytical-engines',
          platform: 'TechCrunch',
          thumbnailUrl: 'https://images.example.com/ae.jpg',
        }),
        mediaItemFixture(),
      ],
    });
    const media = within(card).getByRole('region', { name: 'Media & Content' });
    const links = within(media).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Analytical Engines raises its seed',
      'Building payments for freelancers',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links[0]).toHaveAttribute('href', 'https://techcrunch.com/analytical-engines');
    const items = within(media).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ArticleTechCrunch');
    expect(items[1]).toHaveTextContent('PodcastApple Podcasts');
    expect(media.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows no Media & Content section when the founder lists none', () => {
    const card = renderFounderCard({ media: [] });
    expect(within(card).queryByRole('region', { name: 'Media & Content' })).not.toBeInTheDocument();
  });

  it('never makes a link of an address that is not http(s)', () => {
    const card = renderFounderCard({ media: [mediaItemFixture({ title: 'Odd entry', url: 'javascript:alert(1)' })] });
    const media = within(card).getByRole('region', { name: 'Media & Content' });
    expect(within(media).queryByRole('link')).not.toBeInTheDocument();
    expect(media).toHaveTextContent('Odd entry');
  });
});
