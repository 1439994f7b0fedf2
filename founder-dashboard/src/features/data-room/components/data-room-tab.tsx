import styled from '@emotion/styled';
import type { AccessRequest, DataRoomItem, DataRoomLink } from '@pear/contract';
import {
  APPROVE_REQUEST_ERROR,
  approveAccessRequest,
  DELETE_ITEM_ERROR,
  deleteDataRoomItem,
  DENY_REQUEST_ERROR,
  denyAccessRequest,
  DOWNLOAD_ITEM_ERROR,
  downloadDataRoomItem,
  REVOKE_LINK_ERROR,
  revokeDataRoomLink,
  UPDATE_ITEM_ERROR,
  updateDataRoomItem,
} from '@pear/shared/api';
import { Button, ErrorLine, Spinner, toast } from '@pear/shared/ui';
import { saveFile } from '@pear/shared/files';
import { ConfirmDialog, type ConfirmRequest, DashboardCard } from '@pear/shared/dashboard';
import { useState } from 'react';

import { useDataRoom } from '../hooks/use-data-room';
import { AccessRequests } from './access-requests';
import { ActivityLog } from './activity-log';
import { AddPendingDialog } from './add-pending-dialog';
import { AnalyticsDialog } from './analytics-dialog';
import { DocumentTable } from './document-table';
import { DataRoomSection } from './section';
import { ShareDialog } from './share-dialog';
import { SharedLinks } from './shared-links';
import { UploadDocumentDialog, type UploadTarget } from './upload-document-dialog';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** The file name of a download when the server gives none: the document's name and its type. */
const fallbackFileName = (item: DataRoomItem) => `${item.name}.${(item.fileType ?? 'bin').toLowerCase()}`;

/**
 * The Data Room (issue 13): documents by category (spec §2) with upload, pending items, versions, restriction and
 * reading time; sharing by link for one viewer e-mail; viewers' access requests to approve or deny; and the audit of
 * who did what. Every change reads the room again.
 */
export function DataRoomTab() {
  const room = useDataRoom();
  const { run, refresh, showDecision } = room;
  const [uploadTarget, setUploadTarget] = useState<UploadTarget | null>(null);
  const [addingPending, setAddingPending] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [analyticsItem, setAnalyticsItem] = useState<DataRoomItem | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const handleUploaded = (item: DataRoomItem) => {
    setUploadTarget(null);
    toast({ title: `Uploaded ${item.name}` });
    refresh();
  };

  const handlePendingAdded = (item: DataRoomItem) => {
    setAddingPending(false);
    toast({ title: `Added ${item.name} as pending` });
    refresh();
  };

  const handleDownload = (item: DataRoomItem) =>
    void run(async () => {
      const { blob, fileName } = await downloadDataRoomItem(item.id);
      saveFile(blob, fileName ?? fallbackFileName(item));
    }, DOWNLOAD_ITEM_ERROR);

  const handleToggleRestricted = (item: DataRoomItem) =>
    void run(
      () => updateDataRoomItem(item.id, { restricted: !item.restricted }),
      UPDATE_ITEM_ERROR,
      (saved) => (saved.restricted ? `${saved.name} is restricted` : `${saved.name} is open to every viewer`),
    );

  const handleDelete = (item: DataRoomItem) =>
    setConfirm({
      title: `Delete ${item.name}?`,
      description: 'The document and every version of it are deleted for good, and viewers lose access at once.',
      confirmLabel: 'Delete',
      onConfirm: () =>
        run(
          () => deleteDataRoomItem(item.id),
          DELETE_ITEM_ERROR,
          () => `Deleted ${item.name}`,
        ),
    });

  const handleRevoke = (link: DataRoomLink) =>
    setConfirm({
      title: `Revoke the link for ${link.email}?`,
      description: 'The link stops working at once, also for a viewer who has it open.',
      confirmLabel: 'Revoke',
      onConfirm: () =>
        run(
          () => revokeDataRoomLink(link.id),
          REVOKE_LINK_ERROR,
          () => `Revoked the link for ${link.email}`,
        ),
    });

  const decide = async (request: AccessRequest, approve: boolean) => {
    const decided = await run(
      () => (approve ? approveAccessRequest(request.id) : denyAccessRequest(request.id)),
      approve ? APPROVE_REQUEST_ERROR : DENY_REQUEST_ERROR,
      () => `${approve ? 'Approved' : 'Denied'} ${request.email}'s request for ${request.itemName}`,
    );
    if (decided) showDecision(decided);
  };

  const overview = room.overview;
  return (
    <DashboardCard
      title="Data Room"
      description="The documents you share with investors. Restricted documents need an access request; each shows who viewed it."
      actions={
        <>
          <Button onClick={() => setUploadTarget({ kind: 'new' })}>Upload document</Button>
          <Button variant="outline" onClick={() => setAddingPending(true)}>
            Add pending item
          </Button>
          <Button variant="outline" onClick={() => setSharing(true)}>
            Share
          </Button>
        </>
      }
    >
      {room.loadError ? <ErrorLine>{room.loadError}</ErrorLine> : null}
      {room.actionError ? <ErrorLine>{room.actionError}</ErrorLine> : null}
      {overview === null ? (
        room.loadError ? null : (
          <Spinner label="Loading your data room" />
        )
      ) : (
        <StyledBody>
          {overview.categories.map((category) => (
            <DataRoomSection key={category.name} title={category.name}>
              <DocumentTable
                category={category.name}
                items={category.items}
                onDownload={handleDownload}
                onUpload={(item) => setUploadTarget({ kind: 'file', item })}
                onToggleRestricted={handleToggleRestricted}
                onDelete={handleDelete}
                onShowAnalytics={setAnalyticsItem}
              />
            </DataRoomSection>
          ))}
          <AccessRequests
            requests={overview.requests}
            onApprove={(request) => decide(request, true)}
            onDeny={(request) => decide(request, false)}
          />
          <SharedLinks links={overview.links} onRevoke={handleRevoke} />
          <ActivityLog entries={room.audit} error={room.auditError} />
        </StyledBody>
      )}
      <UploadDocumentDialog target={uploadTarget} onClose={() => setUploadTarget(null)} onUploaded={handleUploaded} />
      <AddPendingDialog open={addingPending} onClose={() => setAddingPending(false)} onAdded={handlePendingAdded} />
      <ShareDialog open={sharing} onClose={() => setSharing(false)} onShared={refresh} />
      <AnalyticsDialog item={analyticsItem} onClose={() => setAnalyticsItem(null)} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </DashboardCard>
  );
}
