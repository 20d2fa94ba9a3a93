import {
  CITIES,
  COUNTRIES,
  EMPLOYER_TYPES,
  employerTypeListSchema,
  placeListSchema,
  QUALIFICATIONS,
  qualificationListSchema,
  SECTORS,
  sectorListSchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const lookups = [
  {
    path: '/api/Common/getCountries',
    summary: 'Countries',
    answer: placeListSchema,
    data: COUNTRIES,
  },
  {
    path: '/api/Common/getCities',
    summary: 'The 30 cities',
    answer: placeListSchema,
    data: CITIES,
  },
  {
    path: '/api/Common/getQualifications',
    summary: 'Qualifications with their monthly stipend (TTD)',
    answer: qualificationListSchema,
    data: QUALIFICATIONS,
  },
  {
    path: '/api/Common/getSectors',
    summary: 'The 46 sectors',
    answer: sectorListSchema,
    data: SECTORS,
  },
  {
    path: '/api/Common/getEmployerType',
    summary: 'Employer types',
    answer: employerTypeListSchema,
    data: EMPLOYER_TYPES,
  },
] as const;

/** The public lookup lists, as plain arrays. */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const lookup of lookups) {
    app.get(
      lookup.path,
      { schema: { tags: ['lookups'], summary: lookup.summary, response: { 200: lookup.answer } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return lookup.data as never;
      },
    );
  }
};
