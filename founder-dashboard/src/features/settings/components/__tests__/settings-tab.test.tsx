import { endpoints, VIDEO_PITCH_LIMITS, videoPitchTooLongMessage } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  installFetchBackedXhr,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
  videoPitchFixture,
} from '@pear/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SettingsTab } from '../settings-tab';
import { VIDEO_FILE_TYPE_MESSAGE } from '../video-pitch-card';

const ACCOUNT = { provider: 'LinkedIn', email: 'ada@engines.example' };
const webm = (name = 'pitch.webm') =>
  new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], name, { type: 'video/webm' });

/** The API with the founder's video pitch (null: none yet); uploads answer `upload`, deletes leave none. */
function mockSettingsApi({
  videoPitch = null as ReturnType<typeof videoPitchFixture> | null,
  upload = (): Response | Promise<Response> =>
    contractResponse(endpoints.uploadVideoPitch, 200, {
      videoPitch: videoPitchFixture({ durationSeconds: 3.03, sizeBytes: 28_945 }),
    }),
} = {}) {
  let current = videoPitch;
  return mockApiRoutes({
    'GET /dev/me/video-pitch': () => contractResponse(endpoints.getVideoPitch, 200, { videoPitch: current }),
    'PUT /dev/me/video-pitch': async () => {
      const response = await upload();
      if (response.ok) current = ((await response.clone().json()) as { videoPitch: typeof current }).videoPitch;
      return response;
    },
    'DELETE /dev/me/video-pitch': () => {
      current = null;
      return contractResponse(endpoints.deleteVideoPitch, 200, { videoPitch: null });
    },
    'GET /dev/me/sign-in-account': () => contractResponse(endpoints.getSignInAccount, 200, ACCOUNT),
  });
}

const videoCard = () => screen.getByRole('region', { name: 'Video pitch' });

