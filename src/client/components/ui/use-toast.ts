import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/** Toast rules of the specification (section 8): one at a time, removed long after it is dismissed. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Auto-close delay in milliseconds; the provider's 5000 ms applies when absent. */
  duration?: number;
  action?: ReactElement;
};

export type ToasterToast = ToastInput & { id: string; open: boolean };

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (patch: ToastInput) => void;
};

let toasts: ToasterToast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToasterToast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  for (const item of toasts) {
    if (id === undefined || item.id === id) scheduleRemoval(item.id);
  }
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast; with the limit of one, a new toast replaces the one on screen. */
export function toast(input: ToastInput): ToastHandle {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch) => setToasts(toasts.map((item) => (item.id === id ? { ...item, ...patch } : item))),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToasterToast[] {
  return toasts;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** Test helper: forget every toast and pending removal. */
export function resetToastsForTests(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}
