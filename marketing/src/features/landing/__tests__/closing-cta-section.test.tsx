import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAppState } from '@pear/shared/store';
import { renderWithUi } from '../../../test-utils/render';
import { ClosingCtaSection } from '../components/closing-cta-section';

const emailBox = () => screen.getByRole('textbox', { name: 'Work e-mail' });
const submit = () => screen.getByRole('button', { name: 'Get Early Access' });

describe('ClosingCtaSection e-mail box', () => {
  it('opens the early-access dialog pre-filled with a valid e-mail', async () => {
    renderWithUi(<ClosingCtaSection />);
    await userEvent.type(emailBox(), '  ada@analytical.io ');
    await userEvent.click(submit());
    expect(getAppState().earlyAccessDialog).toEqual({ open: true, email: 'ada@analytical.io' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits with Enter', async () => {
    renderWithUi(<ClosingCtaSection />);
    await userEvent.type(emailBox(), 'grace@navy.mil{Enter}');
    expect(getAppState().earlyAccessDialog).toEqual({ open: true, email: 'grace@navy.mil' });
  });

  it.each(['', 'ada', 'ada@', 'ada@example', 'ada lovelace@example.com'])(
    'shows an inline message for %p and does not open the dialog',
    async (value) => {
      renderWithUi(<ClosingCtaSection />);
      if (value) await userEvent.type(emailBox(), value);
      await userEvent.click(submit());
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Enter a valid e-mail address');
      expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
      expect(emailBox()).toHaveAccessibleDescription(alert.textContent ?? '');
      expect(getAppState().earlyAccessDialog).toEqual({ open: false, email: '' });
    },
  );

  it('clears the message once a valid e-mail is sent', async () => {
    renderWithUi(<ClosingCtaSection />);
    await userEvent.type(emailBox(), 'ada');
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.type(emailBox(), '@analytical.io');
    await userEvent.click(submit());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    expect(getAppState().earlyAccessDialog.email).toBe('ada@analytical.io');
  });
});
