import type { Application, ApplicationsOverview } from '@pear/contract';
import {
  APPLICATION_ERROR,
  APPLICATIONS_ERROR,
  describeCallError,
  getApplication,
  getApplications,
  useApiQuery,
} from '@pear/shared/api';
import { useCallback } from 'react';
import { type ActionRunner, useActionRunner } from '../../../lib/use-action-runner';

export type ApplicationsState = {
  /** Null while the first load runs (or when it failed). */
  overview: ApplicationsOverview | null;
  loadError: string | null;
  actionError: string | null;
  run: ActionRunner;
  refresh: () => void;
};

/** The programmes ranked for the founder (GET /dev/me/applications), read again after every action. */
export const useApplications = (): ApplicationsState => {
  const overview = useApiQuery('applications', getApplications);
  const { refetch } = overview;
  const { run, error } = useActionRunner(refetch);
  return {
    overview: overview.data ?? null,
    loadError: overview.status === 'error' ? describeCallError(overview.error, APPLICATIONS_ERROR) : null,
    actionError: error,
    run,
    refresh: refetch,
  };
};

export type ApplicationState = {
  application: Application | null;
  loadError: string | null;
  actionError: string | null;
  /** Runs a change; its answer (the saved application) replaces the one shown. */
  save: (
    call: () => Promise<Application>,
    fallback: string,
    success?: (saved: Application) => string,
  ) => Promise<Application | undefined>;
};

/** One application (GET /dev/me/applications/:id); saves show what the server stored. */
export const useApplication = (id: string, onChange: () => void): ApplicationState => {
  const query = useApiQuery(['application', id], () => getApplication(id));
  const { setData } = query;
  const { run, error } = useActionRunner(onChange);
  const save = useCallback(
    async (call: () => Promise<Application>, fallback: string, success?: (saved: Application) => string) => {
      const saved = await run(call, fallback, success);
      if (saved) setData(() => saved);
      return saved;
    },
    [run, setData],
  );
  return {
    application: query.data ?? null,
    loadError: query.status === 'error' ? describeCallError(query.error, APPLICATION_ERROR) : null,
    actionError: error,
    save,
  };
};
