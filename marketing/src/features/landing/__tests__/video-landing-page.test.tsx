import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAppState } from '@pear/shared/store';
import { renderWithUi } from '../../../test-utils/render';
import { AUDIENCE_COPY } from '../data/video-landing';
import { VideoLandingPage } from '../pages/video-landing-page';

const investorToggle = () => screen.getByRole('button', { name: 'Investor view' });

describe('VideoLandingPage (/landing)', () => {
  it('shows the headline, Get Early Access, Book a Demo in a new tab and the social links', async () => {
    renderWithUi(<VideoLandingPage />, { route: '/landing' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Connect. Match. Fund.' })).toBeInTheDocument();
    const demo = screen.getByRole('link', { name: 'Book a Demo' });
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const demoSection = screen.getByRole('region', { name: 'See Pear in action' });
    // The demo plays in place: the only way out to a booking is the Book a Demo link.
    expect(within(demoSection).getByLabelText('Pear product demo').tagName).toBe('VIDEO');
    expect(within(demoSection).getByText(AUDIENCE_COPY.founder.demoCaption)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /demo/i }).map((link) => link.textContent)).toEqual([
      'Book a Demo',
      expect.stringMatching(/^Download the demo video/),
    ]);
    expect(screen.getByRole('navigation', { name: 'Social links' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Early Access' }));
    expect(getAppState().earlyAccessDialog).toEqual({ open: true, email: '' });
    expect(document.title).toBe('Connect. Match. Fund. — Pear');
  });

  it('Ctrl+E toggles the investor view of the copy, and back', () => {
    renderWithUi(<VideoLandingPage />, { route: '/landing' });
    expect(screen.getByText(AUDIENCE_COPY.founder.lead)).toBeInTheDocument();
    expect(investorToggle()).toHaveAttribute('aria-pressed', 'false');

    const event = fireEvent.keyDown(window, { key: 'e', ctrlKey: true });
    expect(event).toBe(false); // default prevented: the browser's own Ctrl+E does not run
    expect(screen.getByText(AUDIENCE_COPY.investor.lead)).toBeInTheDocument();
    expect(screen.queryByText(AUDIENCE_COPY.founder.lead)).not.toBeInTheDocument();
    expect(investorToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing the investor view.');
    // The headline never changes.
    expect(screen.getByRole('heading', { level: 1, name: 'Connect. Match. Fund.' })).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'E', ctrlKey: true });
    expect(screen.getByText(AUDIENCE_COPY.founder.lead)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing the founder view.');
  });

  it('Cmd+E (macOS) toggles too', () => {
    renderWithUi(<VideoLandingPage />, { route: '/landing' });
    fireEvent.keyDown(window, { key: 'e', metaKey: true });
    expect(investorToggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores plain E, Ctrl+Shift+E and Ctrl+E typed inside a form field', () => {
    renderWithUi(
      <>
        <input aria-label="Search" />
        <VideoLandingPage />
      </>,
      { route: '/landing' },
    );
    fireEvent.keyDown(window, { key: 'e' });
    fireEvent.keyDown(window, { key: 'e', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'e', ctrlKey: true });
    expect(investorToggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('the Investor view button does the same for pointer and keyboard users', async () => {
    renderWithUi(<VideoLandingPage />, { route: '/landing' });
    await userEvent.click(investorToggle());
    expect(screen.getByText(AUDIENCE_COPY.investor.points[0] ?? '')).toBeInTheDocument();
  });

  it('stops listening when the page unmounts', () => {
    const { unmount } = renderWithUi(<VideoLandingPage />, { route: '/landing' });
    unmount();
    const event = fireEvent.keyDown(window, { key: 'e', ctrlKey: true });
    expect(event).toBe(true);
  });
});
