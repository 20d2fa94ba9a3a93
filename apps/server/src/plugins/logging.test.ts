import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides passwords, codes, tokens and identity numbers from logged URLs', () => {
    const url = redactUrl(
      '/api/Login/login?pUserName=alice&pPassword=hunter2&pOTP=123456&nationalId=19900101001',
    );
    expect(url).toContain('pUserName=alice');
    expect(url).not.toContain('hunter2');
    expect(url).not.toContain('123456');
    expect(url).not.toContain('19900101001');
  });

  it('hides verification tokens in paths and leaves plain URLs alone', () => {
    expect(redactUrl('/verify-email/abcdefghijklmnop?x=1')).not.toContain('abcdefghijklmnop');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
