/** 'Nov 23, 2026': the dates on team cards, in the members table and on shared analyses. */
export function formatTeamDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
