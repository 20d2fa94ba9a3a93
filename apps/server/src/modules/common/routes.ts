import { CITY_LOOKUP, COUNTRIES, EMPLOYER_TYPES, ENDPOINTS, QUALIFICATIONS, SECTORS } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../lib/contract-route.ts';

const lookups = [
  { endpoint: ENDPOINTS.GetCountries, data: COUNTRIES },
  { endpoint: ENDPOINTS.GetCities, data: CITY_LOOKUP },
  { endpoint: ENDPOINTS.GetQualifications, data: QUALIFICATIONS },
  { endpoint: ENDPOINTS.GetSectors, data: SECTORS },
  { endpoint: ENDPOINTS.GetEmployerType, data: EMPLOYER_TYPES },
] as const;

/** The public lookup lists, as plain arrays. */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const lookup of lookups) {
    app.route({
      ...fromContract(lookup.endpoint),
      handler: async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return lookup.data as never;
      },
    });
  }
};
