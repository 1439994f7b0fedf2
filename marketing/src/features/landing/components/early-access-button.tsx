import { useAppStore } from '@pear/shared/store';
import { Button, type ButtonVariant } from '@pear/shared/ui';

export type EarlyAccessButtonProps = { variant?: ButtonVariant; size?: 'md' | 'lg' };

/** Opens the shell's early-access dialog. */
export const EarlyAccessButton = ({ variant = 'primary', size = 'lg' }: EarlyAccessButtonProps) => {
  const openEarlyAccess = useAppStore((state) => state.openEarlyAccess);
  const handleClick = () => openEarlyAccess();
  return (
    <Button variant={variant} size={size} onClick={handleClick}>
      Get Early Access
    </Button>
  );
};
