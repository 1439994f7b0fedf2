import { insertEarlyAccessSignup } from '@pear/shared/api';
import {
  EARLY_ACCESS_DUPLICATE_CODE,
  toEarlyAccessRow,
  validateEarlyAccess,
  type EarlyAccessForm,
} from '@pear/shared/domain';
import { useToast } from '@pear/shared/ui';
import { useState } from 'react';

/** Submits the early-access form with the spec §8 toasts. Resolves true when the visitor was added. */
export function useEarlyAccessSubmit() {
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);

  const submit = async (form: EarlyAccessForm): Promise<boolean> => {
    if (validateEarlyAccess(form).length > 0) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return false;
    }
    setSaving(true);
    try {
      const { error } = await insertEarlyAccessSignup(toEarlyAccessRow(form));
      if (error?.code === EARLY_ACCESS_DUPLICATE_CODE) {
        toast({ title: 'Already signed up!', description: 'This email is already registered for early access.' });
        return false;
      }
      if (error) {
        toast({ title: 'Error', description: `Failed to save: ${error.message}`, variant: 'destructive' });
        return false;
      }
      toast({ title: 'Success!', description: "You've been added to our early access list." });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { submit, saving };
}
