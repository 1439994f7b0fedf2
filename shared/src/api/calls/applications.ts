import { type Application, type ApplicationsOverview, endpoints, type UpdateApplicationBody } from '@pear/contract';
import { callEndpoint, fetchEndpointFile } from '../call-endpoint';

/* The founder's Applications tab (issue 15): one function per endpoint, each with the message shown on failure. */

export const APPLICATIONS_ERROR = 'Failed to load the programmes';
export const AUTO_APPLY_ERROR = 'Failed to draft the application';
export const APPLICATION_ERROR = 'Failed to load the application';
export const SAVE_APPLICATION_ERROR = 'Failed to save the application';
export const DELETE_APPLICATION_ERROR = 'Failed to delete the application';
export const EXPORT_APPLICATION_ERROR = 'Failed to export the application';

/** GET /dev/me/applications → every catalogue programme ranked for the founder, best fit first. */
export const getApplications = (): Promise<ApplicationsOverview> =>
  callEndpoint(endpoints.getApplications, { errorMessage: APPLICATIONS_ERROR });

/** POST /dev/me/applications/programmes/:programmeId/auto-apply → the drafted application (or the one started). */
export const autoApply = (programmeId: string): Promise<Application> =>
  callEndpoint(endpoints.autoApply, { params: { programmeId }, errorMessage: AUTO_APPLY_ERROR });

/** GET /dev/me/applications/:id → the answers, status history and deadline. */
export const getApplication = (id: string): Promise<Application> =>
  callEndpoint(endpoints.getApplication, { params: { id }, errorMessage: APPLICATION_ERROR });

/** PATCH /dev/me/applications/:id: edited answers, a status, or the founder's own deadline → the application. */
export const updateApplication = (id: string, changes: UpdateApplicationBody): Promise<Application> =>
  callEndpoint(endpoints.updateApplication, { params: { id }, json: changes, errorMessage: SAVE_APPLICATION_ERROR });

/** DELETE /dev/me/applications/:id. */
export const deleteApplication = async (id: string): Promise<void> => {
  await callEndpoint(endpoints.deleteApplication, { params: { id }, errorMessage: DELETE_APPLICATION_ERROR });
};

/** GET /dev/me/applications/:id/export?format=… → the file and the name the server gave it. */
export const exportApplication = (id: string, format: 'markdown' | 'pdf') =>
  fetchEndpointFile(endpoints.exportApplication, {
    params: { id },
    searchParams: { format },
    errorMessage: EXPORT_APPLICATION_ERROR,
  });
