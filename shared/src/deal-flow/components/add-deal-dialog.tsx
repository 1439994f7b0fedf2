import styled from '@emotion/styled';
import { CRM_LIMITS, type CreateDealBody, type Deal, type FreeFormContact } from '@pear/contract';
import { createDeal, describeCallError, SAVE_DEAL_ERROR } from '@pear/shared/api';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { StyledForm, StyledFormActions } from '@pear/shared/dashboard';
import { type FormEvent, useId, useState } from 'react';

import { useDealFlowSide } from '../lib/deal-flow-side';
import { type CorpusInvestor, InvestorSearchCombobox } from './investor-search-combobox';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & + & {
    margin-top: ${({ theme }) => theme.space[6]};
    padding-top: ${({ theme }) => theme.space[6]};
    border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  }
`;

const EMPTY_CONTACT = { name: '', firm: '', email: '', linkedinUrl: '', photoUrl: '' };
type ContactDraft = typeof EMPTY_CONTACT;

/** Optional fields left empty are sent as null (not ""), which the API reads as "not given". */
const toContact = (draft: ContactDraft): FreeFormContact => {
  const orNull = (value: string) => value.trim() || null;
  return {
    name: draft.name.trim(),
    firm: orNull(draft.firm),
    email: orNull(draft.email),
    linkedinUrl: orNull(draft.linkedinUrl),
    photoUrl: orNull(draft.photoUrl),
  };
};

export type AddDealDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The deal just created, at Lead. */
  onAdded: (deal: Deal) => void;
};

/**
 * "Add investor": pick one from the corpus (server-side search) or type a contact; either starts at Lead. The
 * investor side's "Add founder" has the contact form only (the corpus holds investors).
 */
export function AddDealDialog({ open, onOpenChange, onAdded }: AddDealDialogProps) {
  const side = useDealFlowSide();
  const searchHeadingId = useId();
  const contactHeadingId = useId();
  const [investor, setInvestor] = useState<CorpusInvestor | null>(null);
  const [contact, setContact] = useState<ContactDraft>(EMPTY_CONTACT);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setInvestor(null);
      setContact(EMPTY_CONTACT);
      setNameError(null);
      setError(null);
    }
    onOpenChange(next);
  };

  const create = async (body: CreateDealBody) => {
    setSaving(true);
    setError(null);
    try {
      const { deal } = await createDeal({ ...body, stage: 'Lead' });
      onAdded(deal);
      close(false);
    } catch (caught) {
      setError(describeCallError(caught, SAVE_DEAL_ERROR));
    } finally {
      setSaving(false);
    }
  };

  const submitInvestor = (event: FormEvent) => {
    event.preventDefault();
    if (investor) void create({ investorId: investor.id });
  };

  const submitContact = (event: FormEvent) => {
    event.preventDefault();
    if (contact.name.trim() === '') {
      setNameError('Name is required');
      return;
    }
    setNameError(null);
    void create({ contact: toContact(contact) });
  };

  const field = (key: keyof ContactDraft) => ({
    value: contact[key],
    onChange: (event: { target: { value: string } }) =>
      setContact((current) => ({ ...current, [key]: event.target.value })),
  });

  const contactForm = (
    <StyledForm onSubmit={submitContact} noValidate aria-label={side.corpusSearch ? undefined : side.addLabel}>
      <TextField label="Name" required maxLength={CRM_LIMITS.name} error={nameError} {...field('name')} />
      <TextField label={side.firmLabel} maxLength={CRM_LIMITS.firm} {...field('firm')} />
      <TextField label="E-mail" type="email" maxLength={CRM_LIMITS.email} {...field('email')} />
      <TextField label="LinkedIn URL" type="url" maxLength={CRM_LIMITS.url} {...field('linkedinUrl')} />
      <TextField label="Photo URL" type="url" maxLength={CRM_LIMITS.url} {...field('photoUrl')} />
      <StyledFormActions>
        <Button type="submit" disabled={saving}>
          {side.addContactLabel}
        </Button>
      </StyledFormActions>
    </StyledForm>
  );

  return (
    <Dialog open={open} onOpenChange={close} title={side.addLabel} description={side.addDescription}>
      {side.corpusSearch ? (
        <>
          <StyledSection aria-labelledby={searchHeadingId}>
            <h3 id={searchHeadingId}>From the investor corpus</h3>
            <StyledForm onSubmit={submitInvestor}>
              <InvestorSearchCombobox onSelect={setInvestor} />
              <StyledFormActions>
                <Button type="submit" disabled={!investor || saving}>
                  {investor ? `Add ${investor.name}` : 'Choose an investor'}
                </Button>
              </StyledFormActions>
            </StyledForm>
          </StyledSection>
          <StyledSection aria-labelledby={contactHeadingId}>
            <h3 id={contactHeadingId}>A contact of your own</h3>
            {contactForm}
          </StyledSection>
        </>
      ) : (
        contactForm
      )}
      {error ? <ErrorLine>{error}</ErrorLine> : null}
    </Dialog>
  );
}
