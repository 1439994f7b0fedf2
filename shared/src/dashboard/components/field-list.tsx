import styled from '@emotion/styled';

/** A label/value list: one column on phones, label beside value from the md breakpoint. */
export const StyledFieldList = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: minmax(8rem, max-content) 1fr;
    row-gap: ${({ theme }) => theme.space[3]};
  }
  & > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    overflow-wrap: anywhere;
    white-space: pre-line;
    ${({ theme }) => theme.mq.md} {
      margin: 0;
    }
  }
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledLink = styled.a`
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: underline;
  overflow-wrap: anywhere;
`;
