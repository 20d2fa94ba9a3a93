import { describe, expect, it } from 'vitest';
import { applicationScene, bearer, createAdmin, expectOwnerOnly } from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// AddComment's Visibility: a message to the applicant (the default, as the spec's clients use it) or
// a private note that the employer and the programme office read and the learner never does.
const ctx = useTestContext();
const call = queryCaller(ctx);

const NOTE = 'Salary expectations too high; keep as a backup.';
const MESSAGE = 'Thank you, we will call you on Monday.';

describe('AddComment: private notes and messages to the applicant', () => {
  it('answers 401, 403 for a learner and another employer, then 400 for an unknown Visibility', async () => {
    const { owner, application } = await applicationScene(ctx);
    const query = { Id: String(application.placementId), comments: NOTE, Visibility: 'private' };
    await expectOwnerOnly(ctx, 'GET', '/api/Employer/AddComment', query);
    await expectOwnerOnly(ctx, 'POST', '/api/Employer/AddComment', query);
    const bad = await call('POST', '/api/Employer/AddComment', owner.token, {
      ...query,
      Visibility: 'secret',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      error: 'Please select a valid visibility',
    });
  });

  it('keeps a private note from the learner and shows it to the employer and the office', async () => {
    const { owner, learner, application } = await applicationScene(ctx);
    const id = application.placementId;
    const company = String(owner.payload.empName);
    // No Visibility: a message to the applicant, as today.
    const message = await call('GET', '/api/Employer/AddComment', owner.token, {
      Id: String(id),
      comments: MESSAGE,
    });
    expect(message.statusCode).toBe(200);
    const noted = await ctx.app.inject({
      method: 'POST',
      url: '/api/Employer/AddComment',
      headers: bearer(owner.token),
      payload: { Id: id, comments: NOTE, Visibility: 'private' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().message).toBe('Comment Added Successfully!');
    const item = noted.json().data;
    expect(item.placementComments).toContain(`${company}: ${MESSAGE}`);
    expect(item.placementComments).not.toContain(NOTE);
    expect(item.privateNotes).toMatch(/^\[\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m\] /);
    expect(item.privateNotes).toContain(`${company}: ${NOTE}`);

    // The employer's lists carry both.
    const list = await call('GET', '/api/Employer/Applications', owner.token, {});
    expect(list.json().items[0]).toMatchObject({ privateNotes: item.privateNotes });

    // The learner's calls never carry the note, whichever way they read the application.
    const mine = await call('GET', '/api/Learner/GetAllApplicationsByLearnerId', learner.token, {
      ID: learner.username,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()[0].placementComments).toContain(MESSAGE);
    expect(mine.json()[0]).not.toHaveProperty('privateNotes');
    const myData = await call('GET', '/api/Learner/MyData', learner.token);
    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: '/api/Learner/WithdrawOJTApplication',
      headers: bearer(learner.token),
      payload: { ID: id },
    });
    for (const res of [mine, myData, withdrawn]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('Salary expectations');
    }

    // The office sees the messages and the notes.
    const admin = await createAdmin(ctx);
    const detail = await call('GET', `/api/Admin/GetPlacementById/${id}`, admin.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      placementComments: item.placementComments,
      privateNotes: item.privateNotes,
    });
  });
});
