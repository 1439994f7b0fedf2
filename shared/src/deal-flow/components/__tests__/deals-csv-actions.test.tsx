import { CRM_LIMITS, type DealImportReport, endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  type FetchRoute,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  textResponse,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { localToday } from '../../lib/deal-view';
import { CSV_TOO_LARGE } from '../csv/import-csv-dialog';
import { DealsCsvActions } from '../deals-csv-actions';
import { captureDownloads, DEAL_ID } from './detail-fixtures';

const CSV = 'name,firm,email,stage\nJane Partner,Northwind,jane@northwind.vc,Interested\nBo,,bo@x.io,Lead\n';

const REPORT: DealImportReport = {
  added: [{ row: 3, name: 'Bo', firm: null, dealId: null }],
  updated: [{ row: 2, name: 'Jane Partner', firm: 'Northwind', dealId: DEAL_ID, changes: ['stage', 'amount'] }],
  skipped: [{ row: 4, name: 'Sam Angel', firm: null, dealId: DEAL_ID, reason: 'nothing changed' }],
  errors: [{ row: 5, reason: 'stage must be one of the nine stages' }],
  applied: false,
};

const renderActions = (routes: Record<string, FetchRoute> = {}) => {
  getAppState().setAuthToken('token-1');
  const fetchMock = mockApiRoutes(routes);
  const onImported = jest.fn();
  renderWithUi(<DealsCsvActions onImported={onImported} />);
  return { fetchMock, onImported };
};

const chooseFile = async (user: ReturnType<typeof userEvent.setup>, file: File) => {
  const dialog = screen.getByRole('dialog', { name: 'Import CSV' });
  await user.upload(within(dialog).getByLabelText('CSV file'), file);
  return dialog;
};

describe('DealsCsvActions', () => {
  beforeEach(useTestConfig);

  it('exports every deal as pear-deals-<today>.csv', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    renderActions({ 'GET /dev/me/deals/export.csv': () => textResponse(CSV) });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(1));
    expect(await downloads.files()).toEqual([
      { fileName: `pear-deals-${localToday()}.csv`, type: 'text/csv', text: CSV },
    ]);
  });

  it('says when the export fails', async () => {
    const user = userEvent.setup();
    renderActions({ 'GET /dev/me/deals/export.csv': () => jsonResponse({ message: 'Too many requests' }, 429) });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });

  it('previews what the file adds, updates, skips and refuses, and writes only on "Import N deals"', async () => {
    const user = userEvent.setup();
    const { fetchMock, onImported } = renderActions({
      'POST /dev/me/deals/import/preview': () => contractResponse(endpoints.previewDealsImport, 200, REPORT),
      'POST /dev/me/deals/import': () => contractResponse(endpoints.importDeals, 200, { ...REPORT, applied: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await chooseFile(user, new File([CSV], 'deals.csv', { type: 'text/csv' }));

    expect(await within(dialog).findByRole('region', { name: 'To add' })).toHaveTextContent('To add (1)Line 3: Bo');
    expect(within(dialog).getByRole('region', { name: 'To update' })).toHaveTextContent(
      'Line 2: Jane Partner (Northwind) — stage, amount',
    );
    expect(within(dialog).getByRole('region', { name: 'To skip' })).toHaveTextContent(
      'Line 4: Sam Angel — nothing changed',
    );
    expect(within(dialog).getByRole('region', { name: 'Bad rows' })).toHaveTextContent(
      'Line 5: stage must be one of the nine stages',
    );
    expect(await requestsTo(fetchMock.requests(), 'POST', '/dev/me/deals/import/preview')[0]?.json()).toEqual({
      csv: CSV,
    });
    expect(requestsTo(fetchMock.requests(), 'POST', '/dev/me/deals/import')).toHaveLength(0);
    expect(onImported).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 deals' }));
    expect(await within(dialog).findByText('Imported: 1 added, 1 updated, 1 skipped, 1 bad rows.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock.requests(), 'POST', '/dev/me/deals/import')[0]?.json()).toEqual({ csv: CSV });
    expect(onImported).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no import when nothing would be added or updated', async () => {
    const user = userEvent.setup();
    renderActions({
      'POST /dev/me/deals/import/preview': () =>
        contractResponse(endpoints.previewDealsImport, 200, { ...REPORT, added: [], updated: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await chooseFile(user, new File([CSV], 'deals.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('button', { name: 'Import 0 deals' })).toBeDisabled();
  });

  it('refuses a file over 1 MB before reading or sending it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await chooseFile(
      user,
      new File(['x'.repeat(CRM_LIMITS.csvBytes + 1)], 'big.csv', { type: 'text/csv' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CSV_TOO_LARGE);
    expect(CSV_TOO_LARGE).toContain('1 MB');
    expect(fetchMock.requests()).toHaveLength(0);
  });

  it("shows the server's refusal of the file", async () => {
    const user = userEvent.setup();
    renderActions({
      'POST /dev/me/deals/import/preview': () =>
        jsonResponse({ message: 'the CSV has no header row with a name column' }, 400),
    });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await chooseFile(user, new File(['oops'], 'deals.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the CSV has no header row with a name column');
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });
});
