import { act, screen, waitFor } from '@testing-library/react';
import { getAppState } from '@pear/shared/store';

import { renderWithShell } from '../../../../test-utils/render';
import { DeferredEarlyAccessDialog } from '../deferred-early-access-dialog';

jest.mock('@pear/shared/api', () => ({ insertEarlyAccessSignup: jest.fn() }));

describe('DeferredEarlyAccessDialog', () => {
  it('renders nothing (and loads nothing) until the dialog is first opened, then the dialog', async () => {
    const { container } = renderWithShell(<DeferredEarlyAccessDialog />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => getAppState().openEarlyAccess('ada@example.com'));
    expect(await screen.findByRole('dialog', { name: 'Get Early Access' })).toBeInTheDocument();
    // The address the opener passed (e.g. the landing page's e-mail box) reaches the lazily loaded dialog.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email address *' })).toHaveValue('ada@example.com'),
    );

    act(() => getAppState().closeEarlyAccess());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => getAppState().openEarlyAccess());
    expect(await screen.findByRole('dialog', { name: 'Get Early Access' })).toBeInTheDocument();
  });
});
