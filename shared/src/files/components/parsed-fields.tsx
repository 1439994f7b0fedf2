import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export type ParsedField = {
  label: string;
  /** Empty values (null, "", []) are left out: the list shows what was found. */
  value: ReactNode | string | readonly string[] | null | undefined;
  /** Show a list value one item per line instead of comma-separated. */
  asList?: boolean;
};

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
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

const isEmpty = (value: ParsedField['value']): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const StyledItems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
`;

const renderList = (items: readonly string[], asList = false): ReactNode =>
  asList ? (
    <StyledItems>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </StyledItems>
  ) : (
    items.join(', ')
  );

/** The results area of an upload: what the parser found, as a labelled list. */
export type ParsedFieldsProps = {
  title: string;
  fields: readonly ParsedField[];
  /** Shown when none of the fields has a value. */
  empty: string;
  /** h2 on a page, h3 inside a dialog. */
  headingLevel?: 2 | 3;
};

export function ParsedFields({ title, fields, empty, headingLevel = 2 }: ParsedFieldsProps) {
  const shown = fields.filter((field) => !isEmpty(field.value));
  return (
    <StyledSection aria-label={title}>
      <StyledHeading as={headingLevel === 3 ? 'h3' : 'h2'}>{title}</StyledHeading>
      {shown.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <StyledList>
          {shown.map(({ label, value, asList }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{Array.isArray(value) ? renderList(value as readonly string[], asList) : value}</dd>
            </div>
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}
