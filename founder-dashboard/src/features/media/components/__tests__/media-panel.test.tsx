import { detectPlatform, endpoints, type MediaItem } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  type FetchRoute,
  jsonResponse,
  mediaItemFixture,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MediaPanel } from '../media-panel';

const PODCAST = mediaItemFixture();
const ARTICLE = mediaItemFixture({
  id: '8c3a9e5f-5555-4000-8000-000000000002',
  type: 'Article',
  title: 'Ledgerly raises its seed',
  url: 'https://techcrunch.com/ledgerly-seed',
  platform: 'TechCrunch',
  thumbnailUrl: 'https://images.example.com/ledgerly.jpg',
});

/**
 * The media API over a mutable list, as the server keeps it: GET answers what the writes left, a link already listed
 * is refused with the server's 409. `routes` adds or replaces routes.
 */
const mockMediaApi = (items: MediaItem[] = [], routes: Record<string, FetchRoute> = {}) => {
  const state = { items };
  const itemPath = (item: MediaItem) => `/dev/me/media/${item.id}`;
  const byId = Object.fromEntries(items.map((item) => [item.id, item]));
  const api = mockApiRoutes({
    'GET /dev/me/media': () => contractResponse(endpoints.getMedia, 200, { items: state.items }),
    'POST /dev/me/media': async (request) => {
      const body = (await request.json()) as Omit<MediaItem, 'id' | 'platform' | 'createdAt'>;
      if (state.items.some((item) => item.url === body.url)) {
        return jsonResponse({ message: 'This link is already in your Media & Content list.' }, 409);
      }
      const created = mediaItemFixture({
        ...body,
        id: '8c3a9e5f-5555-4000-8000-0000000000ff',
        platform: detectPlatform(body.url) ?? '',
      });
      state.items = [...state.items, created];
      return contractResponse(endpoints.createMediaItem, 201, created);
    },
    'PUT /dev/me/media/order': async (request) => {
      const { ids } = (await request.json()) as { ids: string[] };
      state.items = ids.map((id) => state.items.find((item) => item.id === id)!);
      return contractResponse(endpoints.reorderMedia, 200, { items: state.items });
    },
    ...Object.fromEntries(
      Object.values(byId).flatMap((item) => [
        [
          `PATCH ${itemPath(item)}`,
          async (request: Request) => {
            const changes = (await request.json()) as Partial<MediaItem>;
            const saved = { ...item, ...changes, platform: detectPlatform(changes.url ?? item.url) ?? '' };
            state.items = state.items.map((entry) => (entry.id === item.id ? saved : entry));
            return contractResponse(endpoints.updateMediaItem, 200, saved);
          },
        ],
        [
          `DELETE ${itemPath(item)}`,
          () => {
            state.items = state.items.filter((entry) => entry.id !== item.id);
            return contractResponse(endpoints.deleteMediaItem, 200, { success: true });
          },
        ],
      ]),
    ),
    ...routes,
  });
  return { ...api, state };
};

const renderPanel = () => {
  getAppState().setAuthToken('token-1');
  return renderWithUi(<MediaPanel />);
};
const panel = () => screen.getByRole('complementary', { name: 'Media & Content' });
const list = () => screen.getByRole('list', { name: 'Your media' });
const titles = () =>
  within(list())
    .getAllByRole('link')
    .map((link) => link.textContent);
const jsonOf = async (request: Request | undefined) => (request ? request.json() : undefined);

