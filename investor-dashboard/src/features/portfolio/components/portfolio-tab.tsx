import styled from '@emotion/styled';
import type { Fund, InvestorDashboard, PortfolioCompany } from '@pear/contract';
import { DELETE_PORTFOLIO_COMPANY_ERROR, deletePortfolioCompany, describeCallError } from '@pear/shared/api';
import { formatCompactUsd } from '@pear/shared/domain';
import { Badge, Button, ErrorLine } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { DashboardCard, EmptyState, StyledDataTable, StyledFormActions, StyledMutedNote } from '@pear/shared/dashboard';
import { useState } from 'react';

import { CompanyDialog } from './company-dialog';
import { FundCard } from './fund-card';

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** At 375 px the table scrolls sideways inside the card instead of widening the page. */
const StyledScroller = styled.div`
  overflow-x: auto;
`;

const StyledRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const dash = '—';

/** Claimed history can run to 100 rows: this many show until "Show all". */
const CLAIMED_ROWS_SHOWN = 20;

/** The rows shown folded: every own entry and the first claimed ones, in their order. */
const foldedRows = (portfolio: PortfolioCompany[]): PortfolioCompany[] => {
  let claimed = 0;
  return portfolio.filter((company) => company.source === 'own' || claimed++ < CLAIMED_ROWS_SHOWN);
};

/** Corpus entries have a round (date and amount raised); own entries a stage only. */
const roundText = (company: PortfolioCompany): string =>
  [company.date, company.roundSizeUsd === null ? null : `${formatCompactUsd(company.roundSizeUsd)} round`]
    .filter(Boolean)
    .join(' · ') || dash;

export type PortfolioTabProps = {
  dashboard: InvestorDashboard;
  onFundSaved: (fund: Fund) => void;
  /** Added or edited (replaces the one with its id). */
  onCompanySaved: (company: PortfolioCompany) => void;
  onCompanyDeleted: (id: string) => void;
};

function CompanyRow({
  company,
  onEdit,
  onDelete,
}: {
  company: PortfolioCompany;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const own = company.source === 'own';
  return (
    <tr>
      <th scope="row">
        {company.name}
        {own ? null : <StyledMutedNote>From your investment history</StyledMutedNote>}
      </th>
      <td>{company.industry ?? dash}</td>
      <td>{company.stage ?? dash}</td>
      <td>{roundText(company)}</td>
      <td>{company.valuationUsd === null ? dash : formatCompactUsd(company.valuationUsd)}</td>
      <td>
        {company.status ? (
          <Badge variant={company.status === 'Active' ? 'green' : 'secondary'}>{company.status}</Badge>
        ) : (
          'Not known'
        )}
      </td>
      <td>{company.description ?? dash}</td>
      <td>
        {own ? (
          <StyledRowActions>
            <Button size="sm" variant="ghost" aria-label={`Edit ${company.name}`} onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Delete ${company.name}`} onClick={onDelete}>
              Delete
            </Button>
          </StyledRowActions>
        ) : (
          <StyledMutedNote>Read-only</StyledMutedNote>
        )}
      </td>
    </tr>
  );
}

function PortfolioCompaniesCard({
  portfolio,
  onCompanySaved,
  onCompanyDeleted,
}: Omit<PortfolioTabProps, 'dashboard' | 'onFundSaved'> & { portfolio: PortfolioCompany[] }) {
  const [dialog, setDialog] = useState<{ company: PortfolioCompany | null } | null>(null);
  const [deleting, setDeleting] = useState<PortfolioCompany | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const folded = foldedRows(portfolio);
  const rows = showAll ? portfolio : folded;

  const handleDelete = async (company: PortfolioCompany) => {
    setBusy(true);
    setError(null);
    try {
      await deletePortfolioCompany(company.id);
      onCompanyDeleted(company.id);
      setDeleting(null);
    } catch (caught) {
      setError(describeCallError(caught, DELETE_PORTFOLIO_COMPANY_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DashboardCard
      title="Portfolio companies"
      description="Your claimed investment history and the companies you added."
      actions={
        <Button size="sm" onClick={() => setDialog({ company: null })}>
          Add company
        </Button>
      }
    >
      {portfolio.length === 0 ? (
        <EmptyState title="No portfolio companies yet">
          Claim your investor profile on Profile to bring in your investment history, or add a company.
        </EmptyState>
      ) : (
        <StyledScroller>
          <StyledDataTable>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Industry</th>
                <th scope="col">Stage</th>
                <th scope="col">Date / round</th>
                <th scope="col">Valuation</th>
                <th scope="col">Status</th>
                <th scope="col">Description</th>
                <th scope="col">
                  <span>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((company) => (
                <CompanyRow
                  key={company.id}
                  company={company}
                  onEdit={() => setDialog({ company })}
                  onDelete={() => {
                    setError(null);
                    setDeleting(company);
                  }}
                />
              ))}
            </tbody>
          </StyledDataTable>
        </StyledScroller>
      )}
      {folded.length < portfolio.length ? (
        <Button size="sm" variant="outline" onClick={() => setShowAll((shown) => !shown)}>
          {showAll ? 'Show fewer' : `Show all ${portfolio.length} companies`}
        </Button>
      ) : null}
      <CompanyDialog
        company={dialog?.company ?? null}
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        onSaved={onCompanySaved}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open || busy ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete company?'}
        description="It leaves your portfolio; this cannot be undone."
      >
        {error ? <ErrorLine>{error}</ErrorLine> : null}
        <StyledFormActions>
          <Button variant="outline" disabled={busy} onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => deleting && void handleDelete(deleting)}
          >
            {busy ? 'Deleting…' : 'Delete'}
          </Button>
        </StyledFormActions>
      </Dialog>
    </DashboardCard>
  );
}

/** The Portfolio tab (spec §2, §3): the fund and the portfolio companies (claimed history read-only, own editable). */
export function PortfolioTab({ dashboard, onFundSaved, onCompanySaved, onCompanyDeleted }: PortfolioTabProps) {
  return (
    <StyledTab>
      <FundCard fund={dashboard.fund} claim={dashboard.claim} onSaved={onFundSaved} />
      <PortfolioCompaniesCard
        portfolio={dashboard.portfolio}
        onCompanySaved={onCompanySaved}
        onCompanyDeleted={onCompanyDeleted}
      />
    </StyledTab>
  );
}
