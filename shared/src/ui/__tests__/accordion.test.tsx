import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, AccordionItem } from '@pear/shared/ui';
import { renderWithUi } from '@pear/shared/testing';

const Example = (props: { defaultValue?: string | null; onValueChange?: (value: string | null) => void }) => (
  <Accordion {...props}>
    <AccordionItem value="formation" title="Company Formation">
      Stripe Atlas
    </AccordionItem>
    <AccordionItem value="legal" title="Legal Resources">
      Clerky
    </AccordionItem>
    <AccordionItem value="events" title="Events" headingLevel={4}>
      Demo days
    </AccordionItem>
  </Accordion>
);

describe('Accordion', () => {
  it('starts closed with buttons wired to their regions', () => {
    renderWithUi(<Example />);
    const trigger = screen.getByRole('button', { name: 'Company Formation' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(controlled).not.toBeVisible();
    expect(screen.queryByText('Stripe Atlas')).not.toBeInTheDocument();
  });

  it('opens one item at a time', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithUi(<Example onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Company Formation' }));
    expect(screen.getByRole('region', { name: 'Company Formation' })).toHaveTextContent('Stripe Atlas');
    await user.click(screen.getByRole('button', { name: 'Legal Resources' }));
    expect(screen.getByRole('button', { name: 'Company Formation' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Legal Resources' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Stripe Atlas')).not.toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(onValueChange).toHaveBeenLastCalledWith('legal');
  });

  it('closes the open item when activated again', async () => {
    const user = userEvent.setup();
    renderWithUi(<Example defaultValue="events" />);
    expect(screen.getByText('Demo days')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.queryByText('Demo days')).not.toBeInTheDocument();
  });

  it('works from the keyboard and uses heading levels', async () => {
    const user = userEvent.setup();
    renderWithUi(<Example />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Company Formation' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Company Formation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Events' })).toBeInTheDocument();
  });
});
