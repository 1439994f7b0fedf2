import styled from '@emotion/styled';

/**
 * A wide data table (the deal list, the portfolio): it keeps its width and scrolls sideways inside its box on a
 * narrow screen instead of widening the page. Extend it for the cells' vertical alignment and row states.
 */
export const StyledDataTable = styled.table`
  width: 100%;
  min-width: 48rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
