import styled from '@emotion/styled';
import { Accordion, AccordionItem, Button, VisuallyHidden } from '@pear/shared/ui';
import { categorySlug, RESOURCE_CATEGORIES, type ResourceCategory, resourcesIn } from '../data/resources';
import { ResourceCard, StyledResourceGrid } from './resource-card';

const StyledTitle = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  ${({ theme }) => theme.mq.sm} {
    flex-direction: row;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledPanelFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const resourcesAvailableLabel = (count: number): string =>
  `${count} ${count === 1 ? 'resource' : 'resources'} available`;

export type ResourceCategoriesProps = {
  openCategory: ResourceCategory | null;
  onOpenCategoryChange: (category: ResourceCategory | null) => void;
  /** View All: show this category in the filterable full list. */
  onViewAll: (category: ResourceCategory) => void;
};

const isCategory = (value: string | null): value is ResourceCategory =>
  value !== null && (RESOURCE_CATEGORIES as readonly string[]).includes(value);

/** The seven categories as an accordion: one open at a time, each header with its count. */
export const ResourceCategories = ({ openCategory, onOpenCategoryChange, onViewAll }: ResourceCategoriesProps) => (
  <Accordion value={openCategory} onValueChange={(value) => onOpenCategoryChange(isCategory(value) ? value : null)}>
    {RESOURCE_CATEGORIES.map((category) => {
      const resources = resourcesIn(category);
      return (
        <AccordionItem
          key={category}
          value={category}
          title={
            <StyledTitle>
              <span>{category}</span>
              <StyledCount>{resourcesAvailableLabel(resources.length)}</StyledCount>
            </StyledTitle>
          }
        >
          <StyledResourceGrid aria-label={`${category} resources`} data-category={categorySlug(category)}>
            {resources.map((resource) => (
              <li key={resource.name}>
                <ResourceCard resource={resource} headingLevel={4} />
              </li>
            ))}
          </StyledResourceGrid>
          <StyledPanelFooter>
            <Button variant="outline" size="sm" onClick={() => onViewAll(category)}>
              View All<VisuallyHidden> {category} resources in the searchable list</VisuallyHidden>
            </Button>
          </StyledPanelFooter>
        </AccordionItem>
      );
    })}
  </Accordion>
);
