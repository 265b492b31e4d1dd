import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  analysisJobs,
  analyticsEvents,
  branding,
  policyAnalyses,
  supportReplies,
  supportTickets,
  teamMembers,
  teams,
  usageTracking,
  users,
} from '../../db/schema';
import { presentAnalysis } from '../analyses/present-analysis';
import { getPrivacyPreferences } from './account-service';

/**
 * Everything stored about one user, for data portability (GDPR art. 20). Secrets are left out:
 * the password hash, session and reset tokens are not the user's data but keys to it.
 */
export async function exportUserData(options: { db: Database; userId: string }) {
  const { db, userId } = options;
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      tier: users.tier,
      isAdmin: users.isAdmin,
      authProvider: users.authProvider,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndDate: users.subscriptionEndDate,
      termsAcceptedAt: users.termsAcceptedAt,
      privacyPolicyAcceptedAt: users.privacyPolicyAcceptedAt,
      termsVersion: users.termsVersion,
      privacyVersion: users.privacyVersion,
      marketingConsentGiven: users.marketingConsentGiven,
      marketingConsentDate: users.marketingConsentDate,
      createdAt: users.createdAt,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(eq(users.id, userId));

  // Each analysis as the user's plan shows it (present-analysis.ts), as the report and the history
  // do: the stored lists are the report with red flags, and plans without them see, in its section,
  // each practice a flag stood for, and only how many flags there are.
  const analysisRows = await db
    .select()
    .from(policyAnalyses)
    .where(eq(policyAnalyses.userId, userId))
    .orderBy(desc(policyAnalyses.createdAt));
  const analyses = account ? analysisRows.map((row) => presentAnalysis(row, account.tier)) : [];

  // Analyses queued or running (an LLM provider) hold the policy text until their result is stored.
  const analysesInProgress = await db
    .select({
      id: analysisJobs.id,
      status: analysisJobs.status,
      source: analysisJobs.source,
      sourceName: analysisJobs.sourceName,
      inputText: analysisJobs.inputText,
      attempts: analysisJobs.attempts,
      error: analysisJobs.error,
      createdAt: analysisJobs.createdAt,
      finishedAt: analysisJobs.finishedAt,
    })
    .from(analysisJobs)
    .where(
      and(eq(analysisJobs.userId, userId), inArray(analysisJobs.status, ['queued', 'running', 'failed'])),
    )
    .orderBy(desc(analysisJobs.createdAt));

  const tickets = await db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      message: supportTickets.message,
      priority: supportTickets.priority,
      status: supportTickets.status,
      category: supportTickets.category,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId));
  const replies = tickets.length
    ? await db
        .select({
          ticketId: supportReplies.ticketId,
          message: supportReplies.message,
          isStaff: supportReplies.isStaff,
          isAI: supportReplies.isAI,
          createdAt: supportReplies.createdAt,
        })
        .from(supportReplies)
        .where(
          inArray(
            supportReplies.ticketId,
            tickets.map((ticket) => ticket.id),
          ),
        )
    : [];

  const memberships = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      role: teamMembers.role,
      invitedAt: teamMembers.invitedAt,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));

  const usage = await db
    .select({ month: usageTracking.month, analyses: usageTracking.summariesCount })
    .from(usageTracking)
    .where(eq(usageTracking.userId, userId));
  const events = await db
    .select({
      name: analyticsEvents.name,
      properties: analyticsEvents.properties,
      createdAt: analyticsEvents.createdAt,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId));
  const [brand] = await db
    .select({
      companyName: branding.companyName,
      logoUrl: branding.logoUrl,
      primaryColor: branding.primaryColor,
      secondaryColor: branding.secondaryColor,
      customDomain: branding.customDomain,
    })
    .from(branding)
    .where(eq(branding.userId, userId));

  return {
    exportedAt: new Date().toISOString(),
    account,
    privacyPreferences: await getPrivacyPreferences({ db, userId }),
    usage,
    analyses,
    analysesInProgress,
    supportTickets: tickets.map((ticket) => ({
      ...ticket,
      replies: replies.filter((reply) => reply.ticketId === ticket.id),
    })),
    teams: memberships,
    branding: brand ?? null,
    analyticsEvents: events,
  };
}
