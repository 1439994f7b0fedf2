import styled from '@emotion/styled';
import { MAX_RATING } from '../data/resources';

const StyledRating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const StyledOutOf = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export type ResourceRatingProps = {
  rating: number;
};

/** "★ 4.6 / 5", announced as "Rated 4.6 out of 5". */
export const ResourceRating = ({ rating }: ResourceRatingProps) => {
  const value = rating.toFixed(1);
  return (
    <StyledRating role="img" aria-label={`Rated ${value} out of ${MAX_RATING}`}>
      <span aria-hidden="true">★</span>
      {value}
      <StyledOutOf>/ {MAX_RATING}</StyledOutOf>
    </StyledRating>
  );
};
