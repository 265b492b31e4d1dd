import type { z } from 'zod';
import {
  acceptTermsRequestSchema,
  privacyPreferencesSchema,
  profileResponseSchema,
  termsStatusResponseSchema,
} from './account';
import {
  analysisResponseSchema,
  exportQuerySchema,
  listPoliciesQuerySchema,
  listPoliciesResponseSchema,
  pageQuerySchema,
  renameAnalysisRequestSchema,
  renameAnalysisResponseSchema,
  simplifyPolicyRequestSchema,
} from './analyses';
import { analyticsEventRequestSchema } from './analytics';
import {
  analysisJobAcceptedSchema,
  analysisJobSchema,
  listAnalysisJobsResponseSchema,
} from './analysis-jobs';
import {
  authMethodsResponseSchema,
  currentUserSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth';
import { BILLING_CONTRACTS } from './billing';
import { healthResponseSchema } from './health';
import {
  analysisSharesResponseSchema,
  changeMemberRoleRequestSchema,
  claimInvitationRequestSchema,
  createTeamRequestSchema,
  inviteMemberRequestSchema,
  inviteMemberResponseSchema,
  listMyInvitationsResponseSchema,
  listTeamAnalysesResponseSchema,
  listTeamInvitationsResponseSchema,
  listTeamMembersResponseSchema,
  listTeamsResponseSchema,
  myInvitationSchema,
  ownedTeamsOutcomeResponseSchema,
  shareAnalysisRequestSchema,
  teamAnalysisReportSchema,
  teamSchema,
  transferOwnershipRequestSchema,
} from './teams';

export type ApiContract = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express-style pattern: `:name` matches one path segment. */
  path: string;
  /** The JSON body; `'multipart'` for a form upload, absent when the call sends none. */
  body?: z.ZodType | 'multipart';
  query?: z.ZodType;
  /** The success status and its JSON body; `null` for a body that is not JSON (a file) or none. */
  status: number;
  response: z.ZodType | null;
  /** Other success answers of the same call, e.g. 202 when an analysis is queued instead of done. */
  otherAnswers?: readonly { status: number; response: z.ZodType | null }[];
};

/**
 * Every API call the client makes, with the shared zod contracts of its request and response. The
 * client tests' fake API checks each call and canned answer against this table, so a page cannot be
 * tested against a route or a shape the server does not have. Add a route here when you add it to the
 * server. Error answers (4xx, 5xx) are always `{"error": "..."}`.
 */
