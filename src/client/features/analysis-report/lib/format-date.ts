import { shortMonthName } from '../../../lib/date-names';

/** "Nov 21, 2026, 8:14 PM" in the reader's time zone; an unreadable date is shown as given. */
export function formatAnalysisDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${shortMonthName(date.getMonth())} ${date.getDate()}, ${date.getFullYear()}, ${clock}`;
}
