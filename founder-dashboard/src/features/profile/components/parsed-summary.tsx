import styled from '@emotion/styled';

export type ParsedItem = { label: string; value: string | readonly string[] | null | undefined };

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > div {
    display: contents;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const isShown = (value: ParsedItem['value']): value is string | readonly string[] =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;

/** The results area of an Update Resume / Update Pitchdeck dialog: what the parser found. */
export function ParsedSummary({ title, items, empty }: { title: string; items: readonly ParsedItem[]; empty: string }) {
  const shown = items.filter((item): item is { label: string; value: string | readonly string[] } =>
    isShown(item.value),
  );
  return (
    <StyledSection aria-label={title}>
      <StyledHeading>{title}</StyledHeading>
      {shown.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <StyledList>
          {shown.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{typeof value === 'string' ? value : value.join(', ')}</dd>
            </div>
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}
