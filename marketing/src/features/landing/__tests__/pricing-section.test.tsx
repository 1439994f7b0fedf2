import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAppState } from '@pear/shared/store';
import { renderWithUi } from '../../../test-utils/render';
import { PricingSection } from '../components/pricing-section';

const tier = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('PricingSection (spec §9 landing pricing)', () => {
  it('shows Starter at $29/month with 2 matches/day', () => {
    renderWithUi(<PricingSection />);
    const starter = tier('Starter');
    expect(starter).toHaveTextContent('$29/month');
    expect(within(starter).getByText('2 matches/day')).toBeInTheDocument();
  });

  it('shows the Pear Pass at $99/month, 5 matches/day, Most Popular, with "Start Free Trial"', async () => {
    renderWithUi(<PricingSection />);
    const pass = tier('Pear Pass');
    expect(pass).toHaveTextContent('$99/month');
    expect(within(pass).getByText('5 matches/day')).toBeInTheDocument();
    expect(within(pass).getByText('Most Popular')).toBeInTheDocument();
    await userEvent.click(within(pass).getByRole('button', { name: 'Start Free Trial' }));
    expect(getAppState().earlyAccessDialog.open).toBe(true);
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('shows Enterprise with custom pricing and a Book a Demo link in a new tab', () => {
    renderWithUi(<PricingSection />);
    const enterprise = tier('Enterprise');
    expect(enterprise).toHaveTextContent('Custom');
    const link = within(enterprise).getByRole('link', { name: 'Book a Demo' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('lists the three add-ons with their prices and the free trial', () => {
    renderWithUi(<PricingSection />);
    expect(screen.getByText('14-day free trial, no credit card required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add-ons' })).toBeInTheDocument();
    const addOn = (name: string) => screen.getByText(name).parentElement as HTMLElement;
    expect(addOn('FormFill Bot')).toHaveTextContent('$19/month');
    expect(addOn('Meeting Fees')).toHaveTextContent('$50-500');
    expect(addOn('Meeting Fees')).toHaveTextContent(/set by investors/i);
    expect(addOn('Meeting Fees')).toHaveTextContent('10% platform cut');
    expect(addOn('Success Fee')).toHaveTextContent('1.5%');
    expect(addOn('Success Fee')).toHaveTextContent('on closing a round');
    // Pear cannot sell the add-ons yet, and says so rather than pricing them as if it could.
    for (const name of ['FormFill Bot', 'Meeting Fees', 'Success Fee']) {
      expect(addOn(name)).toHaveTextContent('Not on sale yet');
    }
  });
});
