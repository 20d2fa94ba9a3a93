import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createVerificationCodes, type VerificationCodes } from '../modules/auth/verification-code.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes and checks this app's emailed codes (verification, withdrawal), keyed from its secret. */
    verificationCodes: VerificationCodes;
  }
}

/** The app's verification codes, keyed from the server secret (as its session tokens are). */
export const verificationCodesPlugin = fp<{ secret: Uint8Array }>(
  async (app: FastifyInstance, { secret }) => {
    app.decorate('verificationCodes', createVerificationCodes(secret));
  },
  { name: 'verification-codes' },
);
