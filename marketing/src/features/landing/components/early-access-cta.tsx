import { useAppStore } from '@pear/shared/store';
import { Button, type ButtonVariant } from '@pear/shared/ui';

export type EarlyAccessCtaProps = { label: string; variant?: ButtonVariant };

/** A pricing call to action: trials start from the early-access list while Pear is pre-launch. */
export const EarlyAccessCta = ({ label, variant = 'primary' }: EarlyAccessCtaProps) => {
  const openEarlyAccess = useAppStore((state) => state.openEarlyAccess);
  const handleClick = () => openEarlyAccess();
  return (
    <Button variant={variant} fullWidth onClick={handleClick}>
      {label}
    </Button>
  );
};
