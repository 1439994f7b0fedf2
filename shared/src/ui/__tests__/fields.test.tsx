import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '@pear/shared/ui';
import { renderWithUi } from '@pear/shared/testing';

describe('TextField', () => {
  it('labels its input', async () => {
    const user = userEvent.setup();
    renderWithUi(<TextField label="Email address" type="email" required />);
    const input = screen.getByRole('textbox', { name: /email address/i });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    await user.type(input, 'ada@x.io');
    expect(input).toHaveValue('ada@x.io');
  });

  it('describes the input with hint and error', () => {
    renderWithUi(<TextField label="Profile URL" hint="Optional" error="Invalid URL" />);
    const input = screen.getByRole('textbox', { name: 'Profile URL' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Optional Invalid URL');
  });

  it('keeps a given id', () => {
    renderWithUi(<TextField label="First name" id="first-name" />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('id', 'first-name');
  });
});
