import type { CurrentUser } from '../../features/auth/api/get-current-user';

/** Two letters for the avatar: the first letters of the name's (or the email's) first two words. */
export function getInitials(user: Pick<CurrentUser, 'name' | 'email'>): string {
  const source = user.name?.trim() || user.email;
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  const initials = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : source.slice(0, 2);
  return initials.toUpperCase();
}
