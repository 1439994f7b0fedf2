import { endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  installFetchBackedXhr,
  mockFetch,
  parsedResumeFixture,
  renderWithUi,
  thesisFixture,
  useTestConfig,
} from '@pear/shared/testing';
import { Route, Routes } from '@pear/shared/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ResumePage } from '../resume-page';
import { formatCheckSize, ThesisPage } from '../thesis-page';

const pdf = () => new File(['%PDF-1.7 resume'], 'resume.pdf', { type: 'application/pdf' });
const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenFor = (role: string) => `${base64Url({ alg: 'HS256' })}.${base64Url({ role })}.sig`;

const renderAt = (route: string) =>
  renderWithUi(
    <Routes>
      <Route path="/signup/fill-missing-info" element={<ResumePage />} />
      <Route path="/signup/investorthesisparse" element={<ThesisPage />} />
      <Route path="/signup/vibescore" element={<p>VibeScore step</p>} />
      <Route path="/investors" element={<p>Investor dashboard</p>} />
    </Routes>,
    { route },
  );

const RESUME = parsedResumeFixture({
  full_name: 'Jake Ryan',
  email: 'jake@su.edu',
  phone: '123-456-7890',
  social: { linkedin: 'linkedin.com/in/jake' },
  skills: ['Python', 'React'],
  education: [
    { school: 'Southwestern University', degree: 'Bachelor of Arts in Computer Science', major: null, grad: null },
  ],
  experience: [
    {
      company: 'Texas A&M University',
      title: 'Undergraduate Research Assistant',
      from: 'June 2020',
      to: 'Present',
      achievements: [],
      skills: [],
    },
  ],
});
const resumeParsed = () => contractResponse(endpoints.parseResume, 200, RESUME);

describe('ResumePage', () => {
  let restoreXhr: () => void;
  beforeEach(() => {
    useTestConfig();
    restoreXhr = installFetchBackedXhr();
  });
  afterEach(() => restoreXhr());

  it('keeps Upload disabled until a file is chosen, and says the limit', async () => {
    renderAt('/signup/fill-missing-info');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByLabelText('Resume (PDF, under 10 MB)')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Resume (PDF, under 10 MB)'), pdf());
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('says "Not authenticated" without a token', async () => {
    renderAt('/signup/fill-missing-info');
    await userEvent.upload(screen.getByLabelText('Resume (PDF, under 10 MB)'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not authenticated');
  });

  it('sends the PDF as base64, shows the parsed profile, and a founder goes on to the VibeScore', async () => {
    getAppState().setAuthToken(tokenFor('founder'));
    const { lastRequest } = mockFetch(resumeParsed);
    renderAt('/signup/fill-missing-info');
    await userEvent.upload(screen.getByLabelText('Resume (PDF, under 10 MB)'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const results = await screen.findByRole('region', { name: 'What we read from your resume' });
    expect(results).toHaveTextContent('Jake Ryan');
    expect(results).toHaveTextContent('jake@su.edu');
    expect(results).toHaveTextContent('Undergraduate Research Assistant · Texas A&M University · June 2020 · Present');
    expect(results).toHaveTextContent('Southwestern University');
    const body = (await lastRequest().json()) as { pdf_base64: string };
    expect(atob(body.pdf_base64)).toBe('%PDF-1.7 resume');

    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByText('VibeScore step')).toBeInTheDocument();
  });

  it('sends an investor to their dashboard after the resume', async () => {
    getAppState().setAuthToken(tokenFor('investor'));
    mockFetch(resumeParsed);
    renderAt('/signup/fill-missing-info');
    await userEvent.upload(screen.getByLabelText('Resume (PDF, under 10 MB)'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next Step' }));
    expect(screen.getByText('Investor dashboard')).toBeInTheDocument();
  });

  it('shows "Failed to parse resume" when the server gives no reason', async () => {
    getAppState().setAuthToken(tokenFor('founder'));
    mockFetch(() => new Response(null, { status: 500 }));
    renderAt('/signup/fill-missing-info');
    await userEvent.upload(screen.getByLabelText('Resume (PDF, under 10 MB)'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to parse resume');
  });
});

describe('ThesisPage', () => {
  let restoreXhr: () => void;
  beforeEach(() => {
    useTestConfig();
    restoreXhr = installFetchBackedXhr();
  });
  afterEach(() => restoreXhr());

  it('asks for a thesis PDF when Upload is pressed without one', async () => {
    renderAt('/signup/investorthesisparse');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a thesis PDF to upload.');
  });

  it('uploads the thesis as multipart field "thesis" and shows the parsed focus', async () => {
    getAppState().setAuthToken(tokenFor('investor'));
    const thesis = thesisFixture({
      firmName: 'Northwind Ventures',
      industries: ['Fintech', 'Climate'],
      stages: ['Seed', 'Series A'],
      checkSizeMinUsd: 250_000,
      checkSizeMaxUsd: 1_000_000,
      geographies: ['Europe'],
    });
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.parseThesis, 200, { thesis }));
    renderAt('/signup/investorthesisparse');
    await userEvent.upload(screen.getByLabelText('Investment thesis (PDF, up to 10 MB)'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const results = await screen.findByRole('region', { name: 'What we read from your thesis' });
    expect(results).toHaveTextContent('Northwind Ventures');
    expect(results).toHaveTextContent('Fintech, Climate');
    expect(results).toHaveTextContent('$250K – $1M');
    const form = await lastRequest().formData();
    expect(form.get('thesis')).toBeInstanceOf(Blob);
    expect(lastRequest().url).toBe('https://api.pear.test/api/investor/thesis-parse');
  });

  it('formats check sizes', () => {
    expect(formatCheckSize(250_000, 1_000_000)).toBe('$250K – $1M');
    expect(formatCheckSize(null, 500_000)).toBe('up to $500K');
    expect(formatCheckSize(2_000_000, null)).toBe('from $2M');
    expect(formatCheckSize(null, null)).toBeNull();
  });
});
