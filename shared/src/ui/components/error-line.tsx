import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export type ErrorLineProps = { children: ReactNode };

/** A red error message, announced when it appears (spec §8: errors in the header, the page and under titles). */
export const ErrorLine = ({ children }: ErrorLineProps) => <StyledError role="alert">{children}</StyledError>;
