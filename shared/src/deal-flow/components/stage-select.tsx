import styled from '@emotion/styled';
import type { CrmStage } from '@pear/contract';
import { CRM_STAGES, isCrmStage } from '@pear/shared/domain';
import { VisuallyHidden } from '@pear/shared/ui';
import { type Ref, useId } from 'react';

const StyledField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  label {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  select {
    min-width: 0;
    flex: 1;
    height: ${({ theme }) => theme.sizes.control.sm};
    padding: 0 ${({ theme }) => theme.space[2]};
    border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

export type StageSelectProps = {
  stage: CrmStage;
  onChange: (stage: CrmStage) => void;
  selectRef?: Ref<HTMLSelectElement>;
  /** In the list the column header already says "Stage": the label is then for screen readers only. */
  labelHidden?: boolean;
};

/** The keyboard (and touch) way to move a deal: a native select labelled "Stage", the stages in spec order. */
export function StageSelect({ stage, onChange, selectRef, labelHidden = false }: StageSelectProps) {
  const id = useId();
  return (
    <StyledField>
      <label htmlFor={id}>{labelHidden ? <VisuallyHidden>Stage</VisuallyHidden> : 'Stage'}</label>
      <select
        id={id}
        ref={selectRef}
        value={stage}
        onChange={(event) => {
          if (isCrmStage(event.target.value)) onChange(event.target.value);
        }}
      >
        {CRM_STAGES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </StyledField>
  );
}
