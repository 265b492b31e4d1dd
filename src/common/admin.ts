import { z } from 'zod';
import { tierSchema } from './tier-schema';

export const ADMIN_MESSAGES = {
  adminRequired: 'Admin access required',
  accessDeniedTitle: 'Access Denied',
  accessDeniedDescription: "You don't have admin privileges to access this page.",
  tierSwitched: 'Tier switched successfully',
  tierSwitchFailed: 'Failed to switch tier',
} as const;

/** Days of growth shown on the dashboard (specification section 9: growth windows 7 and 30 days). */
export const GROWTH_DAYS = 30;

export const growthPointSchema = z.object({
  /** YYYY-MM-DD, UTC. */
  date: z.string(),
  newUsers: z.number().int().nonnegative(),
  analyses: z.number().int().nonnegative(),
});
export type GrowthPoint = z.infer<typeof growthPointSchema>;

/** Admin stats (specification section 3), plus the revenue and the daily series the chart draws. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  newUsersWeek: z.number().int().nonnegative(),
  newUsersMonth: z.number().int().nonnegative(),
  totalAnalyses: z.number().int().nonnegative(),
  analysesThisMonth: z.number().int().nonnegative(),
  activeUsersMonth: z.number().int().nonnegative(),
  freeUsers: z.number().int().nonnegative(),
  premiumUsers: z.number().int().nonnegative(),
  proUsers: z.number().int().nonnegative(),
  enterpriseUsers: z.number().int().nonnegative(),
  /** premium×15 + pro×35 + enterprise×150 (specification section 9), in US dollars. */
  monthlyRevenue: z.number().int().nonnegative(),
  growth: z.array(growthPointSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
  search: z.string().trim().max(255).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  tier: tierSchema,
  isAdmin: z.boolean(),
  analysesCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  lastLogin: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const switchTierRequestSchema = z.object({ tier: tierSchema });
export type SwitchTierRequest = z.infer<typeof switchTierRequestSchema>;
export const switchTierResponseSchema = z.object({ message: z.string(), tier: tierSchema });
