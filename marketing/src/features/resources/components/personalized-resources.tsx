import styled from '@emotion/styled';
import { Button, Spinner } from '@pear/shared/ui';
import { type Ref, useId } from 'react';
import type { PersonalizedState } from '../hooks/use-personalized-resources';
import { ResourceCard, StyledResourceGrid } from './resource-card';

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
  }
`;

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructiveSubtle};
  color: ${({ theme }) => theme.colors.destructive};
`;

const StyledErrorText = styled.p`
  margin: 0;
`;

export type PersonalizedResourcesProps = {
  id: string;
  state: PersonalizedState;
  onRetry: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

const profileSummary = (state: Extract<PersonalizedState, { status: 'loaded' }>): string => {
  const { focus, ranking } = state;
  if (!ranking.personalized) {
    return 'Your profile has no industry or stage yet, so these are the most useful resources for any founder. Add them to your profile for a tailored list.';
  }
  const parts = [focus.industry ? `industry (${focus.industry})` : null, focus.stage ? `stage (${focus.stage})` : null];
  return `Ranked for your ${parts.filter(Boolean).join(' and ')}.`;
};

/** The signed-in founder's ranked resources, with loading and error states. */
export const PersonalizedResources = ({ id, state, onRetry, headingRef }: PersonalizedResourcesProps) => {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <StyledHeading id={headingId} ref={headingRef} tabIndex={-1}>
        Personalized resources
      </StyledHeading>
      {state.status === 'loading' || state.status === 'idle' ? (
        <StyledLoading>
          <Spinner label="Loading your personalized resources" />
          <span aria-hidden="true">Loading your profile…</span>
        </StyledLoading>
      ) : null}
      {state.status === 'error' ? (
        <StyledError role="alert">
          <StyledErrorText>Could not load your profile: {state.message}</StyledErrorText>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </StyledError>
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <StyledIntro>{profileSummary(state)}</StyledIntro>
          <StyledResourceGrid aria-label="Recommended resources">
            {state.ranking.resources.map(({ resource, reasons }) => (
              <li key={resource.name}>
                <ResourceCard resource={resource} headingLevel={3} showCategory reasons={reasons} />
              </li>
            ))}
          </StyledResourceGrid>
        </>
      ) : null}
    </section>
  );
};
