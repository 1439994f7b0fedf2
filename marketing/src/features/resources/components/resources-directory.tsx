import styled from '@emotion/styled';
import { isSignedIn } from '@pear/shared/domain';
import { useAppStore } from '@pear/shared/store';
import { Button } from '@pear/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { RESOURCE_CATEGORIES, RESOURCES, type ResourceCategory } from '../data/resources';
import { usePersonalizedResources } from '../hooks/use-personalized-resources';
import { BrowseAllResources } from './browse-all-resources';
import { PersonalizedResources } from './personalized-resources';
import { ResourceCategories } from './resource-categories';

const StyledDirectory = styled.div`
  display: flex;
  width: 100%;
  max-width: 72rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[12]};
`;

const StyledSectionHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledSectionHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.mq.sm} {
    flex-direction: row;
    justify-content: center;
  }
`;

type DirectoryView = 'none' | 'personalized' | 'browse';

/**
 * The resources directory (spec §2 "Resources page"): the seven categories as an accordion (one open at a time), then
 * Get Personalized Resources (signed out: the sign-up role dialog; signed in: resources ranked for the founder's
 * industry and stage) and Browse All Categories (all 28 in one filterable list). View All in a category opens that
 * list filtered to the category. The opened list takes focus so keyboard and screen-reader users land on it.
 */
export const ResourcesDirectory = () => {
  const baseId = useId();
  const personalizedId = `${baseId}-personalized`;
  const browseId = `${baseId}-browse`;
  const categoriesHeadingId = `${baseId}-categories`;

  const signedIn = useAppStore((state) => isSignedIn(state.authToken));
  const openRoleDialog = useAppStore((state) => state.openRoleDialog);
  const { state: personalized, load } = usePersonalizedResources();

  const [openCategory, setOpenCategory] = useState<ResourceCategory | null>(RESOURCE_CATEGORIES[0]);
  const [view, setView] = useState<DirectoryView>('none');
  const [browse, setBrowse] = useState<{ category: ResourceCategory | null; key: number }>({ category: null, key: 0 });
  const [focusRequest, setFocusRequest] = useState(0);
  const viewHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusRequest > 0) viewHeadingRef.current?.focus();
  }, [focusRequest]);

  const showView = (next: DirectoryView) => {
    setView(next);
    setFocusRequest((count) => count + 1);
  };

  const handlePersonalizedClick = () => {
    if (!signedIn) {
      openRoleDialog();
      return;
    }
    if (view === 'personalized' && personalized.status === 'loaded') {
      setView('none');
      return;
    }
    showView('personalized');
    void load();
  };

  const handleBrowseClick = () => {
    if (view === 'browse') {
      setView('none');
      return;
    }
    setBrowse((current) => ({ category: null, key: current.key + 1 }));
    showView('browse');
  };

  const handleViewAll = (category: ResourceCategory) => {
    setBrowse((current) => ({ category, key: current.key + 1 }));
    showView('browse');
  };

  return (
    <StyledDirectory>
      <section aria-labelledby={categoriesHeadingId}>
        <StyledSectionHeader>
          <StyledSectionTitle id={categoriesHeadingId}>Resource categories</StyledSectionTitle>
          <StyledSectionHint>
            {RESOURCE_CATEGORIES.length} categories, {RESOURCES.length} hand-picked resources. Links open in a new tab.
          </StyledSectionHint>
        </StyledSectionHeader>
        <ResourceCategories
          openCategory={openCategory}
          onOpenCategoryChange={setOpenCategory}
          onViewAll={handleViewAll}
        />
      </section>

      <StyledActions>
        <Button
          size="lg"
          onClick={handlePersonalizedClick}
          aria-haspopup={signedIn ? undefined : 'dialog'}
          aria-expanded={signedIn ? view === 'personalized' : undefined}
          aria-controls={signedIn && view === 'personalized' ? personalizedId : undefined}
        >
          Get Personalized Resources
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={handleBrowseClick}
          aria-expanded={view === 'browse'}
          aria-controls={view === 'browse' ? browseId : undefined}
        >
          Browse All Categories
        </Button>
      </StyledActions>

      {view === 'personalized' ? (
        <PersonalizedResources
          id={personalizedId}
          state={personalized}
          onRetry={() => void load()}
          headingRef={viewHeadingRef}
        />
      ) : null}
      {view === 'browse' ? (
        <BrowseAllResources
          key={browse.key}
          id={browseId}
          initialCategory={browse.category}
          headingRef={viewHeadingRef}
        />
      ) : null}
    </StyledDirectory>
  );
};
