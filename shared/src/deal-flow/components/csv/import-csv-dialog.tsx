import { CRM_LIMITS, type DealImportReport } from '@pear/contract';
import { IMPORT_DEALS_ERROR, importDeals, previewDealsImport } from '@pear/shared/api';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { formatFileSize } from '@pear/shared/files';
import { type ChangeEvent, useState } from 'react';

import { ButtonRow, Stack } from '../detail/form-controls';
import { useDealAction } from '../detail/use-deal-action';
import { ImportPreview } from './import-preview';

export const CSV_TOO_LARGE = `The file is larger than ${formatFileSize(CRM_LIMITS.csvBytes)}: split it and import each part`;

/** Read from the chosen file, then previewed; written only by "Import N deals". */
type Loaded = { csv: string; fileName: string; report: DealImportReport };

export type ImportCsvDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onImported: () => void };

/** "Import CSV": choose a file, see what it would add, update and skip (and its bad rows), then import. */
export function ImportCsvDialog({ open, onOpenChange, onImported }: ImportCsvDialogProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [result, setResult] = useState<DealImportReport | null>(null);
  const { busy, error, setError, run } = useDealAction();

  const close = () => {
    setLoaded(null);
    setResult(null);
    setError(null);
    onOpenChange(false);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setLoaded(null);
    setResult(null);
    if (!file) return;
    if (file.size > CRM_LIMITS.csvBytes) return setError(CSV_TOO_LARGE);
    const csv = await file.text();
    const report = await run(() => previewDealsImport(csv), IMPORT_DEALS_ERROR);
    if (report) setLoaded({ csv, fileName: file.name, report });
  };

  const apply = async () => {
    if (!loaded) return;
    const report = await run(() => importDeals(loaded.csv), IMPORT_DEALS_ERROR);
    if (!report) return;
    setLoaded(null);
    setResult(report);
    onImported();
  };

  const count = loaded ? loaded.report.added.length + loaded.report.updated.length : 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Import CSV"
      description="Columns as in Export CSV. A deal already here (same round, and the same e-mail or the same name and firm) is updated, not duplicated. Nothing is written before you confirm."
    >
      {result ? (
        <Stack>
          <p role="status">{`Imported: ${result.added.length} added, ${result.updated.length} updated, ${result.skipped.length} skipped, ${result.errors.length} bad rows.`}</p>
          <ImportPreview report={result} />
          <ButtonRow>
            <Button onClick={close}>Done</Button>
          </ButtonRow>
        </Stack>
      ) : (
        <Stack>
          <TextField
            label="CSV file"
            type="file"
            accept=".csv,text/csv"
            hint={`At most ${formatFileSize(CRM_LIMITS.csvBytes)}.`}
            disabled={busy}
            onChange={(event) => void choose(event)}
          />
          {error ? <ErrorLine>{error}</ErrorLine> : null}
          {loaded ? (
            <>
              <p role="status">{`Preview of ${loaded.fileName}:`}</p>
              <ImportPreview report={loaded.report} />
              <ButtonRow>
                <Button disabled={busy || count === 0} onClick={() => void apply()}>
                  {`Import ${count} ${count === 1 ? 'deal' : 'deals'}`}
                </Button>
                <Button variant="ghost" onClick={close}>
                  Cancel
                </Button>
              </ButtonRow>
            </>
          ) : null}
        </Stack>
      )}
    </Dialog>
  );
}
