import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '@pear/shared/ui';
import { Dialog, type DialogProps } from '@pear/shared/widgets';
import { renderWithUi } from '@pear/shared/testing';

type HarnessProps = Partial<Pick<DialogProps, 'dismissible' | 'description'>> & {
  onOpenChange?: (open: boolean) => void;
  withFields?: boolean;
};

const Harness = ({ dismissible, description, onOpenChange, withFields = true }: HarnessProps) => {
  const [open, setOpen] = useState(false);
  const handleOpenChange = (next: boolean) => {
    onOpenChange?.(next);
    setOpen(next);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        title="Get Early Access"
        description={description}
        dismissible={dismissible}
      >
        {withFields ? (
          <>
            <label>
              First name <input />
            </label>
            <Button>Submit</Button>
          </>
        ) : (
          <p>Just text</p>
        )}
      </Dialog>
    </>
  );
};

const openDialog = async (props: HarnessProps = {}) => {
  const user = userEvent.setup();
  renderWithUi(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Get Early Access' }) };
};

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithUi(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog in a portal, named by its title and described by its description', async () => {
    const { dialog } = await openDialog({ description: 'Join the waiting list.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Join the waiting list.');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus to the first focusable element inside', async () => {
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('focuses the dialog itself when nothing inside is focusable', async () => {
    const { dialog } = await openDialog({ withFields: false, dismissible: false });
    expect(dialog).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = await openDialog();
    const input = screen.getByRole('textbox', { name: 'First name' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onOpenChange = jest.fn();
    const { user } = await openDialog({ onOpenChange });
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  });

  it('closes on an overlay click but not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('First name'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const overlay = dialog.parentElement;
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the Close button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when not dismissible: ignores Escape and overlay clicks and has no Close button', async () => {
    const onOpenChange = jest.fn();
    const { user, dialog } = await openDialog({ dismissible: false, onOpenChange });
    await user.keyboard('{Escape}');
    const overlay = dialog.parentElement;
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('locks page scroll while open', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });
});
