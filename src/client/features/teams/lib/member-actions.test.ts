import { describe, expect, it } from 'vitest';
import type { TeamMember, TeamRole } from '../../../../common/teams';
import { memberActionsFor } from './member-actions';

const member = (role: TeamRole): TeamMember => ({
  id: 'm',
  userId: 'u',
  role,
  joinedAt: '2026-11-01T00:00:00.000Z',
  user: { name: 'N', email: 'n@example.com' },
});

describe('memberActionsFor', () => {
  it.each([
    ['owner', 'member', false, ['promote', 'transfer', 'remove']],
    ['owner', 'admin', false, ['demote', 'transfer', 'remove']],
    ['owner', 'owner', true, []],
    ['admin', 'member', false, ['remove']],
    ['admin', 'admin', false, []],
    ['admin', 'owner', false, []],
    ['admin', 'admin', true, ['leave']],
    ['member', 'member', false, []],
    ['member', 'owner', false, []],
    ['member', 'member', true, ['leave']],
  ] as const)('%s viewing a %s (self: %s) may %j', (viewerRole, role, isSelf, expected) => {
    expect(memberActionsFor({ viewerRole, isSelf, member: member(role) })).toEqual(expected);
  });
});
