import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button, theme } from '@pear/shared/ui';
import { renderWithUi } from '@pear/shared/testing';

describe('Button', () => {
  it('is a native button of type "button" by default', () => {
    renderWithUi(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('keeps an explicit type', () => {
    renderWithUi(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('calls onClick, but not when disabled', async () => {
    const user = userEvent.setup();
    const handleClick = jest.fn();
    const { rerender } = renderWithUi(<Button onClick={handleClick}>Go</Button>);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(handleClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={handleClick} disabled>
        Go
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(handleClick).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithUi(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });

  it('styles variants from the theme and keeps variant props off the DOM', () => {
    renderWithUi(
      <>
        <Button>Primary</Button>
        <Button variant="destructive">Delete</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveStyle({ background: theme.colors.brand });
    const destructive = screen.getByRole('button', { name: 'Delete' });
    expect(destructive).toHaveStyle({ background: theme.colors.destructive });
    expect(destructive).not.toHaveAttribute('variant');
    expect(destructive).not.toHaveAttribute('$variant');
  });

  it.each(['secondary', 'outline', 'ghost', 'link'] as const)('renders the %s variant', (variant) => {
    renderWithUi(
      <Button variant={variant} size="sm">
        {variant}
      </Button>,
    );
    expect(screen.getByRole('button', { name: variant })).toBeInTheDocument();
  });
});
