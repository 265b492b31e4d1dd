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
  renameAnalysisRequestSchema,
  renameAnalysisResponseSchema,
  simplifyPolicyRequestSchema,
} from './analyses';
import { analyticsEventRequestSchema } from './analytics';
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
  },
  {
    method: 'POST',
    path: '/api/upload-policy',
    body: 'multipart',
    status: 200,
    response: analysisResponseSchema,
  },
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

/** The contract of a call, or undefined when the server has no such route. */
export function findApiContract(method: string, pathname: string): ApiContract | undefined {
  return API_CONTRACTS.find(
    (contract) => contract.method === method.toUpperCase() && matchesPath(contract.path, pathname),
  );
}