describe('Media & Content panel', () => {
  beforeEach(useTestConfig);

  it('says there is no media yet, and offers Add media', async () => {
    mockMediaApi();
    renderPanel();
    expect(await within(panel()).findByText('No media yet')).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Media & Content' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Add media' })).toBeEnabled();
  });

  it('lists each item with its thumbnail, a link that opens in a new tab, its type and platform', async () => {
    mockMediaApi([PODCAST, ARTICLE]);
    const { container } = renderPanel();
    await screen.findByRole('list', { name: 'Your media' });
    expect(titles()).toEqual(['Building payments for freelancers', 'Ledgerly raises its seed']);

    const link = screen.getByRole('link', { name: 'Ledgerly raises its seed' });
    expect(link).toHaveAttribute('href', 'https://techcrunch.com/ledgerly-seed');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const rows = within(list()).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('PodcastApple Podcasts');
    expect(rows[1]).toHaveTextContent('ArticleTechCrunch');
    // The thumbnail is decorative (the title says what it is), loaded only when scrolled to.
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://images.example.com/ledgerly.jpg');
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it('adds an item: the platform shows as the link is typed, field errors before sending, then the new item', async () => {
    const user = userEvent.setup();
    const { requests } = mockMediaApi([PODCAST]);
    renderPanel();
    await screen.findByRole('list', { name: 'Your media' });
    await user.click(screen.getByRole('button', { name: 'Add media' }));
    const dialog = screen.getByRole('dialog', { name: 'Add media' });
    const scope = within(dialog);

    await user.selectOptions(scope.getByRole('combobox', { name: 'Type' }), 'Video');
    await user.type(scope.getByRole('textbox', { name: 'Title' }), 'Demo day pitch');
    const link = scope.getByRole('textbox', { name: 'Link' });
    expect(link).toHaveAccessibleDescription('The address of the podcast, article, video or tweet.');
    await user.type(link, 'https://www.youtube.com/watch?v=abc');
    expect(link).toHaveAccessibleDescription('Platform: YouTube');

    await user.type(scope.getByRole('textbox', { name: 'Thumbnail URL (optional)' }), 'http://img.example.com/a.jpg');
    await user.click(scope.getByRole('button', { name: 'Add' }));
    expect(scope.getByRole('textbox', { name: 'Thumbnail URL (optional)' })).toHaveAccessibleDescription(
      /Must be an https:\/\/ image address/,
    );
    expect(requestsTo(requests(), 'POST', '/dev/me/media')).toHaveLength(0);

    await user.clear(scope.getByRole('textbox', { name: 'Thumbnail URL (optional)' }));
    await user.click(scope.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await jsonOf(requestsTo(requests(), 'POST', '/dev/me/media')[0])).toEqual({
      type: 'Video',
      title: 'Demo day pitch',
      url: 'https://www.youtube.com/watch?v=abc',
      thumbnailUrl: null,
    });
    await waitFor(() => expect(titles()).toEqual(['Building payments for freelancers', 'Demo day pitch']));
    expect(within(list()).getAllByRole('listitem')[1]).toHaveTextContent('VideoYouTube');
  });

  it("refuses a link that is not a web address, and shows the server's refusal of a link already listed", async () => {
    const user = userEvent.setup();
    const { requests } = mockMediaApi([PODCAST]);
    renderPanel();
    await screen.findByRole('list', { name: 'Your media' });
    await user.click(screen.getByRole('button', { name: 'Add media' }));
    const scope = within(screen.getByRole('dialog', { name: 'Add media' }));
    await user.type(scope.getByRole('textbox', { name: 'Title' }), 'Same episode');
    await user.type(scope.getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)');
    await user.click(scope.getByRole('button', { name: 'Add' }));
    expect(scope.getByRole('textbox', { name: 'Link' })).toHaveAccessibleDescription(
      /Must be an http:\/\/ or https:\/\/ web address/,
    );
    expect(requestsTo(requests(), 'POST', '/dev/me/media')).toHaveLength(0);

    await user.clear(scope.getByRole('textbox', { name: 'Link' }));
    await user.type(scope.getByRole('textbox', { name: 'Link' }), PODCAST.url);
    await user.click(scope.getByRole('button', { name: 'Add' }));
    expect(await scope.findByRole('alert')).toHaveTextContent('This link is already in your Media & Content list.');
    expect(screen.getByRole('dialog', { name: 'Add media' })).toBeInTheDocument();
    expect(titles()).toEqual(['Building payments for freelancers']);
  });

  it('edits an item in a dialog that starts from its values, and sends them with the change', async () => {
    const user = userEvent.setup();
    const { requests } = mockMediaApi([PODCAST, ARTICLE]);
    renderPanel();
    await screen.findByRole('list', { name: 'Your media' });
    await user.click(screen.getByRole('button', { name: 'Edit Ledgerly raises its seed' }));
    const scope = within(screen.getByRole('dialog', { name: 'Edit media' }));
    expect(scope.getByRole('combobox', { name: 'Type' })).toHaveValue('Article');
    expect(scope.getByRole('textbox', { name: 'Thumbnail URL (optional)' })).toHaveValue(ARTICLE.thumbnailUrl);
    const title = scope.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Ledgerly raises $1.5M');
    await user.click(scope.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(titles()).toEqual(['Building payments for freelancers', 'Ledgerly raises $1.5M']));
    expect(await jsonOf(requestsTo(requests(), 'PATCH', `/dev/me/media/${ARTICLE.id}`)[0])).toEqual({
      type: 'Article',
      title: 'Ledgerly raises $1.5M',
      url: ARTICLE.url,
      thumbnailUrl: ARTICLE.thumbnailUrl,
    });
  });

  it('deletes an item only once confirmed', async () => {
    const user = userEvent.setup();
    const { requests } = mockMediaApi([PODCAST, ARTICLE]);
    renderPanel();
    await screen.findByRole('list', { name: 'Your media' });

    await user.click(screen.getByRole('button', { name: 'Delete Building payments for freelancers' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “Building payments for freelancers”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(requests(), 'DELETE', `/dev/me/media/${PODCAST.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Building payments for freelancers' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete “Building payments for freelancers”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(titles()).toEqual(['Ledgerly raises its seed']));
    expect(requestsTo(requests(), 'DELETE', `/dev/me/media/${PODCAST.id}`)).toHaveLength(1);
  });

  it('moves items up and down with every id in the new order; the ends cannot move further', async () => {
    const user = userEvent.setup();
    const { requests } = mockMediaApi([PODCAST, ARTICLE]);
    renderPanel();
    await screen.findByRole('list', { name: 'Your media' });
    expect(screen.getByRole('button', { name: 'Move Building payments for freelancers up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Ledgerly raises its seed down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Ledgerly raises its seed up' }));
    await waitFor(() => expect(titles()).toEqual(['Ledgerly raises its seed', 'Building payments for freelancers']));
    expect(await jsonOf(requestsTo(requests(), 'PUT', '/dev/me/media/order')[0])).toEqual({
      ids: [ARTICLE.id, PODCAST.id],
    });
    expect(screen.getByRole('button', { name: 'Move Ledgerly raises its seed up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Ledgerly raises its seed down' }));
    await waitFor(() => expect(titles()).toEqual(['Building payments for freelancers', 'Ledgerly raises its seed']));
  });

  it("shows the server's message when a move fails, and keeps the order it has", async () => {
    const user = userEvent.setup();
    mockMediaApi([PODCAST, ARTICLE], {
      'PUT /dev/me/media/order': () => jsonResponse({ message: 'Too many requests: try again in a minute.' }, 429),
    });
    renderPanel();
    await screen.findByRole('list', { name: 'Your media' });
    await user.click(screen.getByRole('button', { name: 'Move Ledgerly raises its seed up' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Too many requests: try again in a minute.');
    expect(titles()).toEqual(['Building payments for freelancers', 'Ledgerly raises its seed']);
  });

  it('says when the list could not be loaded', async () => {
    mockMediaApi([], { 'GET /dev/me/media': () => jsonResponse({ message: 'Database unavailable' }, 503) });
    renderPanel();
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(within(panel()).queryByText('No media yet')).not.toBeInTheDocument();
  });
});
