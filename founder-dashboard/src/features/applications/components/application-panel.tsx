import styled from '@emotion/styled';
import { APPLICATION_STATUS_LABELS, type Application } from '@pear/contract';
import {
  DELETE_APPLICATION_ERROR,
  deleteApplication,
  EXPORT_APPLICATION_ERROR,
  exportApplication,
  SAVE_APPLICATION_ERROR,
  updateApplication,
} from '@pear/shared/api';
import {
  ConfirmDialog,
  type ConfirmRequest,
  SelectField,
  StyledLink,
  StyledMuted,
  StyledPlainList,
} from '@pear/shared/dashboard';
import { Badge, Button, ErrorLine, Spinner, TextField } from '@pear/shared/ui';
import { saveFile } from '@pear/shared/files';
import { useState } from 'react';

import { type ApplicationState, useApplication } from '../hooks/use-applications';
import { deadlineLabel, formatDay, soonLabel, STATUS_LABELS, statusOfLabel, utcToday } from '../lib/programme-view';
import { AnswerField } from './answer-field';

export type ApplicationPanelProps = {
  applicationId: string;
  /** Back to the list of programmes. */
  onClose: () => void;
  /** The application changed (status, deletion): the list reads its state again. */
  onChange: () => void;
};

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledAnswers = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The edits not yet saved: the answers typed (by question id) and the deadline field. */
type Drafts = { answers: Record<string, string>; deadline: string | null };

type ApplicationEditorProps = Omit<ApplicationPanelProps, 'applicationId'> &
  Pick<ApplicationState, 'save' | 'actionError'> & { application: Application };

function ApplicationEditor({ application, save, actionError, onClose, onChange }: ApplicationEditorProps) {
  const [drafts, setDrafts] = useState<Drafts>({ answers: {}, deadline: null });
  const [exporting, setExporting] = useState<'markdown' | 'pdf' | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { programme } = application;
  const today = utcToday();
  const deadlineValue = drafts.deadline ?? application.deadline ?? '';
  const edited = Object.entries(drafts.answers).filter(
    ([questionId, text]) => application.answers.find((answer) => answer.questionId === questionId)?.answer !== text,
  );
  const deadlineChanged = drafts.deadline !== null && (drafts.deadline || null) !== application.deadline;
  const shownDeadline = application.deadline ?? programme.deadline.next;

  const handleSave = async () => {
    const saved = await save(
      () =>
        updateApplication(application.id, {
          ...(edited.length > 0 && { answers: edited.map(([questionId, answer]) => ({ questionId, answer })) }),
          ...(deadlineChanged && { deadline: drafts.deadline || null }),
        }),
      SAVE_APPLICATION_ERROR,
      () => 'Application saved',
    );
    if (saved) setDrafts({ answers: {}, deadline: null });
  };

  const handleStatus = (label: (typeof STATUS_LABELS)[number]) =>
    void save(
      () => updateApplication(application.id, { status: statusOfLabel(label) }),
      SAVE_APPLICATION_ERROR,
      (saved) => `Status: ${APPLICATION_STATUS_LABELS[saved.status]}`,
    );

  const handleExport = async (format: 'markdown' | 'pdf') => {
    setExporting(format);
    setExportError(null);
    try {
      const { blob, fileName } = await exportApplication(application.id, format);
      saveFile(blob, fileName ?? `${programme.id}-application.${format === 'pdf' ? 'pdf' : 'md'}`);
    } catch {
      setExportError(EXPORT_APPLICATION_ERROR);
    } finally {
      setExporting(null);
    }
  };

  const handleDelete = () =>
    setConfirm({
      title: `Delete your application to ${programme.name}?`,
      description: 'Its answers and status history are deleted for good.',
      confirmLabel: 'Delete',
      onConfirm: async () => {
        try {
          await deleteApplication(application.id);
          onChange();
          onClose();
        } catch {
          setExportError(DELETE_APPLICATION_ERROR);
        }
      },
    });

  return (
    <>
      <StyledRow>
        <SelectField
          label="Status"
          options={STATUS_LABELS}
          value={APPLICATION_STATUS_LABELS[application.status]}
          onChange={handleStatus}
        />
        <TextField
          label="Your deadline"
          type="date"
          value={deadlineValue}
          hint={`Programme: ${deadlineLabel(programme)}. Leave empty to follow it.`}
          onChange={(event) => setDrafts((current) => ({ ...current, deadline: event.target.value }))}
        />
        {application.deadlineSoon ? <Badge variant="yellow">{soonLabel(shownDeadline, today)}</Badge> : null}
      </StyledRow>
      <section aria-label="Status history">
        <StyledPlainList>
          {application.history.map((change) => (
            <li key={`${change.status} ${change.at}`}>
              <StyledMuted>
                {APPLICATION_STATUS_LABELS[change.status]} — {formatDay(change.at)}
              </StyledMuted>
            </li>
          ))}
        </StyledPlainList>
      </section>
      {actionError ? <ErrorLine>{actionError}</ErrorLine> : null}
      {exportError ? <ErrorLine>{exportError}</ErrorLine> : null}
      <StyledAnswers aria-label="Questions">
        {application.answers.map((answer) => (
          <AnswerField
            key={answer.questionId}
            answer={answer}
            value={drafts.answers[answer.questionId] ?? answer.answer}
            onChange={(text) =>
              setDrafts((current) => ({ ...current, answers: { ...current.answers, [answer.questionId]: text } }))
            }
          />
        ))}
      </StyledAnswers>
      <StyledActions>
        <Button disabled={edited.length === 0 && !deadlineChanged} onClick={() => void handleSave()}>
          Save
        </Button>
        <Button variant="outline" disabled={exporting !== null} onClick={() => void handleExport('markdown')}>
          {exporting === 'markdown' ? 'Exporting…' : 'Export Markdown'}
        </Button>
        <Button variant="outline" disabled={exporting !== null} onClick={() => void handleExport('pdf')}>
          {exporting === 'pdf' ? 'Exporting…' : 'Export PDF'}
        </Button>
        <Button variant="ghost" onClick={handleDelete}>
          Delete application
        </Button>
      </StyledActions>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}

/**
 * One application: every question with its drafted answer to edit and copy, what each came from, the status with its
 * dated history, the founder's own deadline, and the Markdown / PDF export.
 */
export function ApplicationPanel({ applicationId, onClose, onChange }: ApplicationPanelProps) {
  const { application, loadError, save, actionError } = useApplication(applicationId, onChange);
  const name = application?.programme.name;
  return (
    <StyledPanel aria-labelledby="application-panel-heading">
      <StyledRow>
        <Button variant="outline" size="sm" onClick={onClose}>
          Back to programmes
        </Button>
      </StyledRow>
      <StyledHeading id="application-panel-heading">{name ? `Application to ${name}` : 'Application'}</StyledHeading>
      {application ? (
        <>
          <StyledMuted>
            Answers drafted {application.drafter === 'llm' ? 'by the AI assistant' : 'by Pear'} from your own data —
            check each before you submit on{' '}
            <StyledLink href={application.programme.url} target="_blank" rel="noopener noreferrer">
              the official page
            </StyledLink>
            .
          </StyledMuted>
          <ApplicationEditor
            application={application}
            save={save}
            actionError={actionError}
            onClose={onClose}
            onChange={onChange}
          />
        </>
      ) : loadError ? (
        <ErrorLine>{loadError}</ErrorLine>
      ) : (
        <Spinner label="Loading the application" />
      )}
    </StyledPanel>
  );
}
