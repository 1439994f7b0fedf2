import styled from '@emotion/styled';
import type { CreateMediaItemBody, MediaItem } from '@pear/contract';
import {
  ADD_MEDIA_ERROR,
  createMediaItem,
  DELETE_MEDIA_ERROR,
  deleteMediaItem,
  describeCallError,
  REORDER_MEDIA_ERROR,
  reorderMedia,
  UPDATE_MEDIA_ERROR,
  updateMediaItem,
} from '@pear/shared/api';
import {
  ConfirmDialog,
  type ConfirmRequest,
  DashboardCard,
  EmptyState,
  MediaItemSummary,
  StyledInlineRow,
  StyledMutedNote,
  StyledPlainList,
} from '@pear/shared/dashboard';
import { Button, ErrorLine, toast } from '@pear/shared/ui';
import { useState } from 'react';

import { useMedia } from '../hooks/use-media';
import { EMPTY_MEDIA_FORM, formValuesOf, movedOrder } from '../lib/media-form';
import { MediaItemDialog, type MediaItemDialogProps } from './media-item-dialog';

const StyledRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Move up / down, then Edit / Delete: in a narrow panel the two groups wrap as groups. */
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

type Editing = { kind: 'add' } | { kind: 'edit'; item: MediaItem } | null;

/**
 * The side panel "Media & Content" (spec §2): the founder's podcasts, articles, videos and tweets, in the order they
 * choose (Move up / Move down), each added, edited and deleted here. Investors see the same list on the founder's card.
 */
export function MediaPanel() {
  const { items, loadError, actionError, run, show, refresh } = useMedia();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [moving, setMoving] = useState(false);

  const save = async (body: CreateMediaItemBody): Promise<string | null> => {
    if (!editing) return null;
    try {
      const saved = editing.kind === 'add' ? await createMediaItem(body) : await updateMediaItem(editing.item.id, body);
      toast({ title: editing.kind === 'add' ? `Added “${saved.title}”` : `Saved “${saved.title}”` });
      setEditing(null);
      refresh();
      return null;
    } catch (caught) {
      return describeCallError(caught, editing.kind === 'add' ? ADD_MEDIA_ERROR : UPDATE_MEDIA_ERROR);
    }
  };

  const move = async (index: number, offset: -1 | 1) => {
    const ids = items?.map((item) => item.id) ?? [];
    const order = movedOrder(ids, index, offset);
    if (!order) return;
    setMoving(true);
    const answer = await run(() => reorderMedia(order), REORDER_MEDIA_ERROR);
    if (answer) show(answer.items);
    setMoving(false);
  };

  const askDelete = (item: MediaItem) =>
    setConfirm({
      title: `Delete “${item.title}”?`,
      description: 'It leaves your Media & Content list and investors stop seeing it.',
      confirmLabel: 'Delete',
      onConfirm: () => run(() => deleteMediaItem(item.id), DELETE_MEDIA_ERROR),
    });

  const dialogMode: MediaItemDialogProps['mode'] =
    editing === null
      ? null
      : editing.kind === 'add'
        ? { kind: 'add', initial: EMPTY_MEDIA_FORM }
        : { kind: 'edit', initial: formValuesOf(editing.item) };

  return (
    <aside aria-label="Media & Content">
      <DashboardCard
        title="Media & Content"
        description="Podcasts, articles, videos and tweets about you and your company. Investors see them on your card."
        actions={
          <Button size="sm" onClick={() => setEditing({ kind: 'add' })}>
            Add media
          </Button>
        }
      >
        {loadError ? <ErrorLine>{loadError}</ErrorLine> : null}
        {actionError ? <ErrorLine>{actionError}</ErrorLine> : null}
        {items === null && !loadError ? <StyledMutedNote>Loading…</StyledMutedNote> : null}
        {items?.length === 0 ? (
          <EmptyState title="No media yet">
            Add links to press and posts about you and your startup: they open in a new tab.
          </EmptyState>
        ) : null}
        {items && items.length > 0 ? (
          <StyledPlainList aria-label="Your media">
            {items.map((item, index) => (
              <StyledRow key={item.id}>
                <MediaItemSummary item={item} />
                <StyledActions>
                  <StyledInlineRow>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${item.title} up`}
                      disabled={moving || index === 0}
                      onClick={() => void move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${item.title} down`}
                      disabled={moving || index === items.length - 1}
                      onClick={() => void move(index, 1)}
                    >
                      ↓
                    </Button>
                  </StyledInlineRow>
                  <StyledInlineRow>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit ${item.title}`}
                      onClick={() => setEditing({ kind: 'edit', item })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${item.title}`}
                      onClick={() => askDelete(item)}
                    >
                      Delete
                    </Button>
                  </StyledInlineRow>
                </StyledActions>
              </StyledRow>
            ))}
          </StyledPlainList>
        ) : null}
      </DashboardCard>
      <MediaItemDialog mode={dialogMode} onClose={() => setEditing(null)} onSubmit={save} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </aside>
  );
}
