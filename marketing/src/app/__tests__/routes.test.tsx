import { act, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import userEvent from '@testing-library/user-event';
import { getAppState } from '@pear/shared/store';
import { mockIntersectionObserver, renderWithUi } from '../../test-utils/render';
import MarketingRoutes from '../routes';

// The resources and chat features are built and tested on their own; here only the composition is under test.
// (The factories run lazily, when routes.tsx first renders a stub, so `createElement` is bound by then.)
jest.mock('../../features/resources', () => ({
  ResourcesDirectory: () => createElement('section', { 'aria-label': 'Resources directory stub' }, 'Company Formation'),
  ResourcesPage: () => createElement('h1', null, 'Startup Resources'),
}));
jest.mock('../../features/chat', () => ({
  ChatAssistant: () => createElement('button', { type: 'button' }, 'Chat stub'),
}));

// Each page is a lazy chunk: wait until the page's h1 is there.
const renderRoute = async (route: string) => {
  renderWithUi(<MarketingRoutes />, { route });
  await screen.findByRole('heading', { level: 1 });
};

describe('MarketingRoutes', () => {
  let observer: ReturnType<typeof mockIntersectionObserver>;
  beforeEach(() => {
    observer = mockIntersectionObserver();
  });
  afterEach(() => observer.restore());

  it.each([
    ['/', 'Fundraising, matched'],
    ['/landing', 'Connect. Match. Fund.'],
    ['/landing-1', 'Raise from investors who fit'],
    ['/landing-2', 'Pear: fundraising, matched'],
    ['/resources', 'Startup Resources'],
  ])('%s has exactly one h1 (%s), inside the RemoteFrame with the build id', async (route, title) => {
    await renderRoute(route);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('build-id-marketing')).toHaveTextContent('test-build');
  });

  it.each(['/', '/landing', '/landing-1', '/landing-2'])('%s shows the chat assistant', async (route) => {
    await renderRoute(route);
    expect(screen.getByRole('button', { name: 'Chat stub' })).toBeInTheDocument();
  });

  it('/resources has no chat assistant', async () => {
    await renderRoute('/resources');
    expect(screen.queryByRole('button', { name: 'Chat stub' })).not.toBeInTheDocument();
  });

  it.each(['/', '/landing-1', '/landing-2'])('%s has every Home section', async (route) => {
    await renderRoute(route);
    for (const name of [
      'Broken Fundraising',
      'Fundraising intelligence, not another contact list',
      'Everything a raise needs, in one place',
      'How it works',
      'Founders raise faster with Pear',
      'Simple pricing',
      'Get your first matches this week',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const problems = within(screen.getByRole('region', { name: 'Broken Fundraising' }));
    expect(problems.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const features = within(screen.getByRole('region', { name: 'Everything a raise needs, in one place' }));
    expect(features.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const steps = within(screen.getByRole('region', { name: 'How it works' }));
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Onboarding',
      'Scoring',
      'Matching',
      'Outreach',
    ]);
    expect(screen.getAllByRole('link', { name: 'Book a Demo' })[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('navigation', { name: 'Social links' })).toBeInTheDocument();
  });

  it('"/" follows the store\'s landingTab (the header switch)', async () => {
    await renderRoute('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Fundraising, matched' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resources directory stub' })).not.toBeInTheDocument();

    act(() => getAppState().setLandingTab('resources'));
    expect(await screen.findByRole('region', { name: 'Resources directory stub' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Startup Resources' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Broken Fundraising' })).not.toBeInTheDocument();

    act(() => getAppState().setLandingTab('home'));
    expect(screen.getByRole('region', { name: 'Broken Fundraising' })).toBeInTheDocument();
  });

  it('"/landing-2" switches between its own Home and Resources tabs (and leaves the store alone)', async () => {
    await renderRoute('/landing-2');
    const tabs = screen.getByRole('tablist', { name: 'Landing page section' });
    const home = within(tabs).getByRole('tab', { name: 'Home' });
    const resources = within(tabs).getByRole('tab', { name: 'Resources' });
    expect(home).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Home' })).toContainElement(
      screen.getByRole('region', { name: 'Broken Fundraising' }),
    );

    await userEvent.click(resources);
    expect(resources).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Resources' })).toContainElement(
      await screen.findByRole('region', { name: 'Resources directory stub' }),
    );
    expect(screen.queryByRole('region', { name: 'Broken Fundraising' })).not.toBeInTheDocument();
    expect(getAppState().landingTab).toBe('home');

    // Keyboard: arrow keys move between the tabs.
    resources.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(home).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
