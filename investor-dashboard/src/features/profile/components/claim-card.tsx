import styled from '@emotion/styled';
import { CRM_LIMITS, type InvestorClaim, type InvestorSearchResult } from '@pear/contract';
import {
  CLAIM_INVESTOR_ERROR,
  claimInvestorProfile,
  describeCallError,
  INVESTOR_SEARCH_ERROR,
  RELEASE_CLAIM_ERROR,
  releaseInvestorClaim,
  searchInvestors,
} from '@pear/shared/api';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { DashboardCard, StyledBorderedRow, StyledMutedNote, StyledPlainList } from '@pear/shared/dashboard';
import { type FormEvent, useState } from 'react';

type CorpusInvestor = InvestorSearchResult['investors'][number];

const StyledSearch = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  & > :first-of-type {
    flex: 1 1 14rem;
  }
`;

const kindLabel = (kind: CorpusInvestor['kind']) => (kind === 'firm' ? 'Firm' : 'Angel');
const deals = (count: number) => `${count} ${count === 1 ? 'deal' : 'deals'}`;

export type ClaimCardProps = {
  claim: InvestorClaim | null;
  /** After a claim or a release: the profile, portfolio and VibeScore change with it. */
  onChanged: () => void;
};

function ClaimSearch({ onChanged }: Pick<ClaimCardProps, 'onChanged'>) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<CorpusInvestor[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.trim()) return;
    setBusy('search');
    setError(null);
    try {
      setResults(await searchInvestors(query.trim()));
    } catch (caught) {
      setError(describeCallError(caught, INVESTOR_SEARCH_ERROR));
    } finally {
      setBusy(null);
    }
  };

  const handleClaim = async (investor: CorpusInvestor) => {
    setBusy(investor.id);
    setError(null);
    try {
      await claimInvestorProfile(investor.id);
      onChanged();
    } catch (caught) {
      // A 409 (an angel someone else claimed) reads as the server wrote it.
      setError(describeCallError(caught, CLAIM_INVESTOR_ERROR));
      setBusy(null);
    }
  };

  return (
    <>
      <StyledSearch
        role="search"
        aria-label="Search the investor corpus"
        onSubmit={(event) => void handleSearch(event)}
      >
        <TextField
          label="Your name or your firm's name"
          value={query}
          maxLength={CRM_LIMITS.searchQuery}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" disabled={busy !== null || !query.trim()} aria-busy={busy === 'search' || undefined}>
          {busy === 'search' ? 'Searching…' : 'Search'}
        </Button>
      </StyledSearch>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      {results?.length === 0 ? (
        <StyledMutedNote>No investor in the corpus matches “{query.trim()}”.</StyledMutedNote>
      ) : null}
      {results && results.length > 0 ? (
        <StyledPlainList aria-label="Corpus investors">
          {results.map((investor) => (
            <StyledBorderedRow key={investor.id}>
              <div>
                <p>
                  <strong>{investor.name}</strong>
                </p>
                <StyledMutedNote>
                  {kindLabel(investor.kind)} · {deals(investor.dealCount)}
                </StyledMutedNote>
              </div>
              <Button
                size="sm"
                disabled={busy !== null}
                aria-busy={busy === investor.id || undefined}
                aria-label={`Claim ${investor.name}`}
                onClick={() => void handleClaim(investor)}
              >
                {busy === investor.id ? 'Claiming…' : 'Claim'}
              </Button>
            </StyledBorderedRow>
          ))}
        </StyledPlainList>
      ) : null}
    </>
  );
}

function ClaimedProfile({ claim, onChanged }: { claim: InvestorClaim; onChanged: () => void }) {
  const [releasing, setReleasing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleRelease = async () => {
    setReleasing(true);
    setError(null);
    try {
      await releaseInvestorClaim();
      onChanged();
    } catch (caught) {
      setError(describeCallError(caught, RELEASE_CLAIM_ERROR));
      setReleasing(false);
    }
  };
  return (
    <>
      <p>
        <strong>{claim.name}</strong> ({kindLabel(claim.kind)} · {deals(claim.dealCount)}
        {claim.lastInvestmentAt ? ` · last investment ${claim.lastInvestmentAt}` : ''})
      </p>
      <StyledMutedNote>Members on Pear</StyledMutedNote>
      <StyledPlainList aria-label="Members on Pear">
        {claim.members.map((member) => (
          <li key={member.userId}>{member.name}</li>
        ))}
      </StyledPlainList>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={releasing}
          aria-busy={releasing || undefined}
          onClick={() => void handleRelease()}
        >
          {releasing ? 'Releasing…' : 'Release claim'}
        </Button>
      </div>
    </>
  );
}

/**
 * "Claim your investor profile": search the CrunchBase corpus and claim an angel (once) or a firm (by several
 * members); once claimed, the claim with its members and "Release claim".
 */
export function ClaimCard({ claim, onChanged }: ClaimCardProps) {
  return claim ? (
    <DashboardCard
      title="Your claimed investor profile"
      description="Founders see you as “On Pear” on this investor's matches; its history fills your portfolio."
    >
      <ClaimedProfile claim={claim} onChanged={onChanged} />
    </DashboardCard>
  ) : (
    <DashboardCard
      title="Claim your investor profile"
      description="Find yourself or your firm in the CrunchBase investor corpus: claiming links your investment history to your profile."
    >
      <ClaimSearch onChanged={onChanged} />
    </DashboardCard>
  );
}