export const API_CONTRACTS: readonly ApiContract[] = [
  { method: 'GET', path: '/healthz', status: 200, response: healthResponseSchema },
  { method: 'GET', path: '/api/auth/methods', status: 200, response: authMethodsResponseSchema },
  { method: 'GET', path: '/api/auth/user', status: 200, response: currentUserSchema },
  {
    method: 'POST',
    path: '/api/auth/register',
    body: registerRequestSchema,
    status: 202,
    response: messageResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: loginRequestSchema,
    status: 200,
    response: currentUserSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordRequestSchema,
    status: 200,
    response: messageResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordRequestSchema,
    status: 200,
    response: currentUserSchema,
  },
  { method: 'GET', path: '/api/user/profile', status: 200, response: profileResponseSchema },
  { method: 'GET', path: '/api/terms-status', status: 200, response: termsStatusResponseSchema },
  {
    method: 'POST',
    path: '/api/accept-terms',
    body: acceptTermsRequestSchema,
    status: 200,
    response: messageResponseSchema,
  },
  { method: 'GET', path: '/api/user/privacy-preferences', status: 200, response: privacyPreferencesSchema },
  {
    method: 'POST',
    path: '/api/user/privacy-preferences',
    body: privacyPreferencesSchema,
    status: 200,
    response: privacyPreferencesSchema,
  },
  { method: 'GET', path: '/api/user/export', status: 200, response: null },
  { method: 'DELETE', path: '/api/user/account', status: 200, response: messageResponseSchema },
  {
    method: 'POST',
    path: '/api/simplify-policy',
    body: simplifyPolicyRequestSchema,
    status: 200,
    response: analysisResponseSchema,
    // With an LLM provider the analysis runs as a job (src/common/analysis-jobs.ts).
    otherAnswers: [{ status: 202, response: analysisJobAcceptedSchema }],
  },
  {
    method: 'POST',
    path: '/api/upload-policy',
    body: 'multipart',
    status: 200,
    response: analysisResponseSchema,
    otherAnswers: [{ status: 202, response: analysisJobAcceptedSchema }],
  },
  { method: 'GET', path: '/api/analysis-jobs', status: 200, response: listAnalysisJobsResponseSchema },
  { method: 'GET', path: '/api/analysis-jobs/:id', status: 200, response: analysisJobSchema },
  { method: 'DELETE', path: '/api/analysis-jobs/:id', status: 204, response: null },
  {
    method: 'GET',
    path: '/api/user/policies',
    query: listPoliciesQuerySchema,
    status: 200,
    response: listPoliciesResponseSchema,
  },
  { method: 'GET', path: '/api/user/policies/:id', status: 200, response: analysisResponseSchema },
  {
    method: 'PATCH',
    path: '/api/user/policies/:id',
    body: renameAnalysisRequestSchema,
    status: 200,
    response: renameAnalysisResponseSchema,
  },
  { method: 'GET', path: '/api/export/:id', query: exportQuerySchema, status: 200, response: null },
  {
    method: 'POST',
    path: '/api/analytics/events',
    body: analyticsEventRequestSchema,
    status: 204,
    response: null,
  },
  // Teams (src/server/features/teams/routes.ts).
  { method: 'GET', path: '/api/teams', status: 200, response: listTeamsResponseSchema },
  { method: 'POST', path: '/api/teams', body: createTeamRequestSchema, status: 201, response: teamSchema },
  {
    method: 'GET',
    path: '/api/teams/ownership-on-account-deletion',
    status: 200,
    response: ownedTeamsOutcomeResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/teams/:teamId/members',
    query: pageQuerySchema,
    status: 200,
    response: listTeamMembersResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/teams/:teamId/members',
    body: inviteMemberRequestSchema,
    status: 201,
    response: inviteMemberResponseSchema,
  },
  {
    method: 'PATCH',
    path: '/api/teams/:teamId/members/:userId',
    body: changeMemberRoleRequestSchema,
    status: 200,
    response: messageResponseSchema,
  },
  {
    method: 'DELETE',
    path: '/api/teams/:teamId/members/:userId',
    status: 200,
    response: messageResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/teams/:teamId/transfer-ownership',
    body: transferOwnershipRequestSchema,
    status: 200,
    response: messageResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/teams/:teamId/invitations',
    status: 200,
    response: listTeamInvitationsResponseSchema,
  },
  {
    method: 'DELETE',
    path: '/api/teams/:teamId/invitations/:invitationId',
    status: 200,
    response: messageResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/teams/:teamId/analyses',
    query: pageQuerySchema,
    status: 200,
    response: listTeamAnalysesResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/teams/:teamId/analyses',
    body: shareAnalysisRequestSchema,
    status: 201,
    response: messageResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/teams/:teamId/analyses/:analysisId',
    status: 200,
    response: teamAnalysisReportSchema,
  },
  {
    method: 'DELETE',
    path: '/api/teams/:teamId/analyses/:analysisId',
    status: 200,
    response: messageResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/user/policies/:analysisId/teams',
    status: 200,
    response: analysisSharesResponseSchema,
  },
  { method: 'GET', path: '/api/team-invitations', status: 200, response: listMyInvitationsResponseSchema },
  {
    method: 'POST',
    path: '/api/team-invitations/claim',
    body: claimInvitationRequestSchema,
    status: 200,
    response: myInvitationSchema,
  },
  { method: 'POST', path: '/api/team-invitations/:invitationId/accept', status: 200, response: teamSchema },
  {
    method: 'POST',
    path: '/api/team-invitations/:invitationId/decline',
    status: 200,
    response: messageResponseSchema,
  },
  // Billing keeps its table beside its contracts (src/common/billing.ts).
  ...Object.entries(BILLING_CONTRACTS).map(([key, contract]): ApiContract => {
    const [method = 'GET', path = ''] = key.split(' ');
    return {
      method: method as ApiContract['method'],
      path,
      ...(contract.request ? { body: contract.request } : {}),
      status: 200,
      response: contract.response,
    };
  }),
];

export const apiErrorSchema = errorResponseSchema;

function matchesPath(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}

/** The schema of a success answer with this status: the main one unless another answer has it. */
export function responseSchemaOf(contract: ApiContract, status: number): z.ZodType | null {
  const other = contract.otherAnswers?.find((answer) => answer.status === status);
  return other ? other.response : contract.response;
}

/** The contract of a call, or undefined when the server has no such route. */
export function findApiContract(method: string, pathname: string): ApiContract | undefined {
  return API_CONTRACTS.find(
    (contract) => contract.method === method.toUpperCase() && matchesPath(contract.path, pathname),
  );
}
