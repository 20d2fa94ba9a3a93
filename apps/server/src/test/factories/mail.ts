import { expect } from 'vitest';
import type { TestContext } from '../test-app.ts';

/** The newest delivered mail to `to` whose text matches `pattern` (delivery order within a batch is not queue order). */
export async function mailTo(ctx: TestContext, to: string, pattern: RegExp) {
  // Several factories may drain at once: a drain finds nothing while another one's batch is still in
  // flight, so look again until the mail has arrived (or 10 s have passed).
  const until = Date.now() + 10_000;
  let mail = undefined as ReturnType<TestContext['mail']['to']>[number] | undefined;
  for (;;) {
    await ctx.app.outbox.drain();
    mail = ctx.mail.to(to).findLast((m) => pattern.test(m.text));
    if (mail || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(mail, `no mail to ${to} matching ${pattern}`).toBeDefined();
  return mail!;
}

/** The password of the newest credentials mail to `to`. */
export async function mailedPassword(ctx: TestContext, to: string): Promise<string> {
  const mail = await mailTo(ctx, to, /Password: \S+/);
  return mail.text.match(/Password: (\S+)/)![1]!;
}
