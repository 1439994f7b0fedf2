import styled from '@emotion/styled';

/** Content for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: ${({ theme }) => theme.borderWidths.thin};
  height: ${({ theme }) => theme.borderWidths.thin};
  padding: 0;
  margin: -${({ theme }) => theme.borderWidths.thin};
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
