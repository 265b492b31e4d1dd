/** 'Nov 23, 2026, 3:41 PM' in the reader's time zone. */
export function formatTicketDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** '2 h', '3 d': how long a ticket has waited, for the staff queue. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
}

/** 0.83 → '83%'. */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}
