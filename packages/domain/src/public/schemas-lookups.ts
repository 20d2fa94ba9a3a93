import { z } from 'zod';

/**
 * Answers of the public calls: the lookup lists (`GET /api/Common/…`, plain arrays) and the health
 * check. The contact form answers `actionSchema` (201).
 */

/** `GET /api/Common/getCountries` and `getCities`: `[{ id, name }]`. */
export const placeListSchema = z.array(z.object({ id: z.number(), name: z.string() }));

/** `GET /api/Common/getQualifications`: `[{ id, name, stipend }]`, the stipend monthly in TTD. */
export const qualificationListSchema = z.array(
  z.object({ id: z.number(), name: z.string(), stipend: z.number() }),
);

/** `GET /api/Common/getSectors`: `[{ sectorId, sector }]`. */
export const sectorListSchema = z.array(z.object({ sectorId: z.number(), sector: z.string() }));

/** `GET /api/Common/getEmployerType`: `[{ classificationId, classificationDescr }]`. */
export const employerTypeListSchema = z.array(
  z.object({ classificationId: z.number(), classificationDescr: z.string() }),
);

/** `GET /api/health` when the database answers (200). */
export const healthOkSchema = z.object({ status: z.literal('ok') });

/** `GET /api/health` when the database does not (503). */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable') });

/** What `GET /api/health/ready` checks; a 503 names the ones that failed. */
export const READINESS_CHECKS = ['database', 'migrations', 'outbox'] as const;

/** `GET /api/health/ready` when this instance cannot take traffic (503): the checks that failed. */
export const healthNotReadySchema = z.object({
  status: z.literal('unavailable'),
  failing: z.array(z.enum(READINESS_CHECKS)),
});
