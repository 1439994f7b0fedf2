import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { type ComponentPropsWithRef, useId } from 'react';

/* The deal forms' textarea and select, looking like the UI kit's TextField input. */

const controlStyles = (theme: Theme) => css`
  width: 100%;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.destructive};
  }
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  textarea {
    ${({ theme }) => controlStyles(theme)}
    min-height: 5rem;
    resize: vertical;
  }
  select {
    ${({ theme }) => controlStyles(theme)}
    height: ${({ theme }) => theme.sizes.control.md};
  }
`;

export const TextAreaField = ({ label, ...props }: ComponentPropsWithRef<'textarea'> & { label: string }) => {
  const id = useId();
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...props} />
    </StyledField>
  );
};

export const SelectField = ({ label, ...props }: ComponentPropsWithRef<'select'> & { label: string }) => {
  const id = useId();
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...props} />
    </StyledField>
  );
};

/** Fields side by side on wide screens, stacked at 375 px. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const stack = ({ theme }: { theme: Theme }) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  & > p {
    margin: 0;
  }
`;

export const StackedForm = styled.form(stack);

export const Stack = styled.div(stack);
