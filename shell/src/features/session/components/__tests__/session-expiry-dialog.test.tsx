import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@pear/shared/router';
import { getAppState } from '@pear/shared/store';

import { renderWithShell, storeAuthToken, tokenExpiringIn } from '../../../../test-utils/render';
import { SessionExpiryDialog } from '../session-expiry-dialog';

const renderAt = (route: string) => renderWithShell(<SessionExpiryDialog />, { route });

const expiredDialog = () => screen.queryByRole('dialog', { name: 'Session expired' });
// The dialog's chunk loads on its first opening (lazy), so an opening shows up asynchronously.
const findExpiredDialog = () => screen.findByRole('dialog', { name: 'Session expired' });

describe('SessionExpiryDialog', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('opens on /founders when the stored token has expired', async () => {
    storeAuthToken(tokenExpiringIn(-1));
    renderAt('/founders');

    const dialog = await findExpiredDialog();
    expect(dialog).toHaveAccessibleDescription('Your session has expired. Please sign in again to continue.');
    expect(within(dialog).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('cannot be dismissed: no close button, Escape and clicks outside leave it open', async () => {
    const user = userEvent.setup();
    storeAuthToken(tokenExpiringIn(-1));
    renderAt('/founders');
    const dialog = await findExpiredDialog();

    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(expiredDialog()).toBeInTheDocument();
    // The overlay around the dialog: a click there closes dismissible dialogs only.
    await user.click(dialog.parentElement as HTMLElement);
    expect(expiredDialog()).toBeInTheDocument();
  });

  it.each(['/', '/landing', '/landing-1', '/landing-2'])('never opens on the landing route %s', (route) => {
    storeAuthToken(tokenExpiringIn(-1));
    renderAt(route);
    expect(expiredDialog()).not.toBeInTheDocument();
  });

  it('opens when the visitor leaves a landing route for a checked one', async () => {
    const user = userEvent.setup();
    storeAuthToken(tokenExpiringIn(-1));
    renderWithShell(
      <>
        <Link to="/founders">Founders</Link>
        <SessionExpiryDialog />
      </>,
      { route: '/landing' },
    );
    expect(expiredDialog()).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Founders' }));

    expect(await findExpiredDialog()).toBeInTheDocument();
  });

  it('does not open for a visitor who never signed in', () => {
    renderAt('/founders');
    expect(expiredDialog()).not.toBeInTheDocument();
  });

  it('does not open while the token is still valid', () => {
    storeAuthToken(tokenExpiringIn(3600));
    renderAt('/founders');
    expect(expiredDialog()).not.toBeInTheDocument();
  });

  it('opens when the 60 s check runs after the token has expired', async () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
    storeAuthToken(tokenExpiringIn(30));
    renderAt('/founders');
    expect(expiredDialog()).not.toBeInTheDocument();

    // Expired after 30 s, but nothing checks until the interval fires at 60 s.
    act(() => jest.advanceTimersByTime(30_000));
    expect(expiredDialog()).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(30_000));
    expect(await findExpiredDialog()).toBeInTheDocument();
  });

  it('opens when the window regains focus after the token has expired', async () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
    storeAuthToken(tokenExpiringIn(30));
    renderAt('/founders');

    jest.setSystemTime(new Date('2030-01-01T12:00:45Z')); // the clock moves on, no timer fires
    expect(expiredDialog()).not.toBeInTheDocument();

    act(() => {
      fireEvent.focus(window);
    });
    expect(await findExpiredDialog()).toBeInTheDocument();
  });

  it('closes when a fresh token is stored (e.g. signed in again in another tab)', async () => {
    storeAuthToken(tokenExpiringIn(-1));
    renderAt('/founders');
    expect(await findExpiredDialog()).toBeInTheDocument();

    act(() => storeAuthToken(tokenExpiringIn(3600)));

    expect(expiredDialog()).not.toBeInTheDocument();
  });

  it('"Sign in again" removes the stored token and goes to /', async () => {
    const user = userEvent.setup();
    storeAuthToken(tokenExpiringIn(-1));
    const { location } = renderAt('/investors');
    await findExpiredDialog();

    await user.click(screen.getByRole('button', { name: 'Sign in again' }));

    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(getAppState().authToken).toBeNull();
    expect(location()).toBe('/');
    expect(expiredDialog()).not.toBeInTheDocument();
  });
});
