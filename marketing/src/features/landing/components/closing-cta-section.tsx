import styled from '@emotion/styled';
import { useAppStore } from '@pear/shared/store';
import { Button } from '@pear/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { PageSection } from '../../../components/page-section';
import { CLOSING_CTA } from '../data/landing-content';
import { isValidEmail } from '../lib/is-valid-email';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 32rem;
  margin: 0 auto;
`;

const StyledRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.mq.sm} {
    flex-direction: row;
  }
`;

const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  height: ${({ theme }) => theme.sizes.control.lg};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.borderStrong}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Closing call to action: a valid e-mail opens the shell's early-access dialog pre-filled with it;
 * an invalid one shows an inline message tied to the input.
 */
export const ClosingCtaSection = () => {
  const openEarlyAccess = useAppStore((state) => state.openEarlyAccess);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setError(CLOSING_CTA.invalidEmail);
      return;
    }
    setError(null);
    openEarlyAccess(trimmed);
  };

  return (
    <PageSection title={CLOSING_CTA.title} lead={CLOSING_CTA.lead} tone="brand">
      <StyledForm noValidate onSubmit={handleSubmit}>
        <StyledLabel htmlFor={inputId}>{CLOSING_CTA.emailLabel}</StyledLabel>
        <StyledRow>
          <StyledInput
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="name@company.com"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg">
            {CLOSING_CTA.button}
          </Button>
        </StyledRow>
        {error ? (
          <StyledError id={errorId} role="alert">
            {error}
          </StyledError>
        ) : null}
      </StyledForm>
    </PageSection>
  );
};
