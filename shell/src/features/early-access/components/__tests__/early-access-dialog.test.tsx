import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { insertEarlyAccessSignup, type InsertResult } from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';

import { renderWithShell } from '../../../../test-utils/render';
import { EarlyAccessDialog } from '../early-access-dialog';

// The network boundary: the BaaS insert is the only call the dialog makes.
jest.mock('@pear/shared/api', () => ({ insertEarlyAccessSignup: jest.fn() }));
const insertSignup = jest.mocked(insertEarlyAccessSignup);

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

const renderDialog = (prefillEmail?: string) => {
  const user = userEvent.setup();
  const view = renderWithShell(<EarlyAccessDialog />, { withToaster: true });
  act(() => getAppState().openEarlyAccess(prefillEmail));
  return { user, ...view };
};

const dialog = () => screen.getByRole('dialog', { name: 'Get Early Access' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const roleChoice = (name: 'Founder' | 'Investor') =>
  within(within(dialog()).getByRole('group', { name: 'I am a *' })).getByRole('radio', { name });
const submitButton = () => within(dialog()).getByRole('button', { name: /get early access|signing up/i });

const fillForm = async (
  user: UserEvent,
  values: { role?: 'Founder' | 'Investor'; first?: string; last?: string; email?: string; linkedin?: string } = {},
) => {
  const { role = 'Founder', first = 'Ada', last = 'Lovelace', email = 'ada@example.com', linkedin } = values;
  await user.click(roleChoice(role));
  await user.type(field('First name *'), first);
  await user.type(field('Last name *'), last);
  await user.type(field('Email address *'), email);
  if (linkedin !== undefined) await user.type(field('LinkedIn profile (optional)'), linkedin);
};

const toast = () => within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');

describe('EarlyAccessDialog', () => {
  it('is closed until the store opens it', () => {
    renderWithShell(<EarlyAccessDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => getAppState().openEarlyAccess());
    expect(dialog()).toBeInTheDocument();
  });

  it('shows the form of spec §2: role, names, e-mail, optional profile URL and the submit button', () => {
    renderDialog();
    expect(within(dialog()).getByRole('group', { name: 'I am a *' })).toBeInTheDocument();
    expect(roleChoice('Founder')).not.toBeChecked();
    expect(roleChoice('Investor')).not.toBeChecked();
    expect(field('First name *')).toBeRequired();
    expect(field('Last name *')).toBeRequired();
    expect(field('Email address *')).toHaveAttribute('type', 'email');
    expect(field('Email address *')).toBeRequired();
    expect(field('LinkedIn profile (optional)')).toHaveAttribute('type', 'url');
    expect(field('LinkedIn profile (optional)')).not.toBeRequired();
    expect(field('LinkedIn profile (optional)')).toHaveAttribute(
      'placeholder',
      'https://www.linkedin.com/in/your-name',
    );
    expect(submitButton()).toHaveTextContent('Get Early Access');
  });

  it('keeps submit disabled until role, first name, last name and e-mail are all filled', async () => {
    const { user } = renderDialog();
    expect(submitButton()).toBeDisabled();

    await user.click(roleChoice('Investor'));
    expect(submitButton()).toBeDisabled();
    await user.type(field('First name *'), 'Grace');
    expect(submitButton()).toBeDisabled();
    await user.type(field('Last name *'), 'Hopper');
    expect(submitButton()).toBeDisabled();
    await user.type(field('Email address *'), '   ');
    expect(submitButton()).toBeDisabled(); // blank is not filled
    await user.type(field('Email address *'), 'grace@example.com');
    expect(submitButton()).toBeEnabled(); // the profile URL is optional
  });

  it('fills in the e-mail it was opened with', () => {
    renderDialog('a@b.co');
    expect(field('Email address *')).toHaveValue('a@b.co');
  });

  it('shows "Signing up..." with everything disabled while saving, then reports success, closes and clears', async () => {
    const pending = deferred<InsertResult>();
    insertSignup.mockReturnValueOnce(pending.promise);
    const { user } = renderDialog();
    await fillForm(user);

    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Signing up...');
    expect(submitButton()).toBeDisabled();
    expect(field('First name *')).toBeDisabled();
    expect(field('Email address *')).toBeDisabled();
    expect(roleChoice('Founder')).toBeDisabled();

    await act(async () => pending.resolve({ error: null, status: 201 }));

    expect(toast()).toHaveTextContent('Success!');
    expect(toast()).toHaveTextContent("You've been added to our early access list.");
    expect(toast()).toHaveAttribute('data-variant', 'default');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getAppState().earlyAccessDialog.open).toBe(false);

    act(() => getAppState().openEarlyAccess());
    expect(roleChoice('Founder')).not.toBeChecked();
    expect(field('First name *')).toHaveValue('');
    expect(field('Last name *')).toHaveValue('');
    expect(field('Email address *')).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });

  it('sends trimmed values and linkedin: null when no profile URL is given', async () => {
    insertSignup.mockResolvedValueOnce({ error: null, status: 201 });
    const { user } = renderDialog();
    await fillForm(user, { role: 'Investor', first: '  Grace ', last: ' Hopper  ', email: ' grace@example.com ' });

    await user.click(submitButton());

    expect(insertSignup).toHaveBeenCalledTimes(1);
    expect(insertSignup).toHaveBeenCalledWith({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      linkedin: null,
      role: 'investor',
    });
  });

  it('sends the trimmed profile URL when one is given', async () => {
    insertSignup.mockResolvedValueOnce({ error: null, status: 201 });
    const { user } = renderDialog();
    await fillForm(user, { linkedin: ' https://www.linkedin.com/in/ada ' });

    await user.click(submitButton());

    expect(insertSignup).toHaveBeenCalledWith(
      expect.objectContaining({ linkedin: 'https://www.linkedin.com/in/ada', role: 'founder' }),
    );
  });

  const expectFormKept = () => {
    expect(dialog()).toBeInTheDocument();
    expect(roleChoice('Founder')).toBeChecked();
    expect(field('First name *')).toHaveValue('Ada');
    expect(field('Last name *')).toHaveValue('Lovelace');
    expect(field('Email address *')).toHaveValue('ada@example.com');
    // The saving flag always resets.
    expect(submitButton()).toHaveTextContent('Get Early Access');
    expect(submitButton()).toBeEnabled();
  };

  it('reports a duplicate e-mail (23505) in the default style and keeps the form', async () => {
    insertSignup.mockResolvedValueOnce({
      error: { code: '23505', message: 'duplicate key value violates unique constraint', details: null, hint: null },
      status: 409,
    });
    const { user } = renderDialog();
    await fillForm(user);

    await user.click(submitButton());

    expect(await screen.findByText('Already signed up!')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('This email is already registered for early access.');
    expect(toast()).toHaveAttribute('data-variant', 'default');
    expectFormKept();
  });

  it('reports any other database error as a destructive "Failed to save" toast and keeps the form', async () => {
    insertSignup.mockResolvedValueOnce({
      error: { code: '42501', message: 'permission denied', details: null, hint: null },
      status: 401,
    });
    const { user } = renderDialog();
    await fillForm(user);

    await user.click(submitButton());

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Failed to save: permission denied');
    expect(toast()).toHaveAttribute('data-variant', 'destructive');
    expectFormKept();
  });

  it('reports an unexpected exception as "Something went wrong" and keeps the form', async () => {
    insertSignup.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderDialog();
    await fillForm(user);

    await user.click(submitButton());

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Something went wrong. Please try again.');
    expect(toast()).toHaveAttribute('data-variant', 'destructive');
    expectFormKept();
  });

  it('closes with its Close button and with Escape', async () => {
    const { user } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getAppState().earlyAccessDialog.open).toBe(false);

    act(() => getAppState().openEarlyAccess());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(insertSignup).not.toHaveBeenCalled();
  });
});
