import styled from '@emotion/styled';
import type { DealImportReport } from '@pear/contract';

const StyledReport = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

type Row = { row: number; name: string; firm: string | null };

const who = ({ name, firm }: Row) => (firm ? `${name} (${firm})` : name);

/** One group of rows, with its count in the heading; nothing when empty. */
function Group<T>({ title, rows, line }: { title: string; rows: T[]; line: (row: T) => string }) {
  if (rows.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3>{`${title} (${rows.length})`}</h3>
      <ul>
        {rows.map((row) => (
          <li key={line(row)}>{line(row)}</li>
        ))}
      </ul>
    </section>
  );
}

/** What an import adds, updates (with the changed columns), skips and refuses (line and reason). */
export function ImportPreview({ report }: { report: DealImportReport }) {
  const applied = report.applied;
  return (
    <StyledReport>
      <Group title={applied ? 'Added' : 'To add'} rows={report.added} line={(row) => `Line ${row.row}: ${who(row)}`} />
      <Group
        title={applied ? 'Updated' : 'To update'}
        rows={report.updated}
        line={(row) => `Line ${row.row}: ${who(row)} — ${row.changes.join(', ')}`}
      />
      <Group
        title={applied ? 'Skipped' : 'To skip'}
        rows={report.skipped}
        line={(row) => `Line ${row.row}: ${who(row)} — ${row.reason}`}
      />
      <Group title="Bad rows" rows={report.errors} line={(row) => `Line ${row.row}: ${row.reason}`} />
    </StyledReport>
  );
}
