// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, resetToastsForTests, toast, useToast } from './use-toast';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToastsForTests();
  });
  afterEach(() => {
    act(() => resetToastsForTests());
    vi.useRealTimers();
  });

  it('shows only one toast at a time: a new toast replaces the current one', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Already Subscribed', description: "You're already on the Pro plan" });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Already Subscribed', open: true });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = toast({
        title: 'Error',
        description: 'Failed to start checkout process',
        variant: 'destructive',
      }).id;
    });
    act(() => result.current.dismiss(id));
    expect(result.current.toasts[0]).toMatchObject({ id, open: false });

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: 'Saving' });
      handle.update({ title: 'Settings saved' });
    });
    expect(result.current.toasts[0]?.title).toBe('Settings saved');
  });
});
