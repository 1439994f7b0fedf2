import { css, type Theme } from '@emotion/react';

/**
 * The top of the room and of an open document: the title and the lines under it at the left, buttons at the right.
 * The heading takes the focus on arrival (no ring: it is not a control) and wraps long names; the lines are muted.
 */
export const titleBarStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  h1,
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
    &:focus {
      outline: none;
    }
  }
  p {
    margin: ${theme.space[1]} 0 0;
    color: ${theme.colors.textMuted};
  }
`;
