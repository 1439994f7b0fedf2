import styled from '@emotion/styled';
import { APPLICATION_LIMITS, type RecommendedProgramme } from '@pear/contract';
import { AUTO_APPLY_ERROR, autoApply } from '@pear/shared/api';
import { DashboardCard } from '@pear/shared/dashboard';
import { Button, ErrorLine, Spinner } from '@pear/shared/ui';
import { useState } from 'react';

import { useApplications } from '../hooks/use-applications';
import { utcToday } from '../lib/programme-view';
import { ApplicationPanel } from './application-panel';
import { ProgrammeTable } from './programme-table';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledSubheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Recommended Applications (issue 15): the catalogue's accelerators, incubators, competitions and grants ranked for
 * the founder with the reason, Auto Apply (answers drafted from the founder's own data), and each application to
 * edit, copy, export and track.
 */
export function ApplicationsTab() {
  const { overview, loadError, actionError, run, refresh } = useApplications();
  const [openId, setOpenId] = useState<string | null>(null);
  const [drafting, setDrafting] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const today = utcToday();

  const handleAutoApply = async (entry: RecommendedProgramme) => {
    setDrafting(entry.programme.id);
    const application = await run(
      () => autoApply(entry.programme.id),
      AUTO_APPLY_ERROR,
      () => `Drafted your application to ${entry.programme.name}`,
    );
    setDrafting(null);
    if (application) setOpenId(application.id);
  };

  const handleOpen = (entry: RecommendedProgramme) => setOpenId(entry.applicationId);

  const programmes = overview?.programmes ?? [];
  const recommended = programmes.slice(0, APPLICATION_LIMITS.recommended);
  const rest = programmes.slice(APPLICATION_LIMITS.recommended);
  const tableProps = {
    today,
    drafting,
    onAutoApply: (entry: RecommendedProgramme) => void handleAutoApply(entry),
    onOpen: handleOpen,
  };

  return (
    <DashboardCard
      title="Recommended Applications"
      description="Accelerators, incubators, competitions and grants ranked for your stage, industry and location. Auto Apply drafts the answers from your deck, resume and profile; anything they do not say is left for you."
    >
      {loadError ? <ErrorLine>{loadError}</ErrorLine> : null}
      {actionError ? <ErrorLine>{actionError}</ErrorLine> : null}
      {openId ? (
        <ApplicationPanel applicationId={openId} onClose={() => setOpenId(null)} onChange={refresh} />
      ) : overview === null ? (
        loadError ? null : (
          <Spinner label="Loading programmes" />
        )
      ) : (
        <StyledBody>
          <ProgrammeTable label="Recommended applications" programmes={recommended} {...tableProps} />
          {rest.length > 0 ? (
            <>
              <Button variant="outline" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
                {showAll ? 'Hide the other programmes' : `Show all programmes (${rest.length} more)`}
              </Button>
              {showAll ? (
                <>
                  <StyledSubheading>All programmes</StyledSubheading>
                  <ProgrammeTable label="All programmes" programmes={rest} {...tableProps} />
                </>
              ) : null}
            </>
          ) : null}
        </StyledBody>
      )}
    </DashboardCard>
  );
}