describe('Settings tab', () => {
  let restoreXhr: () => void;
  beforeEach(() => {
    useTestConfig();
    getAppState().setAuthToken('founder-token');
    restoreXhr = installFetchBackedXhr();
  });
  afterEach(() => restoreXhr());

  it('shows the sign-in account as connected and the two startup-data services as not available, with no buttons', async () => {
    mockSettingsApi();
    renderWithUi(<SettingsTab />);
    const accounts = screen.getByRole('region', { name: 'Connect Accounts' });
    const linkedin = await within(accounts).findByRole('listitem', { name: 'LinkedIn' });
    expect(linkedin).toHaveTextContent('Connected');
    expect(linkedin).toHaveTextContent('you signed in with it as ada@engines.example');
    for (const service of ['Crunchbase', 'AngelList']) {
      expect(within(accounts).getByRole('listitem', { name: service })).toHaveTextContent('Not available yet');
    }
    expect(within(accounts).queryByRole('button')).not.toBeInTheDocument();
  });

  it('uploads a video with progress, then plays it with its duration and size', async () => {
    const user = userEvent.setup();
    // The server's answer held back while the progress shows.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { requests } = mockSettingsApi({
      upload: () =>
        answered.then(() =>
          contractResponse(endpoints.uploadVideoPitch, 200, {
            videoPitch: videoPitchFixture({ durationSeconds: 3.03, sizeBytes: 28_945 }),
          }),
        ),
    });
    renderWithUi(<SettingsTab />);
    expect(await within(videoCard()).findByText('No video pitch yet')).toBeInTheDocument();
    expect(within(videoCard()).getByText('MP4 or WebM, up to 5 minutes and 200 MB.')).toBeInTheDocument();
    const file = webm();
    await user.upload(within(videoCard()).getByLabelText('Video file'), file);
    await user.click(within(videoCard()).getByRole('button', { name: 'Upload' }));

    const progress = await within(videoCard()).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
    expect(within(videoCard()).getByRole('status')).toHaveTextContent('Checking the video…');
    answer();
    const player = await within(videoCard()).findByLabelText('Video pitch');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('src', videoPitchFixture().playbackUrl);
    expect(videoCard()).toHaveTextContent('0:03 · 28.3 KB · WebM');
    expect(within(videoCard()).getByRole('button', { name: 'Replace video' })).toBeInTheDocument();

    const [put] = requestsTo(requests(), 'PUT', '/dev/me/video-pitch');
    expect(put?.headers.get('content-type')).toBe('video/webm');
    expect(new Uint8Array(await put!.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it("shows the server's refusal of a 6-minute video as an alert, and keeps the form", async () => {
    const user = userEvent.setup();
    const message = videoPitchTooLongMessage(360);
    mockSettingsApi({
      upload: () => jsonResponse({ error: 'unprocessable_entity', message, statusCode: 422 }, 422),
    });
    renderWithUi(<SettingsTab />);
    await user.upload(await within(videoCard()).findByLabelText('Video file'), webm('six-minutes.webm'));
    await user.click(within(videoCard()).getByRole('button', { name: 'Upload' }));
    const alert = await within(videoCard()).findByRole('alert');
    expect(alert).toHaveTextContent('This video is 6:00 long. A video pitch can be at most 5 minutes');
    expect(within(videoCard()).queryByLabelText('Video pitch')).not.toBeInTheDocument();
  });

  it('refuses files that are not MP4 or WebM, or over 200 MB, before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { requests } = mockSettingsApi();
    renderWithUi(<SettingsTab />);
    const input = await within(videoCard()).findByLabelText('Video file');
    await user.upload(input, new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' }));
    expect(within(videoCard()).getByRole('alert')).toHaveTextContent(VIDEO_FILE_TYPE_MESSAGE);

    const huge = webm('long.webm');
    Object.defineProperty(huge, 'size', { value: VIDEO_PITCH_LIMITS.bytes + 1 });
    await user.upload(input, huge);
    expect(within(videoCard()).getByRole('alert')).toHaveTextContent('The file is larger than 200 MB.');
    await user.click(within(videoCard()).getByRole('button', { name: 'Upload' }));
    expect(requestsTo(requests(), 'PUT', '/dev/me/video-pitch')).toHaveLength(0);
  });

  it('replaces the video (or cancels), and deletes it after asking', async () => {
    const user = userEvent.setup();
    const { requests } = mockSettingsApi({ videoPitch: videoPitchFixture() });
    renderWithUi(<SettingsTab />);
    expect(await within(videoCard()).findByLabelText('Video pitch')).toBeInTheDocument();
    expect(videoCard()).toHaveTextContent('3:02 · 2.4 MB · WebM');

    await user.click(within(videoCard()).getByRole('button', { name: 'Replace video' }));
    expect(within(videoCard()).getByLabelText('Video file')).toBeInTheDocument();
    await user.click(within(videoCard()).getByRole('button', { name: 'Cancel' }));
    expect(within(videoCard()).getByLabelText('Video pitch')).toBeInTheDocument();

    await user.click(within(videoCard()).getByRole('button', { name: 'Delete video' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your video pitch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete video' }));
    expect(await within(videoCard()).findByText('No video pitch yet')).toBeInTheDocument();
    expect(requestsTo(requests(), 'DELETE', '/dev/me/video-pitch')).toHaveLength(1);
  });

  it('offers a fresh link when the video cannot be played (links expire after an hour)', async () => {
    const user = userEvent.setup();
    const { requests } = mockSettingsApi({ videoPitch: videoPitchFixture() });
    renderWithUi(<SettingsTab />);
    fireEvent.error(await within(videoCard()).findByLabelText('Video pitch'));
    expect(within(videoCard()).getByRole('alert')).toHaveTextContent(
      'its link may have expired (links last 60 minutes)',
    );
    await user.click(within(videoCard()).getByRole('button', { name: 'Reload video' }));
    await waitFor(() => expect(requestsTo(requests(), 'GET', '/dev/me/video-pitch')).toHaveLength(2));
    expect(within(videoCard()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
