import { useThesisUpload } from '@pear/shared/api';
import { formatCompactUsd } from '@pear/shared/domain';
import { ParsedFields } from '@pear/shared/files';

import { DocumentStep } from '../../components/document-step';

/** "$250K – $1M", "up to $500K", "from $2M"; null without numbers. */
export const formatCheckSize = (min: number | null, max: number | null): string | null => {
  if (min != null && max != null)
    return min === max ? formatCompactUsd(min) : `${formatCompactUsd(min)} – ${formatCompactUsd(max)}`;
  if (max != null) return `up to ${formatCompactUsd(max)}`;
  if (min != null) return `from ${formatCompactUsd(min)}`;
  return null;
};

/** /signup/investorthesisparse (investors, step 2 of 4): upload the investment thesis and see what was read. */
export function ThesisPage() {
  const state = useThesisUpload();

  return (
    <DocumentStep
      title="Upload your investment thesis"
      description="We read your thesis to learn what you invest in, and match you with founders who fit it."
      step={1}
      state={state}
      label="Investment thesis (PDF, up to 10 MB)"
      documentName="thesis"
      renderResult={(thesis) => (
        <ParsedFields
          title="What we read from your thesis"
          empty="Your thesis is saved. We could not read its focus areas; you can add them on your dashboard."
          fields={[
            { label: 'Firm', value: thesis.firmName },
            { label: 'Industries', value: thesis.industries },
            { label: 'Stages', value: thesis.stages },
            { label: 'Check size', value: formatCheckSize(thesis.checkSizeMinUsd, thesis.checkSizeMaxUsd) },
            { label: 'Geographies', value: thesis.geographies },
            { label: 'Thesis', value: thesis.thesisSummary },
          ]}
        />
      )}
      nextRoute="/signup/fill-missing-info"
    />
  );
}
