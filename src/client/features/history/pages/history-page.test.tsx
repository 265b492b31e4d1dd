// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisJobSummary } from '../../../../common/analysis-jobs';
import { renderRoutes, stubApi } from '../../../testing/render-app';
import { HistoryPage } from './history-page';

const USER = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  tier: 'pro' as const,
  isAdmin: false,
};
const EMPTY_PAGE = { items: [], page: 1, pageSize: 20, total: 0, hasMore: false };

const RUNNING_JOB: AnalysisJobSummary = {
  id: '0b5b3f1e-2a4c-4d6e-8f10-123456789abc',
  status: 'running',
  source: 'text',
  sourceName: null,
  characters: 1_200,
  attempts: 1,
  maxAttempts: 3,
  createdAt: '2026-11-23T10:00:00.000Z',
  startedAt: '2026-11-23T10:00:01.000Z',
  finishedAt: null,
  elapsedMs: 12_000,
  error: null,
};

function renderHistory(jobs: AnalysisJobSummary[]) {
  stubApi({
    'GET /api/auth/user': { json: USER },
    'GET /api/user/policies': { json: EMPTY_PAGE },
    'GET /api/analysis-jobs': { json: { items: jobs } },
  });
  return renderRoutes([{ path: '/history', element: <HistoryPage /> }], '/history');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HistoryPage with no stored analyses', () => {
  it("says 'No Analyses Yet' when nothing is on its way either", async () => {
    renderHistory([]);
    expect(await screen.findByRole('heading', { name: 'No Analyses Yet' })).toBeTruthy();
  });

  it("shows the analysis in progress, not 'No Analyses Yet', while one is running", async () => {
    renderHistory([RUNNING_JOB]);
    expect(await screen.findByRole('heading', { name: 'In progress' })).toBeTruthy();
    expect(await screen.findByText('Your finished analyses will appear here.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No Analyses Yet' })).toBeNull();
  });
});
