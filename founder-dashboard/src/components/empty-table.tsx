import styled from '@emotion/styled';

const StyledScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-align: left;
    white-space: nowrap;
  }
  td {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
`;

export type EmptyTableProps = {
  caption: string;
  columns: readonly string[];
  empty: string;
};

/**
 * A table with its columns and no rows yet: the structure of the list, and an honest empty state. On narrow
 * screens it scrolls sideways in a focusable region, so keyboard users can scroll it too.
 */
export const EmptyTable = ({ caption, columns, empty }: EmptyTableProps) => (
  <StyledScroll tabIndex={0} role="region" aria-label={caption}>
    <StyledTable aria-label={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td colSpan={columns.length}>{empty}</td>
        </tr>
      </tbody>
    </StyledTable>
  </StyledScroll>
);
