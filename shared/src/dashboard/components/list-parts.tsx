import styled from '@emotion/styled';

/* The plain lists of the dashboard's tabs (access requests, connected accounts, the viewer's documents). */

/** A list without bullets or indent, its items stacked. */
export const StyledPlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A small muted line: what an empty list will hold, or a note under a list. */
export const StyledMutedNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A bordered list item: what it is at the left, its status or buttons at the right (below on narrow screens). */
export const StyledBorderedRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

/** A wrapping row of badges or buttons, centred on one line. */
export const StyledInlineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
