import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAppState } from '@pear/shared/store';
import { Button, TOAST_DURATION_MS, toast, Toaster, useToast } from '@pear/shared/ui';
import { renderWithUi } from '@pear/shared/testing';

const ToastButton = () => {
  const { toast: showToast } = useToast();
  return (
    <Button
      onClick={() =>
        showToast({
          title: 'Missing Information',
          description: 'Please fill in all required fields.',
          variant: 'destructive',
        })
      }
    >
      Submit
    </Button>
  );
};

describe('Toaster', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows toasts from toast() in a polite live region', () => {
    renderWithUi(<Toaster />);
    act(() => {
      toast({ title: 'Success!', description: "You've been added to our early access list." });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    const status = within(region).getByRole('status');
    expect(status).toHaveTextContent('Success!');
    expect(status).toHaveTextContent("You've been added to our early access list.");
    expect(status).toHaveAttribute('data-variant', 'default');
  });

  it('shows toasts from useToast() and styles the destructive variant', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <ToastButton />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Missing Information');
    expect(status).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes a toast with its close button', async () => {
    const user = userEvent.setup();
    renderWithUi(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(getAppState().toasts).toEqual([]);
  });

  it('hides each toast after 5 s', () => {
    jest.useFakeTimers();
    renderWithUi(<Toaster />);
    act(() => {
      toast({ title: 'First' });
    });
    act(() => {
      jest.advanceTimersByTime(2000);
      toast({ title: 'Second' });
    });
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => {
      jest.advanceTimersByTime(2999);
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows at most three, newest first', () => {
    renderWithUi(<Toaster />);
    act(() => {
      for (const title of ['One', 'Two', 'Three', 'Four']) toast({ title });
    });
    expect(screen.getAllByRole('status').map((status) => status.querySelector('p')?.textContent)).toEqual([
      'Four',
      'Three',
      'Two',
    ]);
  });
});
