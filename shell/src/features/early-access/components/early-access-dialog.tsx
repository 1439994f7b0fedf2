import styled from '@emotion/styled';
import { EMPTY_EARLY_ACCESS_FORM, validateEarlyAccess, type EarlyAccessForm } from '@pear/shared/domain';
import { useAppStore } from '@pear/shared/store';
import { Button, TextField } from '@pear/shared/ui';
import { Dialog, RadioGroup } from '@pear/shared/widgets';
import { useEffect, useState, type FormEvent } from 'react';

import { useEarlyAccessSubmit } from '../hooks/use-early-access-submit';

const ROLE_OPTIONS = [
  { value: 'founder', label: 'Founder' },
  { value: 'investor', label: 'Investor' },
];

const StyledForm = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
}));

const StyledNameRow = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' },
}));

/** Spec §2/§4/§5/§8 early-access dialog; opened from anywhere through the store (header, landing CTA). */
export function EarlyAccessDialog() {
  const { open, email: prefillEmail } = useAppStore((state) => state.earlyAccessDialog);
  const closeEarlyAccess = useAppStore((state) => state.closeEarlyAccess);
  const [form, setForm] = useState<EarlyAccessForm>(EMPTY_EARLY_ACCESS_FORM);
  const { submit, saving } = useEarlyAccessSubmit();

  // A landing-page e-mail box opens the dialog with its address filled in.
  useEffect(() => {
    if (open && prefillEmail) setForm((current) => ({ ...current, email: prefillEmail }));
  }, [open, prefillEmail]);

  const update = (field: keyof EarlyAccessForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const incomplete = validateEarlyAccess(form).length > 0;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(form)) {
      setForm(EMPTY_EARLY_ACCESS_FORM);
      closeEarlyAccess();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeEarlyAccess();
      }}
      title="Get Early Access"
      description="Join the waiting list: we are onboarding founders and investors in small groups."
    >
      <StyledForm onSubmit={handleSubmit} noValidate={false} aria-label="Early access sign-up">
        <RadioGroup
          name="early-access-role"
          legend="I am a *"
          options={ROLE_OPTIONS}
          value={form.role ?? ''}
          onValueChange={update('role')}
          required
          disabled={saving}
        />
        <StyledNameRow>
          <TextField
            label="First name *"
            name="first_name"
            autoComplete="given-name"
            required
            value={form.firstName}
            onChange={(event) => update('firstName')(event.target.value)}
            disabled={saving}
          />
          <TextField
            label="Last name *"
            name="last_name"
            autoComplete="family-name"
            required
            value={form.lastName}
            onChange={(event) => update('lastName')(event.target.value)}
            disabled={saving}
          />
        </StyledNameRow>
        <TextField
          label="Email address *"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => update('email')(event.target.value)}
          disabled={saving}
        />
        <TextField
          label="LinkedIn profile (optional)"
          name="linkedin"
          type="url"
          placeholder="https://www.linkedin.com/in/your-name"
          value={form.linkedin}
          onChange={(event) => update('linkedin')(event.target.value)}
          disabled={saving}
        />
        <Button type="submit" disabled={incomplete || saving}>
          {saving ? 'Signing up...' : 'Get Early Access'}
        </Button>
      </StyledForm>
    </Dialog>
  );
}
