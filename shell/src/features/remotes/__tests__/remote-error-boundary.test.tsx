import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithShell } from '../../../test-utils/render';
import { RemoteErrorBoundary } from '../remote-error-boundary';
import { RemoteUnavailablePage } from '../remote-unavailable-page';

/** A remote's page that fails while `state.broken` is true. */
const makeRemotePage = () => {
  const state = { broken: true };
  const RemotePage = () => {
    if (state.broken) throw new Error('remote render failed');
    return <h1>Remote page</h1>;
  };
  return { state, RemotePage };
};

const renderBoundary = (resetKey = '/founders#0') => {
  const user = userEvent.setup();
  const onRetry = jest.fn();
  const { state, RemotePage } = makeRemotePage();
  const boundary = (key: string) => (
    <RemoteErrorBoundary
      remote="founder_dashboard"
      resetKey={key}
      onRetry={onRetry}
      fallback={(retry) => <RemoteUnavailablePage onRetry={retry} />}
    >
      <RemotePage />
    </RemoteErrorBoundary>
  );
  const view = renderWithShell(boundary(resetKey));
  return { user, onRetry, state, rerenderWithKey: (key: string) => view.rerender(boundary(key)) };
};

const unavailable = () => screen.queryByRole('heading', { name: 'This part of Pear is temporarily unavailable' });

describe('RemoteErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary both report the caught error; keep the test output quiet.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders its children while they work', () => {
    const { RemotePage, state } = makeRemotePage();
    state.broken = false;
    renderWithShell(
      <RemoteErrorBoundary remote="marketing" resetKey="/" onRetry={jest.fn()} fallback={() => <p>fallback</p>}>
        <RemotePage />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('contains a failing child behind "temporarily unavailable" with a Retry button, and logs which remote failed', () => {
    renderBoundary();
    expect(screen.getByRole('alert')).toContainElement(unavailable());
    expect(screen.getByText('The rest of Pear still works. Try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[pear] remote "founder_dashboard" failed',
      expect.objectContaining({ message: 'remote render failed' }),
      expect.any(String),
    );
  });

  it('Retry calls onRetry and renders the children again', async () => {
    const { user, onRetry, state } = renderBoundary();
    state.broken = false;

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(unavailable()).not.toBeInTheDocument();
  });

  it('shows the fallback again when the retried children still fail', async () => {
    const { user, onRetry } = renderBoundary();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(unavailable()).toBeInTheDocument();
  });

  it('keeps the fallback while resetKey is unchanged and resets when it changes', () => {
    const { state, rerenderWithKey } = renderBoundary('/founders#0');
    state.broken = false;

    rerenderWithKey('/founders#0');
    expect(unavailable()).toBeInTheDocument();

    rerenderWithKey('/resources#0');
    expect(unavailable()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
  });
});
