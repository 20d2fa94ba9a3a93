import type { FastifyServerOptions } from 'fastify';

// Parameter names whose values never reach a log: passwords, tokens, codes, identity numbers.
const SECRET_PARAM = /pass|otp|token|param|code|secret|nationalid|passport|birthcert|nis/i;

// A verification link's token travels in the path: /verify-email/<token> (and VerifyEmail/<token>).
const TOKEN_IN_PATH = /(\/verify-email\/|VerifyEmail\/)[^/?]+/i;

/** Replaces the token of a verification path and secret query values in a URL with [REDACTED]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(TOKEN_IN_PATH, '$1[REDACTED]');
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAM.test(key)) params.set(key, '[REDACTED]');
  return `${path}?${params.toString()}`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.pPassword',
        '*.newPassword',
        '*.oldPassword',
        '*.token',
        '*.nationalId',
        '*.passportNo',
        '*.birthCertificateNo',
        '*.nisno',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
