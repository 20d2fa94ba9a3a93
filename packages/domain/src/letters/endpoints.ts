import { z } from 'zod';
import { defineEndpoint, type EndpointBody } from '../shared/endpoint.ts';
import {
  generateLetterParamsSchema,
  letterGeneratedSchema,
  letterPdfParamsSchema,
  letterRevokedSchema,
  letterVerificationSchema,
  revokeLetterParamsSchema,
  verifyLetterParamsSchema,
} from './schemas.ts';
import {
  allowLetterReissueParamsSchema,
  correctPlacementDatesParamsSchema,
  letterReissueAllowedSchema,
  placementDatesCorrectedSchema,
} from './schemas-holds.ts';

// Experience letters (issue 10): issued by the employer, downloaded by the people concerned, revoked
// by the admin (who then allows a new one or corrects the dates), checked by anyone.
const tags = ['letters'];
const change = [400, 401, 403, 404, 409] as const;

/** Issues a new letter for a Completed placement of the caller (201). */
export const generateExperienceLetterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/GenerateExperienceLetter',
  summary: 'Issue a new experience letter for a Completed placement of the caller',
  tags,
  bearer: true,
  body: generateLetterParamsSchema,
  answer: letterGeneratedSchema,
  status: 201,
  failures: change,
});

/** A letter's PDF for the people concerned (stamped REVOKED once revoked; 403 to its employer then). */
export const letterPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Letters/:letterId/pdf',
  summary:
    "A letter's PDF: for the issuing employer, the learner concerned and admins; once revoked, 403 to the employer and stamped REVOKED for the others",
  tags,
  bearer: true,
  params: letterPdfParamsSchema,
  produces: ['application/pdf'],
  answer: z.string().describe('The letter: one A4 page, application/pdf (binary)'),
  failures: [400, 401, 403, 404],
});

/** Revokes a letter with a reason, and every other valid letter of its placement. */
export const revokeLetterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/RevokeLetter',
  summary:
    'Revoke a letter with a reason, and every other valid letter of its placement; their public check then says revoked',
  tags,
  bearer: true,
  body: revokeLetterParamsSchema,
  answer: letterRevokedSchema,
  failures: change,
});

/** Lets the employer generate a new letter for a placement held after a revocation. */
export const allowLetterReissueEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/AllowLetterReissue',
  summary: 'Let the employer generate a new letter for a placement whose letter was revoked',
  tags,
  bearer: true,
  body: allowLetterReissueParamsSchema,
  answer: letterReissueAllowedSchema,
  failures: change,
});

/** Corrects a Placed or Completed placement's dates; revokes the valid letters that state others. */
export const correctPlacementDatesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/CorrectPlacementDates',
  summary:
    "Correct a Placed or Completed placement's dates; revokes its valid letters that state others and allows new ones",
  tags,
  bearer: true,
  body: correctPlacementDatesParamsSchema,
  answer: placementDatesCorrectedSchema,
  failures: change,
});

/** Whether a letter is genuine, revoked or unknown: no account needed, rate-limited. */
export const verifyLetterEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Public/VerifyLetter/:code',
  summary: 'Whether a letter is genuine, revoked or unknown (rate-limited; no account needed)',
  tags,
  params: verifyLetterParamsSchema,
  answer: letterVerificationSchema,
  failures: [400, 429],
});

/** What a client sends to revoke a letter. */
export type RevokeLetterBody = EndpointBody<typeof revokeLetterEndpoint>;
/** What a client sends to allow a new letter. */
export type AllowLetterReissueBody = EndpointBody<typeof allowLetterReissueEndpoint>;
/** What a client sends to correct a placement's dates. */
export type CorrectPlacementDatesBody = EndpointBody<typeof correctPlacementDatesEndpoint>;
