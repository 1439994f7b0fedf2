import styled from '@emotion/styled';

/** A bordered surface. Compose with CardHeader, CardTitle, CardDescription, CardContent, CardFooter. */
export const Card = styled.div`
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[4]}`};
`;

/** An h3 by default; pass `as="h2"` (etc.) to fit the page outline. */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const CardDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const CardContent = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[6]} ${theme.space[6]}`};
`;

export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `0 ${theme.space[6]} ${theme.space[6]}`};
`;
