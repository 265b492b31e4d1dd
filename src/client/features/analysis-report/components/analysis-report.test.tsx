// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalysisResponse } from '../../../../common/analyses';
import type { Finding } from '../../../../common/analysis';
import { createQueryClient } from '../../../app/query-client';
import { MemoryRouter } from 'react-router';
import { AnalysisReport } from './analysis-report';

const inputText = [
  'ACME PRIVACY POLICY',
  'We collect your email address. We also collect your phone number.',
  'We sell your data to advertisers. <script>alert("x")</script>',
].join('\n');

function quoteFinding(quote: string, overrides: Partial<Finding>): Finding {
  const start = inputText.indexOf(quote);
  return {
    section: 'dataCollection',
    statement: 'Collects your contact details.',
    quote,
    start,
    end: start + quote.length,
    category: 'First Party Collection/Use',
    confidence: 0.9,
    ...overrides,
  };
}

const proAnalysis: AnalysisResponse = {
  id: '7b0c3c2e-3a43-4c36-9a0e-2f6f6f0b9a11',
  createdAt: '2026-11-21T20:00:00.000Z',
  title: 'Acme Privacy Policy',
  sourceName: null,
  inputText,
  tldrSummary: 'Acme collects contact details and sells data.',
  dataCollection: ['Collects your contact details.'],
  dataSharing: ['Sells personal data.'],
  userRights: [],
  restrictions: [],
  redFlags: ['BLOCKER: Your personal data may be sold.'],
  findings: [
    quoteFinding('We collect your email address.', {}),
    quoteFinding('We also collect your phone number.', {}),
    quoteFinding('We sell your data to advertisers.', {
      section: 'dataSharing',
      statement: 'Sells personal data.',
    }),
    quoteFinding('We sell your data to advertisers.', {
      section: 'redFlags',
      statement: 'Your personal data may be sold.',
      severity: 'blocker',
    }),
  ],
  notStated: [{ topic: 'Data retention', explanation: 'The policy does not say how long data is kept.' }],
  engine: 'builtin',
  model: 'test',
};

function renderReport(analysis: AnalysisResponse) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AnalysisReport analysis={analysis} exportFailureDescription="Please try again" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe('AnalysisReport', () => {
  it('shows every card, and red flags with their severity when the plan has them', () => {
    renderReport(proAnalysis);
    for (const name of [
      'TL;DR Summary',
      'Data Collection',
      'Data Sharing',
      'Your Rights',
      'Restrictions',
      'Export Report',
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    const redFlags = screen.getByRole('region', { name: 'Red Flags' });
    expect(within(redFlags).getByText('Your personal data may be sold.')).toBeTruthy();
    expect(within(redFlags).getByText('Critical')).toBeTruthy();
    expect(screen.getByText('Data retention')).toBeTruthy();
  });

  it('shows no red-flag card when the response has none (plans below Pro)', () => {
    const { redFlags: _omitted, ...freeAnalysis } = proAnalysis;
    renderReport({
      ...freeAnalysis,
      findings: proAnalysis.findings.filter((item) => item.section !== 'redFlags'),
    });
    expect(screen.queryByRole('region', { name: 'Red Flags' })).toBeNull();
  });

  it('tells a plan without red flags how many there are and how severe, never which', () => {
    const { redFlags: _omitted, ...freeAnalysis } = proAnalysis;
    renderReport({
      ...freeAnalysis,
      findings: proAnalysis.findings.filter((item) => item.section !== 'redFlags'),
      hiddenRedFlags: { total: 3, bySeverity: { blocker: 1, high: 2, medium: 0, low: 0 } },
    });
    const teaser = screen.getByRole('region', { name: 'This policy has 3 red flags' });
    expect(teaser.textContent).toContain('1 critical and 2 high.');
    expect(
      within(teaser)
        .getByRole('link', { name: /See what they are/ })
        .getAttribute('href'),
    ).toBe('/pricing');
    expect(screen.queryByText('Your personal data may be sold.')).toBeNull();
  });

  it('names the evidence topic in plain words and its confidence as a word', () => {
    renderReport(proAnalysis);
    fireEvent.click(screen.getByRole('button', { name: 'Show source for: Collects your contact details.' }));
    const dialog = screen.getByRole('dialog', { name: 'Collects your contact details.' });
    expect(within(dialog).getByText('What they collect')).toBeTruthy();
    expect(within(dialog).queryByText('First Party Collection/Use')).toBeNull();
    expect(within(dialog).getByRole('button', { name: /^Confidence: clear\./ })).toBeTruthy();
  });

  it('opens the evidence with the quote marked and steps through several quotes', () => {
    renderReport(proAnalysis);
    fireEvent.click(screen.getByRole('button', { name: 'Show source for: Collects your contact details.' }));
    const dialog = screen.getByRole('dialog', { name: 'Collects your contact details.' });
    expect(dialog.querySelector('mark')?.textContent).toBe('We collect your email address.');
    expect(within(dialog).getByText('Source 1 of 2')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next source' }));
    expect(dialog.querySelector('mark')?.textContent).toBe('We also collect your phone number.');
    expect(within(dialog).getByRole('button', { name: 'Next source' })).toHaveProperty('disabled', true);
  });

  it('renders markup in the policy as text', () => {
    renderReport(proAnalysis);
    fireEvent.click(screen.getByRole('button', { name: 'Show source for: Sells personal data.' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.textContent).toContain('<script>alert("x")</script>');
  });
});
