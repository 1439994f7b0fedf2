import styled from '@emotion/styled';
import { VIDEO_PITCH_LIMITS, type VideoPitchState } from '@pear/contract';
import { describeCallError, UPLOAD_VIDEO_PITCH_ERROR, uploadVideoPitch } from '@pear/shared/api';
import {
  ConfirmDialog,
  type ConfirmRequest,
  DashboardCard,
  EmptyState,
  StyledInlineRow,
  VideoPitchPlayer,
} from '@pear/shared/dashboard';
import { Button, ErrorLine, Spinner, toast } from '@pear/shared/ui';
import { ProgressBar } from '@pear/shared/widgets';
import { PdfUpload, useDocumentUpload } from '@pear/shared/files';
import { useState } from 'react';

import { useVideoPitch } from '../hooks/use-video-pitch';

/** What the file input offers (types, and names for files the browser gives no type); the server reads the bytes. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';
export const VIDEO_FILE_TYPE_MESSAGE = 'Choose an MP4 or WebM video.';

const MINUTES = VIDEO_PITCH_LIMITS.seconds / 60;
const MEGABYTES = VIDEO_PITCH_LIMITS.bytes / (1024 * 1024);

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

type UploadFormProps = { onUploaded: (state: VideoPitchState) => void; onCancel?: () => void };

/** The file, Upload, a progress bar while the bytes go up and the server's refusal (413, 415, 422) as an alert. */
function UploadForm({ onUploaded, onCancel }: UploadFormProps) {
  const upload = useDocumentUpload<VideoPitchState>({
    upload: (file, onUploadProgress) => uploadVideoPitch(file, { onUploadProgress }),
    noFileMessage: 'Choose a video to upload.',
    // The server's refusals are written for founders ("This video is 6:00 long…"): shown as it sent them.
    describeError: (error) => describeCallError(error, UPLOAD_VIDEO_PITCH_ERROR),
    onDone: onUploaded,
  });
  const { busy, percent } = upload;

  return (
    <StyledForm aria-label="Upload a video pitch" onSubmit={upload.submit} aria-busy={busy || undefined}>
      <PdfUpload
        label="Video file"
        hint={`MP4 or WebM, up to ${MINUTES} minutes and ${MEGABYTES} MB.`}
        accept={VIDEO_ACCEPT}
        maxBytes={VIDEO_PITCH_LIMITS.bytes}
        typeErrorMessage={VIDEO_FILE_TYPE_MESSAGE}
        disabled={busy}
        error={upload.error}
        onFileChange={(file) => upload.chooseFile(file)}
      />
      {busy ? <ProgressBar label="Upload progress" value={percent} valueText={`${percent}% uploaded`} /> : null}
      {/* Every byte is sent: the server is reading the video's length and storing it. */}
      {upload.status === 'parsing' ? <Spinner label="Checking the video…" showLabel /> : null}
      <StyledInlineRow>
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </StyledInlineRow>
    </StyledForm>
  );
}

/**
 * Settings → Video pitch (spec §9): upload an MP4 or WebM of up to 5 minutes and 200 MB, watch it here, replace or
 * delete it. The server reads the real duration from the file and refuses a longer one with its length.
 */
export function VideoPitchCard() {
  const { videoPitch, loadError, actionError, showUploaded, remove, refresh } = useVideoPitch();
  const [replacing, setReplacing] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [playbackFailed, setPlaybackFailed] = useState(false);

  const handleUploaded = (state: VideoPitchState) => {
    showUploaded(state);
    setReplacing(false);
    setPlaybackFailed(false);
    toast({ title: 'Video pitch uploaded' });
  };

  const body = () => {
    if (loadError) {
      return (
        <>
          <ErrorLine>{loadError}</ErrorLine>
          <div>
            <Button size="sm" variant="outline" onClick={refresh}>
              Try again
            </Button>
          </div>
        </>
      );
    }
    if (videoPitch === undefined) return <Spinner label="Loading your video pitch…" showLabel />;
    if (videoPitch === null || replacing) {
      return (
        <>
          {videoPitch === null ? (
            <EmptyState title="No video pitch yet">Investors see it on your card once an intro is accepted.</EmptyState>
          ) : null}
          <UploadForm onUploaded={handleUploaded} onCancel={videoPitch ? () => setReplacing(false) : undefined} />
        </>
      );
    }
    return (
      <>
        <VideoPitchPlayer videoPitch={videoPitch} onPlaybackError={() => setPlaybackFailed(true)} />
        {playbackFailed ? (
          <ErrorLine>
            The video could not be played: its link may have expired (links last{' '}
            {VIDEO_PITCH_LIMITS.playbackLinkMinutes} minutes). Press Reload video for a fresh one.
          </ErrorLine>
        ) : null}
        <StyledInlineRow>
          {playbackFailed ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setPlaybackFailed(false);
                refresh();
              }}
            >
              Reload video
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => setReplacing(true)}>
            Replace video
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setConfirm({
                title: 'Delete your video pitch?',
                description: 'Investors will no longer see it. You can upload a new one at any time.',
                confirmLabel: 'Delete video',
                onConfirm: remove,
              })
            }
          >
            Delete video
          </Button>
        </StyledInlineRow>
      </>
    );
  };

  return (
    <DashboardCard
      title="Video pitch"
      description={`A short video pitch, up to ${MINUTES} minutes. Investors see it on your card once an intro is accepted.`}
    >
      {body()}
      {actionError ? <ErrorLine>{actionError}</ErrorLine> : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </DashboardCard>
  );
}
