import styled from '@emotion/styled';
import type { InvestorSearchResult } from '@pear/contract';
import { CRM_LIMITS } from '@pear/contract';
import { describeCallError, INVESTOR_SEARCH_ERROR, searchInvestors, useApiQuery } from '@pear/shared/api';
import { ErrorLine, TextField } from '@pear/shared/ui';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';

export type CorpusInvestor = InvestorSearchResult['investors'][number];

/** Wait this long after the last keystroke before asking the server (one request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 250;

const useDebouncedValue = (value: string, delayMs: number): string => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
};

const StyledWrapper = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledListbox = styled.ul`
  max-height: 15rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  overflow-y: auto;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  list-style: none;
`;

const StyledOption = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.brandSubtle};
    outline: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.brand}`};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type InvestorSearchComboboxProps = {
  /** The investor chosen by Enter or a click; null again as soon as the text is edited. */
  onSelect: (investor: CorpusInvestor | null) => void;
};

/**
 * The ARIA 1.2 combobox pattern (input + listbox, aria-activedescendant): type a name, the corpus is searched on the
 * server after a pause, ↑/↓ move through the results, Enter chooses, Esc closes the list.
 */
export function InvestorSearchCombobox({ onSelect }: InvestorSearchComboboxProps) {
  const listboxId = useId();
  const [text, setText] = useState('');
  // What the user typed: choosing an investor fills the field with its name without searching for it again.
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const search = useApiQuery(['investor-search', query], () => searchInvestors(query), { enabled: query !== '' });
  const results = query !== '' && search.status === 'success' ? (search.data ?? []) : [];
  const expanded = open && results.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // New results: nothing is highlighted until the user moves.
  useEffect(() => setActive(-1), [search.data]);

  const choose = (investor: CorpusInvestor) => {
    setText(investor.name);
    setOpen(false);
    onSelect(investor);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && expanded && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Esc closes the dialog.
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setOpen(false);
    }
  };

  let status: string | null = null;
  if (query !== '' && search.status === 'success' && results.length === 0) status = `No investors match “${query}”.`;
  if (search.isFetching && query !== '') status = 'Searching…';

  return (
    <StyledWrapper>
      <TextField
        label="Search investors by name"
        role="combobox"
        type="text"
        autoComplete="off"
        maxLength={CRM_LIMITS.searchQuery}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(event.target.value);
          setOpen(true);
          onSelect(null);
        }}
        onKeyDown={handleKeyDown}
      />
      <StyledListbox id={listboxId} role="listbox" aria-label="Investors" hidden={!expanded}>
        {expanded
          ? results.map((investor, index) => (
              <StyledOption
                key={investor.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keep the focus in the input: a click must not blur it before it chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(investor)}
              >
                {investor.name}
                <span>{investor.kind === 'firm' ? 'Firm' : 'Person'}</span>
              </StyledOption>
            ))
          : null}
      </StyledListbox>
      <StyledStatus role="status">{status}</StyledStatus>
      {search.status === 'error' && query !== '' ? (
        <ErrorLine>{describeCallError(search.error, INVESTOR_SEARCH_ERROR)}</ErrorLine>
      ) : null}
    </StyledWrapper>
  );
}
