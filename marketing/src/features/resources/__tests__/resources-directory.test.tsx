import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ApiModule from '@pear/shared/api';
import type { GetInfoResponse } from '@pear/contract';
import { ApiError, getInfo } from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import { ResourcesDirectory } from '../components/resources-directory';
import { RESOURCE_CATEGORIES } from '../data/resources';
import { getInfoFixture, renderWithUi } from '@pear/shared/testing';

jest.mock('@pear/shared/api', () => ({
  ...jest.requireActual<typeof ApiModule>('@pear/shared/api'),
  getInfo: jest.fn(),
}));

const mockedGetInfo = jest.mocked(getInfo);

// Typing into a 28-card list re-renders it per keystroke; leave room when the whole suite runs in parallel.
jest.setTimeout(20_000);

const categoryButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

const signIn = () => getAppState().setAuthToken('test-token');

describe('ResourcesDirectory categories', () => {
  it('shows the seven categories, each with "4 resources available", the first open', () => {
    renderWithUi(<ResourcesDirectory />);
    for (const category of RESOURCE_CATEGORIES) {
      const button = screen.getByRole('button', { name: `${category} 4 resources available` });
      expect(button.closest('h3')).not.toBeNull();
    }
    expect(categoryButton('Company Formation')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Stripe Atlas/ })).toBeInTheDocument();
  });

  it('keeps only one category open at a time', async () => {
    const user = userEvent.setup();
    renderWithUi(<ResourcesDirectory />);
    await user.click(categoryButton('Legal Resources'));
    expect(categoryButton('Legal Resources')).toHaveAttribute('aria-expanded', 'true');
    expect(categoryButton('Company Formation')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Stripe Atlas/ })).not.toBeInTheDocument();
    const legal = screen.getByRole('list', { name: 'Legal Resources resources' });
    expect(within(legal).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('button', { expanded: true, name: /resources available/ })).toHaveLength(1);

    await user.click(categoryButton('Legal Resources'));
    expect(screen.queryAllByRole('button', { expanded: true, name: /resources available/ })).toHaveLength(0);
  });

  it('works by keyboard', async () => {
    const user = userEvent.setup();
    renderWithUi(<ResourcesDirectory />);
    categoryButton('Events').focus();
    await user.keyboard('{Enter}');
    expect(categoryButton('Events')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /TechCrunch Disrupt/ })).toBeInTheDocument();
  });

  it('opens links in a new tab safely, says so, and announces ratings', () => {
    renderWithUi(<ResourcesDirectory />);
    const link = screen.getByRole('link', { name: 'Stripe Atlas (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://stripe.com/atlas');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
  });

  it('View All shows that category in the searchable list and focuses it', async () => {
    const user = userEvent.setup();
    renderWithUi(<ResourcesDirectory />);
    await user.click(categoryButton('Mentors Pairing'));
    await user.click(screen.getByRole('button', { name: 'View All Mentors Pairing resources in the searchable list' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'All resources' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Mentors Pairing');
    expect(screen.getByRole('status')).toHaveTextContent('4 of 28 resources');
    expect(screen.getByRole('button', { name: 'Browse All Categories' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Browse All Categories', () => {
  it('lists all 28 resources, filters by text and category, and counts live', async () => {
    const user = userEvent.setup();
    renderWithUi(<ResourcesDirectory />);
    const browse = screen.getByRole('button', { name: 'Browse All Categories' });
    expect(browse).toHaveAttribute('aria-expanded', 'false');
    await user.click(browse);
    expect(browse).toHaveAttribute('aria-expanded', 'true');

    const list = () => screen.getByRole('list', { name: 'Matching resources' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(28);
    expect(screen.getByRole('status')).toHaveTextContent('28 of 28 resources');

    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'safe');
    const names = within(list())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^Clerky/)]));
    expect(screen.getByRole('status')).toHaveTextContent(`${names.length} of 28 resources`);

    await user.clear(screen.getByRole('searchbox', { name: 'Search resources' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Events');
    expect(screen.getByRole('status')).toHaveTextContent('4 of 28 resources');
    expect(within(list()).getByRole('link', { name: /Money20\/20/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 28 resources');
    expect(screen.getByText('No resources match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('status')).toHaveTextContent('28 of 28 resources');

    await user.click(browse);
    expect(browse).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'All resources' })).not.toBeInTheDocument();
  });
});

describe('Get Personalized Resources', () => {
  it('signed out: opens the sign-up role dialog and fetches nothing', async () => {
    const user = userEvent.setup();
    renderWithUi(<ResourcesDirectory />);
    expect(getAppState().roleDialogOpen).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Get Personalized Resources' }));
    expect(getAppState().roleDialogOpen).toBe(true);
    expect(mockedGetInfo).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Personalized resources' })).not.toBeInTheDocument();
  });

  it('signed in: loads the profile and shows resources ranked for its industry and stage', async () => {
    signIn();
    let resolve: (value: GetInfoResponse) => void = () => undefined;
    mockedGetInfo.mockReturnValue(new Promise((done) => (resolve = done)));
    const user = userEvent.setup();
    renderWithUi(<ResourcesDirectory />);
    const button = screen.getByRole('button', { name: 'Get Personalized Resources' });
    await user.click(button);
    expect(getAppState().roleDialogOpen).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your personalized resources');
    expect(screen.getByRole('heading', { level: 2, name: 'Personalized resources' })).toHaveFocus();

    resolve(getInfoFixture({ founder: { Industry: 'Fintech', Stage: 'Seed' } }));
    const list = await screen.findByRole('list', { name: 'Recommended resources' });
    expect(screen.getByText('Ranked for your industry (Fintech) and stage (Seed).')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0] as HTMLElement).getByText('Fits your seed stage')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Relevant to fintech')).toBeInTheDocument();
    expect(mockedGetInfo).toHaveBeenCalledTimes(1);
  });

  it('signed in with no industry or stage: says so and shows the generally most useful', async () => {
    signIn();
    mockedGetInfo.mockResolvedValue(getInfoFixture({ founder: { Stage: 'N/A' } }));
    const user = userEvent.setup();
    renderWithUi(<ResourcesDirectory />);
    await user.click(screen.getByRole('button', { name: 'Get Personalized Resources' }));
    expect(await screen.findByText(/Your profile has no industry or stage yet/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recommended resources' });
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName('Y Combinator (opens in a new tab)');
  });

  it('signed in: shows the error and retries', async () => {
    signIn();
    mockedGetInfo.mockRejectedValueOnce(new TypeError('network down'));
    mockedGetInfo.mockResolvedValueOnce(getInfoFixture({ company: { summary: { industry: 'Healthcare' } } }));
    const user = userEvent.setup();
    renderWithUi(<ResourcesDirectory />);
    await user.click(screen.getByRole('button', { name: 'Get Personalized Resources' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your profile: Failed to fetch user data',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ranked for your industry (Healthcare).')).toBeInTheDocument();
    expect(mockedGetInfo).toHaveBeenCalledTimes(2);
  });

  it('keeps ApiError messages from the server', async () => {
    signIn();
    mockedGetInfo.mockRejectedValue(
      Object.assign(Object.create(ApiError.prototype) as ApiError, { message: 'Token revoked' }),
    );
    const user = userEvent.setup();
    renderWithUi(<ResourcesDirectory />);
    await user.click(screen.getByRole('button', { name: 'Get Personalized Resources' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Token revoked');
  });
});
