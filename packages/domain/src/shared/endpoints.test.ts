import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.ts';

const contracts = Object.entries(ENDPOINTS);

describe('ENDPOINTS', () => {
  it.each(contracts)('%s: its path starts with /api/', (_name, endpoint) => {
    expect(endpoint.path.startsWith('/api/')).toBe(true);
  });

  it('holds one contract per method and path', () => {
    const calls = contracts.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    const repeated = calls.filter((call, index) => calls.indexOf(call) !== index);
    expect(repeated).toEqual([]);
  });

  it('declares each path parameter in the params schema, and none without one', () => {
    for (const [name, endpoint] of contracts) {
      const named = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const declared = 'params' in endpoint ? Object.keys(endpoint.params.shape) : [];
      expect({ name, named }).toEqual({ name, named: declared });
    }
  });

  it('sends a body only with a write and a query only with a read', () => {
    for (const [name, endpoint] of contracts) {
      if ('body' in endpoint) expect({ name, method: endpoint.method }).not.toEqual({ name, method: 'GET' });
      if ('query' in endpoint) expect({ name, method: endpoint.method }).toEqual({ name, method: 'GET' });
    }
  });
});
