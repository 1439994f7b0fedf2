import styled from '@emotion/styled';
import { Button, StyledField, StyledLabel, StyledSelect, TextField } from '@pear/shared/ui';
import { type ChangeEvent, type Ref, useId, useMemo, useState } from 'react';
import { RESOURCE_CATEGORIES, RESOURCES, type ResourceCategory } from '../data/resources';
import { filterResources } from '../lib/filter-resources';
import { ResourceCard, StyledResourceGrid } from './resource-card';

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const StyledStatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.borderWidths.thin} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
  }
`;

const ALL = 'all';

export type BrowseAllResourcesProps = {
  id: string;
  /** The category the list starts filtered to (View All), or null for all. */
  initialCategory?: ResourceCategory | null;
  headingRef?: Ref<HTMLHeadingElement>;
};

export const resourceCountLabel = (shown: number, total: number): string => `${shown} of ${total} resources`;

/** All 28 resources in one list, filtered by text (name and description) and category, with a live count. */
export const BrowseAllResources = ({ id, initialCategory = null, headingRef }: BrowseAllResourcesProps) => {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<ResourceCategory | null>(initialCategory);
  const visible = useMemo(() => filterResources(RESOURCES, query, category), [query, category]);

  const handleCategoryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    setCategory(RESOURCE_CATEGORIES.find((item) => item === value) ?? null);
  };

  const handleClear = () => {
    setQuery('');
    setCategory(null);
  };

  const filtered = query.trim() !== '' || category !== null;

  return (
    <section id={id} aria-labelledby={headingId}>
      <StyledHeading id={headingId} ref={headingRef} tabIndex={-1}>
        All resources
      </StyledHeading>
      <StyledFilters>
        <TextField
          label="Search resources"
          type="search"
          placeholder="Search by name or description"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <StyledField>
          <StyledLabel htmlFor={`${id}-category`}>Category</StyledLabel>
          <StyledSelect id={`${id}-category`} value={category ?? ALL} onChange={handleCategoryChange}>
            <option value={ALL}>All categories</option>
            {RESOURCE_CATEGORIES.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </StyledSelect>
        </StyledField>
      </StyledFilters>
      <StyledStatusRow>
        <StyledCount role="status" aria-live="polite">
          {resourceCountLabel(visible.length, RESOURCES.length)}
        </StyledCount>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={handleClear}>
            Clear filters
          </Button>
        ) : null}
      </StyledStatusRow>
      {visible.length > 0 ? (
        <StyledResourceGrid aria-label="Matching resources">
          {visible.map((resource) => (
            <li key={resource.name}>
              <ResourceCard resource={resource} headingLevel={3} showCategory />
            </li>
          ))}
        </StyledResourceGrid>
      ) : (
        <StyledEmpty>No resources match these filters.</StyledEmpty>
      )}
    </section>
  );
};
