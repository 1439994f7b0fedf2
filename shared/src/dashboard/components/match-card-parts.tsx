import styled from '@emotion/styled';
import { Card } from '@pear/shared/ui';

/* The blocks of a match card (a founder's investor matches, an investor's founder matches): one home for both sides. */

/** The card itself, as an article labelled by its name. */
export const StyledMatchCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** Who it is at the left, the score at the right. */
export const StyledMatchCardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledMatchCardName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/** The big score number, its caption in a `span` under it. */
export const StyledMatchScore = styled.p`
  flex-shrink: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  text-align: right;
  span {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
