import { EXPORT_DEALS_ERROR, exportDealsCsv } from '@pear/shared/api';
import { Button, ErrorLine } from '@pear/shared/ui';
import { useState } from 'react';

import { localToday } from '../lib/deal-view';
import { downloadText } from '../lib/download-text';
import { ImportCsvDialog } from './csv/import-csv-dialog';
import { ButtonRow } from './detail/form-controls';
import { useDealAction } from './detail/use-deal-action';

export type DealsCsvActionsProps = { onImported: () => void };

/** The Deal Flow toolbar's "Export CSV" (all deals, as pear-deals-YYYY-MM-DD.csv) and "Import CSV". */
export function DealsCsvActions({ onImported }: DealsCsvActionsProps) {
  const [importing, setImporting] = useState(false);
  const { busy, error, run } = useDealAction();

  const exportCsv = async () => {
    const csv = await run(exportDealsCsv, EXPORT_DEALS_ERROR);
    if (csv !== undefined) downloadText(csv, `pear-deals-${localToday()}.csv`, 'text/csv');
  };

  return (
    <>
      <ButtonRow>
        <Button variant="outline" disabled={busy} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        <Button variant="outline" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
      </ButtonRow>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <ImportCsvDialog open={importing} onOpenChange={setImporting} onImported={onImported} />
    </>
  );
}
