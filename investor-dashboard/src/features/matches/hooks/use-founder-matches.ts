import type { FounderMatch } from '@pear/contract';
import { getFounderMatches, useApiQuery, useIntroRequests } from '@pear/shared/api';

/**
 * The Matches tab's data: the founders ranked for this investor (read when the tab is first opened, kept across tab
 * switches) and the intro requests both ways. A request sent or answered updates the founder's card; an accepted one
 * reads the matches again, since only then does the server send the founder's e-mail.
 */
export function useFounderMatches(enabled: boolean) {
  const matches = useApiQuery<FounderMatch[]>('founder-matches', getFounderMatches, { enabled });
  /** One founder's card after an action (Request Kudo, Request Intro). */
  const updateFounder = (userId: string, change: (founder: FounderMatch) => FounderMatch) =>
    matches.setData((current) => current?.map((founder) => (founder.userId === userId ? change(founder) : founder)));
  const intros = useIntroRequests((intro) => {
    updateFounder(intro.counterpart.userId, (founder) => ({
      ...founder,
      intro: { id: intro.id, direction: intro.direction, status: intro.status },
    }));
    if (intro.status === 'accepted') matches.refetch();
  });
  return { matches, intros, updateFounder };
}

export type FounderMatchesState = ReturnType<typeof useFounderMatches>;
