import styled from '@emotion/styled';
import { useDocumentTitle } from '../hooks/use-document-title';

const StyledHeading = styled.h1`
  max-width: 72rem;
  margin: ${({ theme }) => theme.space[8]} auto ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export type PageTitleProps = {
  title: string;
  /** The browser tab's title; defaults to "{title} — Pear". */
  documentTitle?: string;
};

/** A page's h1, which also sets the document title. */
export const PageTitle = ({ title, documentTitle }: PageTitleProps) => {
  useDocumentTitle(documentTitle ?? `${title} — Pear`);
  return <StyledHeading>{title}</StyledHeading>;
};
