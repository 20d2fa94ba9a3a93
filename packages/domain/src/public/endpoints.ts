import { defineEndpoint, type EndpointBody } from '../shared/endpoint.ts';
import { actionSchema } from '../shared/schemas.ts';
import { contactRequestSchema } from './schemas.ts';
import {
  employerTypeListSchema,
  healthNotReadySchema,
  healthOkSchema,
  healthUnavailableSchema,
  placeListSchema,
  qualificationListSchema,
  sectorListSchema,
} from './schemas-lookups.ts';

// The public calls: the lookup lists (plain arrays, cached an hour), the health check, the contact form.
const lookups = ['lookups'];

/** The portal's country. */
export const getCountriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Common/getCountries',
  summary: 'Countries',
  tags: lookups,
  answer: placeListSchema,
  failures: [],
});

/** The 30 cities. */
export const getCitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Common/getCities',
  summary: 'The 30 cities',
  tags: lookups,
  answer: placeListSchema,
  failures: [],
});

/** The qualifications with their monthly stipend. */
export const getQualificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Common/getQualifications',
  summary: 'Qualifications with their monthly stipend (TTD)',
  tags: lookups,
  answer: qualificationListSchema,
  failures: [],
});

/** The 46 sectors. */
export const getSectorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Common/getSectors',
  summary: 'The 46 sectors',
  tags: lookups,
  answer: sectorListSchema,
  failures: [],
});

/** The employer types. */
export const getEmployerTypeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Common/getEmployerType',
  summary: 'Employer types',
  tags: lookups,
  answer: employerTypeListSchema,
  failures: [],
});

/** 200 when the database answers, 503 when it does not. */
export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Answers 200 when the database is reachable',
  tags: ['health'],
  answer: healthOkSchema,
  otherAnswers: { 503: healthUnavailableSchema },
  failures: [],
});

/** Liveness (issue 31): 200 while the process answers; no database work, for a container's HEALTHCHECK. */
export const healthLiveEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health/live',
  summary: 'Answers 200 while the process answers (liveness)',
  tags: ['health'],
  answer: healthOkSchema,
  failures: [],
});

/**
 * Readiness (issue 31): 200 when the database answers, its migrations are current and the outbox
 * worker is alive; 503 naming what failed, and 503 at once after SIGTERM, so a load balancer moves on.
 */
export const healthReadyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health/ready',
  summary: 'Answers 200 when this instance can take traffic (readiness)',
  tags: ['health'],
  answer: healthOkSchema,
  otherAnswers: { 503: healthNotReadySchema },
  failures: [],
});

/** Sends a message to the support team (201). */
export const contactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Contact',
  summary: 'Send a message to the support team',
  tags: ['contact'],
  body: contactRequestSchema,
  answer: actionSchema,
  status: 201,
  failures: [400, 429],
});

/** What a client sends with the contact form. */
export type ContactBody = EndpointBody<typeof contactEndpoint>;
