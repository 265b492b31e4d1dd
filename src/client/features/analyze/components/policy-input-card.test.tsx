// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToastsForTests } from '../../../components/ui/use-toast';
import { PolicyInputCard } from './policy-input-card';

afterEach(() => {
  cleanup();
  resetToastsForTests();
});

function renderCard(overrides: Partial<Parameters<typeof PolicyInputCard>[0]> = {}) {
  const props = {
    tier: 'free' as const,
    characterLimit: 5000,
    pendingMode: null,
    exhaustedQuota: null,
    onAnalyzeText: vi.fn(),
    onAnalyzeFile: vi.fn(),
    onInputChange: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <PolicyInputCard {...props} />
      <Toaster />
    </MemoryRouter>,
  );
  return props;
}

describe('PolicyInputCard', () => {
  it('closes its complaint about the text once the text changes', async () => {
    const props = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Policy' }));
    await screen.findByText('No text provided');
    fireEvent.change(screen.getByLabelText('Privacy policy text'), { target: { value: 'We collect' } });
    await waitFor(() => expect(screen.queryByText('No text provided')).toBeNull());
    expect(props.onInputChange).toHaveBeenCalled();
  });

  it('says before any work that the quota is used, and offers the upgrade instead of Analyze', () => {
    const props = renderCard({ exhaustedQuota: { limit: 1, resetDate: 'December 1' } });
    expect(screen.queryByRole('button', { name: 'Analyze Policy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to analyze more' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(
      screen.getByText(
        /You have used your 1 analysis for this month on the Free plan\. You can analyze again on December 1/,
      ),
    ).toBeTruthy();
    expect(props.onAnalyzeText).not.toHaveBeenCalled();
  });
});
