import styled from '@emotion/styled';
import { Badge, Card, VisuallyHidden } from '@pear/shared/ui';
import type { Resource } from '../data/resources';
import { ResourceRating } from './resource-rating';

const StyledCard = styled(Card)`
  display: flex;
  height: 100%;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledName = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledLink = styled.a`
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: underline;
  text-underline-offset: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.colors.brandHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.borderWidths.thick};
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;

export type ResourceCardProps = {
  resource: Resource;
  headingLevel?: 3 | 4 | 5;
  /** Shows the category as a badge (lists that mix categories). */
  showCategory?: boolean;
  /** Why the resource was recommended. */
  reasons?: readonly string[];
};

/** One resource: its name links to the organisation's site in a new tab. */
export const ResourceCard = ({ resource, headingLevel = 4, showCategory = false, reasons = [] }: ResourceCardProps) => (
  <StyledCard>
    <StyledHeader>
      <StyledName as={`h${headingLevel}`}>
        <StyledLink href={resource.url} target="_blank" rel="noopener noreferrer">
          {resource.name}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </StyledLink>
      </StyledName>
      <ResourceRating rating={resource.rating} />
    </StyledHeader>
    <StyledDescription>{resource.description}</StyledDescription>
    {showCategory || reasons.length > 0 ? (
      <StyledMeta>
        {showCategory ? <Badge variant="secondary">{resource.category}</Badge> : null}
        {reasons.map((reason) => (
          <Badge key={reason} variant="green">
            {reason}
          </Badge>
        ))}
      </StyledMeta>
    ) : null}
  </StyledCard>
);

/** A responsive grid of resources as a list: one column on phones, two from the md breakpoint. */
export const StyledResourceGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
