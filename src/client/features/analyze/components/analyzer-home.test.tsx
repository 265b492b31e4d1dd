// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisJob } from '../../../../common/analysis-jobs';
import type { AnalysisResponse } from '../../../../common/analyses';
import { Toaster } from '../../../components/ui/toaster';
import { resetToastsForTests } from '../../../components/ui/use-toast';
import { renderRoutes, stubApi } from '../../../testing/render-app';
import { getPendingAnalysisId, setPendingAnalysisId } from '../lib/latest-analysis';
import { AnalyzerHome } from './analyzer-home';

const USER = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  tier: 'pro' as const,
  isAdmin: false,
};
const JOB_ID = '0b5b3f1e-2a4c-4d6e-8f10-123456789abc';
const POLICY = 'We collect your email address when you sign up.';

const analysis: AnalysisResponse = {
  id: JOB_ID,
  createdAt: '2026-11-23T10:00:00.000Z',
  title: 'Example Co Privacy Policy',
  sourceName: null,
  inputText: POLICY,
  tldrSummary: 'Example Co collects your email address.',
  dataCollection: ['Collects your email address.'],
  dataSharing: [],
  userRights: [],
  restrictions: [],
  redFlags: [],
  findings: [],
  notStated: [],
  engine: 'openai-compatible',
  model: 'test-model',
};

function jobAt(status: AnalysisJob['status'], overrides: Partial<AnalysisJob> = {}): AnalysisJob {
  return {
    id: JOB_ID,
    status,
    source: 'text',
    sourceName: null,
    characters: POLICY.length,
    attempts: status === 'queued' ? 0 : 1,
    maxAttempts: 3,
    createdAt: '2026-11-23T10:00:00.000Z',
    startedAt: status === 'queued' ? null : '2026-11-23T10:00:01.000Z',
    finishedAt: status === 'done' || status === 'failed' ? '2026-11-23T10:00:40.000Z' : null,
    elapsedMs: 42_000,
    error: null,
    analysis: status === 'done' ? analysis : null,
    ...overrides,
  };
}

function stubSignedIn(jobAnswer: AnalysisJob) {
  const responses = {
    'GET /api/auth/user': { json: USER },
    'GET /api/user/profile': { json: { usage: { current: 3, limit: 100 }, tier: 'pro' } },
    'GET /api/user/policies': { json: { items: [], page: 1, pageSize: 1, total: 0, hasMore: false } },
    'POST /api/simplify-policy': { status: 202, json: { id: JOB_ID, status: 'queued' } },
    [`GET /api/analysis-jobs/${JOB_ID}`]: { json: jobAnswer as unknown },
    [`DELETE /api/analysis-jobs/${JOB_ID}`]: { status: 204 },
  };
  const fetchMock = stubApi(responses);
  return { responses, fetchMock };
}

function renderHome() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <AnalyzerHome user={USER} />
            <Toaster />
          </>
        ),
      },
    ],
    '/',
  );
}

// jsdom lays nothing out, so it has no scrolling; the page scrolls a new result into view.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  resetToastsForTests();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('AnalyzerHome with an analysis queued as a job (LLM provider)', () => {
  it('shows the progress after a 202, follows it, then shows the result like any other', async () => {
    const { responses } = stubSignedIn(jobAt('running'));
    renderHome();
    // Signed in (the user and the profile answered) before the policy is sent.
    await screen.findByText(/of 100 analyses used this month/);
    fireEvent.change(await screen.findByLabelText('Privacy policy text'), { target: { value: POLICY } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Policy' }));

    expect(await screen.findByRole('heading', { name: 'Analysing your policy' })).toBeTruthy();
    const status = screen
      .getAllByRole('status')
      .find((element) => element.textContent?.includes('Analysing:'));
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('Analysing: The AI model is reading your policy.');
    // The server's 42 s, ticking on: never the device clock's idea of when it started.
    expect(screen.getByText(/^0:4\d$/)).toBeTruthy();
    expect(getPendingAnalysisId(USER.email)).toBe(JOB_ID);

    responses[`GET /api/analysis-jobs/${JOB_ID}`] = { json: jobAt('done') };
    expect(await screen.findByRole('heading', { name: 'Your analysis' })).toBeTruthy();
    expect(screen.getByText('Example Co collects your email address.')).toBeTruthy();
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(within(notifications).getByText('Analysis Complete')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Analysing your policy' })).toBeNull();
    expect(getPendingAnalysisId(USER.email)).toBeNull();
  });

  it('comes back to the progress of the job followed in this tab after a reload', async () => {
    setPendingAnalysisId(USER.email, JOB_ID);
    stubSignedIn(jobAt('queued'));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Analysing your policy' })).toBeTruthy();
    expect(screen.getByText('Queued: Your analysis starts in a moment.')).toBeTruthy();
  });

  it('shows why a job failed, and dismissing it removes it from History too', async () => {
    setPendingAnalysisId(USER.email, JOB_ID);
    const message =
      'The analysis could not be completed after several attempts. Your quota was not used; please try again.';
    const { fetchMock } = stubSignedIn(jobAt('failed', { attempts: 3, error: message }));
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The analysis could not be completed' })).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            init?.method === 'DELETE' &&
            typeof input === 'string' &&
            input.endsWith(`/api/analysis-jobs/${JOB_ID}`),
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('heading', { name: 'Ready to Analyze' })).toBeTruthy();
    expect(getPendingAnalysisId(USER.email)).toBeNull();
  });
});
