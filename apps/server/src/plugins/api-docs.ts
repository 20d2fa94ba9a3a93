import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A property is documented as required only when its schema refuses it absent. Our text fields
 * read a missing value as '' (a preprocess), which zod's JSON Schema cannot see through, so every
 * optional one (a search box, a fax number) was listed as required.
 */
function requiredOnlyWhenRefusedAbsent(ctx: { zodSchema: unknown; jsonSchema: { required?: string[] } }) {
  const schema = ctx.zodSchema as { _zod?: { def?: { type?: string; shape?: Record<string, z.ZodType> } } };
  const shape = schema._zod?.def?.type === 'object' ? schema._zod.def.shape : undefined;
  if (!shape || !ctx.jsonSchema.required) return;
  const required = ctx.jsonSchema.required.filter((key) => !shape[key]?.safeParse(undefined).success);
  if (required.length > 0) ctx.jsonSchema.required = required;
  else delete ctx.jsonSchema.required;
}

/** The OpenAPI document, generated from the routes' zod schemas, and its viewer at /api/docs. */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'OJT Portal API',
          description:
            'National on-the-job training placement portal, Trinidad and Tobago. Parameters documented in the ' +
            'query string are also accepted in a JSON or form body; send secrets in the body.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: createJsonSchemaTransform({ zodToJsonConfig: { override: requiredOnlyWhenRefusedAbsent } }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
