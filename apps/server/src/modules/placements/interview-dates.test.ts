import { MESSAGES } from '@ojt/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationScene } from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The interview date against the server's clock, set to Thursday 3 December 2026, 10:00 in Port of
// Spain (14:00 UTC), so that "today, later" and "just gone" are the same whenever the suite runs.
const ctx = useTestContext();
const call = queryCaller(ctx);
const url = '/api/Employer/ScheduleInterview';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-03T14:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const interview = (placementId: number, InterviewDate: string, InterviewTime: string) => ({
  PlacementId: String(placementId),
  InterviewDate,
  InterviewTime,
  InterviewLocation: 'Head office, Port of Spain',
  MessageForApplicant: '',
});

const stored = (placementId: number) =>
  ctx.db
    .selectFrom('placements')
    .select(['status', 'interview_date', 'interview_time'])
    .where('id', '=', placementId)
    .executeTakeFirstOrThrow();

describe('POST /api/Employer/ScheduleInterview: the date against now', () => {
  it('answers 403 to another employer before it looks at the date', async () => {
    const { other, application } = await applicationScene(ctx);
    const res = await call(
      'POST',
      url,
      other.token,
      interview(application.placementId, '03/12/2026', '9:30'),
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 for a date and time already past in Port of Spain, and saves and mails nothing', async () => {
    const { owner, learner, application } = await applicationScene(ctx);
    const past: [string, string][] = [
      // 12 March 2026, typed by someone who meant 3 December.
      ['03/12/2026', '10:30'],
      ['12/03/2026', '9:59'],
      ['12/02/2026', '11:00 PM'],
      ['2025-12-03', '10:30'],
    ];
    for (const [date, time] of past) {
      const res = await call('POST', url, owner.token, interview(application.placementId, date, time));
      expect(res.statusCode, `${date} ${time}`).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: MESSAGES.interviewInPast,
        code: 'VALIDATION',
        fields: { InterviewDate: MESSAGES.interviewInPast },
      });
    }
    expect(await stored(application.placementId)).toEqual({
      status: 1,
      interview_date: null,
      interview_time: null,
    });
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(learner.email).filter((m) => /interview/i.test(m.subject))).toEqual([]);
  });

  it('accepts later today, and mails the date in words', async () => {
    const { owner, learner, application } = await applicationScene(ctx);
    const res = await call(
      'POST',
      url,
      owner.token,
      interview(application.placementId, '12/03/2026', '10:30'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ interviewDate: '2026-12-03', interviewTime: '10:30' });
    await ctx.app.outbox.drain();
    const [mail] = ctx.mail.to(learner.email).filter((m) => /Interview invitation/.test(m.subject));
    expect(mail?.text).toContain('When: Thursday 3 December 2026 at 10:30 am (Trinidad and Tobago time)');
  });
});
