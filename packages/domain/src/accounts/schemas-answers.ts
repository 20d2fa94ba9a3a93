import { z } from 'zod';
import { verifyEmailRequestSchema } from './schemas.ts';

/**
 * Answers of sign-in, sign-out and the account calls (docs/api-accounts.md "Sign-in and recovery",
 * "Account"). Recovery, change password, change email and verification answer `actionSchema`.
 */

/** The signed-in user in the shape spec 1 §3 names ("Login response"). */
export const loginUserSchema = z.object({
  systemRole: z.object({
    /** `ROLE_IDS`: 1 employer, 2 learner, 3 admin. */
    roleId: z.number(),
    /** `ROLE_NAMES`: 'Employer' | 'Learner' | 'Admin'. */
    roleName: z.string(),
  }),
  user: z.object({
    userName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    emailAddress: z.string(),
    /** Employers only: the company name. */
    company: z.string().optional(),
  }),
});

/**
 * Present and true when the account signed in with a mailed password (approval or recovery): the
 * session may only change the password (`POST /api/Login/ChangePassword`), read `me` and sign out;
 * every other call answers 403 `PASSWORD_CHANGE_REQUIRED` until then.
 */
const mustChangePassword = z.literal(true).optional();

/** `POST /api/Login/login`: the bearer token and the user. */
export const loginAnswerSchema = z.object({ token: z.string(), user: loginUserSchema, mustChangePassword });

/** The answer of `POST /api/Login/login`. */
export type LoginAnswer = z.output<typeof loginAnswerSchema>;

/** `GET /api/Login/me`: the signed-in user as the server knows it now (a session check). */
export const meAnswerSchema = z.object({ user: loginUserSchema, mustChangePassword });

/** The answer of `GET /api/Login/me`. */
export type MeAnswer = z.output<typeof meAnswerSchema>;

/** `POST /api/Login/logout`: `{ success: true }`, nothing else. */
export const logoutAnswerSchema = z.object({ success: z.literal(true) });

/** The answer of `POST /api/Login/logout`. */
export type LogoutAnswer = z.output<typeof logoutAnswerSchema>;

/**
 * What a confirmed address leads to (issue 16): the office's review (learner or employer), signing in
 * (an approved account, or a changed address), or nothing more (a rejected sign-up).
 */
export const VERIFICATION_NEXT_STEPS = ['learnerReview', 'employerReview', 'signIn', 'notApproved'] as const;

/**
 * `GET|POST /api/Login/VerifyEmail`: `{ success, message, data: { next, alreadyVerified } }`;
 * `alreadyVerified` when the link had been used before (the address stays confirmed).
 */
export const verifyEmailAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ next: z.enum(VERIFICATION_NEXT_STEPS), alreadyVerified: z.boolean() }),
});

/** The answer of `VerifyEmail`. */
export type VerifyEmailAnswer = z.output<typeof verifyEmailAnswerSchema>;

/**
 * `POST /api/Login/ResendVerification` `{ pParameters?, pEmail? }`: the link token of an expired or
 * replaced link, or the address the code was sent to (the strict email rule, lower-cased).
 */
export const resendVerificationRequestSchema = verifyEmailRequestSchema.pick({
  pParameters: true,
  pEmail: true,
});
