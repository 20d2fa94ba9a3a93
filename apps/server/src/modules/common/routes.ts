import { CITIES, COUNTRIES, EMPLOYER_TYPES, QUALIFICATIONS, SECTORS } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const lookups = [
  {
    path: '/api/Common/getCountries',
    summary: 'Countries',
    items: z.object({ id: z.number(), name: z.string() }),
    data: COUNTRIES,
  },
  {
    path: '/api/Common/getCities',
    summary: 'The 30 cities',
    items: z.object({ id: z.number(), name: z.string() }),
    data: CITIES,
  },
  {
    path: '/api/Common/getQualifications',
    summary: 'Qualifications with their monthly stipend (TTD)',
    items: z.object({ id: z.number(), name: z.string(), stipend: z.number() }),
    data: QUALIFICATIONS,
  },
  {
    path: '/api/Common/getSectors',
    summary: 'The 46 sectors',
    items: z.object({ sectorId: z.number(), sector: z.string() }),
    data: SECTORS,
  },
  {
    path: '/api/Common/getEmployerType',
    summary: 'Employer types',
    items: z.object({ classificationId: z.number(), classificationDescr: z.string() }),
    data: EMPLOYER_TYPES,
  },
] as const;

/** The public lookup lists, as plain arrays. */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const lookup of lookups) {
    app.get(
      lookup.path,
      { schema: { tags: ['lookups'], summary: lookup.summary, response: { 200: z.array(lookup.items) } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return lookup.data as never;
      },
    );
  }
};
