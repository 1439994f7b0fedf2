import styled from '@emotion/styled';

/* The layout of the dialogs' and steps' forms: fields stacked, the buttons at the end on the right. */

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The form's buttons (Cancel, Save…), right-aligned. */
export const StyledFormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
