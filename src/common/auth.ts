import { z } from 'zod';
import { tierSchema } from './tier-schema';

/** Validation messages of the specification (section 5), shared by the forms and the API. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  resetPasswordTooShort: 'Password must be at least 6 characters',
  nameTooShort: 'Name must be at least 2 characters',
  /** One message for an unknown email and a wrong password, so accounts cannot be probed. */
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidResetToken: 'This reset link is invalid or has expired. Ask for a new one.',
  forgotPasswordSent:
    'If an account exists for this email, we have sent a link to reset the password. It expires in 1 hour.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  /** The same answer whether or not the email already has an account (the owner is emailed instead). */
  registrationReceived:
    'Thanks for signing up. Sign in with your email and password to continue. If this email already has an account, we have sent its owner an email instead.',
  /** Shown when signing in right after registering fails: the email was most likely taken. */
  registrationNeedsSignIn:
    'We could not sign you in with this password. If you already have an account with this email, we have sent you an email: sign in, or reset your password.',
  tooManyRegistrations: 'Too many accounts were created from your network. Please try again in an hour.',
  signInRequired: 'Please sign in to continue.',
  crossSiteRequest: 'This request came from another site and was refused.',
} as const;

/** Long enough for any passphrase, short enough that hashing it cannot be used to exhaust the server. */
const MAX_PASSWORD_LENGTH = 256;

const emailField = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(255, { error: 'Email must be at most 255 characters' })
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(8, { error: AUTH_MESSAGES.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` });

export const loginRequestSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  name: z
    .string({ error: AUTH_MESSAGES.nameTooShort })
    .trim()
    .min(2, { error: AUTH_MESSAGES.nameTooShort })
    .max(100, { error: 'Name must be at most 100 characters' }),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.invalidResetToken })
    .trim()
    .min(1, { error: AUTH_MESSAGES.invalidResetToken })
    .max(200),
  password: z
    .string({ error: AUTH_MESSAGES.resetPasswordTooShort })
    .min(6, { error: AUTH_MESSAGES.resetPasswordTooShort })
    .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` }),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  tier: tierSchema,
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export const errorResponseSchema = z.object({ error: z.string() });

/** Which sign-in the server offers: built-in accounts or an OpenID Connect provider. */
export const authMethodsResponseSchema = z.object({ method: z.enum(['builtin', 'oidc']) });

export { SESSION_HINT_COOKIE } from './session-hint';
