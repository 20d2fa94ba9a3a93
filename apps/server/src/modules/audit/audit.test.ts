import { JOB_POSITION_STATUS } from '@ojt/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  applicationScene,
  completedPlacementScene,
  createAdmin,
  createEmployer,
  createJobPosition,
  createLearner,
  employerSession,
  learnerSession,
  publishOpening,
  updateProfileAs,
  validEmployerSignup,
} from '../../test/factories.ts';
import { bodyCaller, queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The audit trail (issue 11): what is recorded, once, in the transaction of the change, and the search.
const ctx = useTestContext();
const call = bodyCaller(ctx);
const query = queryCaller(ctx);

const TRAIL = '/api/Admin/AuditTrail';
const IP = '127.0.0.1';

const entries = (action: string) =>
  ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

/** The one entry of this action about this record (fails when there are none or several). */
async function onlyEntry(action: string, recordType: string, recordId: string | number) {
  const rows = (await entries(action)).filter(
    (row) => row.record_type === recordType && row.record_id === String(recordId),
  );
  expect(rows, `${action} ${recordType} ${recordId}`).toHaveLength(1);
  return rows[0]!;
}

describe('GET /api/Admin/AuditTrail', () => {
  it('answers 401 without a token and 403 to an employer and a learner', async () => {
    expect((await query('GET', TRAIL)).statusCode).toBe(401);
    const employer = await employerSession(ctx);
    const learner = await learnerSession(ctx);
    for (const token of [employer.token, learner.token]) {
      const res = await query('GET', TRAIL, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('answers 400 for a bad query: unknown values, control characters, huge text, bad dates and pages', async () => {
    const admin = await createAdmin(ctx);
    const bad: [Record<string, string>, string][] = [
      [{ action: 'employer.deleted' }, 'action'],
      [{ recordType: 'users' }, 'recordType'],
      [{ actor: 'ad\u0000min' }, 'actor'],
      [{ actor: 'a\u0007' }, 'actor'],
      [{ recordId: 'x'.repeat(101) }, 'recordId'],
      [{ from: '2026-13-01' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'from'],
      [{ page: '0' }, 'page'],
      [{ pageSize: '101' }, 'pageSize'],
      [{ page: 'two' }, 'page'],
    ];
    for (const [q, field] of bad) {
      const res = await query('GET', TRAIL, admin.token, q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().fields, JSON.stringify(q)).toHaveProperty(field);
    }
    expect((await query('GET', TRAIL, admin.token, { extra: '1' })).statusCode).toBe(400);
    const repeated = await ctx.app.inject({
      method: 'GET',
      url: `${TRAIL}?actor=a&actor=b`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('finds entries by actor (any case), action, record and day, newest first, paged', async () => {
    const admin = await createAdmin(ctx, 'auditAdmin');
    const employer = await createEmployer(ctx, { status: 'approved', admin });
    const learner = await createLearner(ctx, { status: 'rejected', admin });
    const all = await query('GET', TRAIL, admin.token, { actor: 'AUDITADMIN' });
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((e: { action: string }) => e.action)).toEqual([
      'learner.rejected',
      'employer.approved',
    ]);
    const one = await query('GET', TRAIL, admin.token, {
      recordType: 'employer',
      recordId: employer.username,
      pageSize: '1',
    });
    expect(one.json()).toMatchObject({ total: 1, items: [{ action: 'employer.approved' }] });
    const byAction = await query('GET', TRAIL, admin.token, { action: 'learner.rejected' });
    expect(byAction.json().items).toEqual([expect.objectContaining({ recordId: learner.username })]);
    const second = await query('GET', TRAIL, admin.token, { actor: 'auditadmin', pageSize: '1', page: '2' });
    expect(second.json()).toMatchObject({ total: 2, page: 2, items: [{ action: 'employer.approved' }] });
    const past = await query('GET', TRAIL, admin.token, { actor: 'auditadmin', to: '2020-01-01' });
    expect(past.json()).toMatchObject({ total: 0, items: [] });
  });
});

describe('what the trail records', () => {
  it('records approvals and rejections once, with the admin, role, record and address; a refused one records nothing', async () => {
    const admin = await createAdmin(ctx);
    const employer = await createEmployer(ctx, { status: 'approved', admin });
    const learner = await createLearner(ctx, { status: 'rejected', admin });
    const approved = await onlyEntry('employer.approved', 'employer', employer.username);
    expect(approved).toMatchObject({
      actor_user_id: admin.id,
      actor_username: admin.username,
      actor_role: 'admin',
      ip: IP,
    });
    expect(approved.at).toBeInstanceOf(Date);
    await onlyEntry('learner.rejected', 'learner', learner.username);
    const again = await call('POST', '/api/Employer/RejectEmployer', admin.token, {
      EmpId: employer.username,
    });
    expect(again.statusCode).toBe(409);
    expect(await entries('employer.rejected')).toEqual([]);
    await onlyEntry('employer.approved', 'employer', employer.username);
  });

  it('records publishing and unpublishing a job, by opening and by status', async () => {
    const employer = await employerSession(ctx);
    const position = await createJobPosition(ctx, employer);
    const opening = await publishOpening(ctx, employer, position.empjobid);
    const published = await onlyEntry('job.published', 'job', position.empjobid);
    expect(published).toMatchObject({ actor_username: employer.username, actor_role: 'employer', ip: IP });
    expect(published.detail).toMatchObject({ openingId: opening.jobOpeningId, openings: 2 });
    const close = { JobOpeningId: opening.jobOpeningId };
    expect((await call('POST', '/api/Employer/CloseJobPosition', employer.token, close)).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/Employer/CloseJobPosition', employer.token, close)).statusCode).toBe(
      409,
    );
    const closed = await onlyEntry('job.unpublished', 'job', position.empjobid);
    expect(closed.detail).toEqual({ openingId: opening.jobOpeningId });
    const toggle = { jobPositionId: position.empjobid };
    expect((await call('POST', '/api/Employer/ToggleEmpJobStatus', employer.token, toggle)).statusCode).toBe(
      200,
    );
    expect(await entries('job.unpublished')).toHaveLength(2);
    expect((await entries('job.unpublished'))[1]!.detail).toEqual({ status: JOB_POSITION_STATUS.INACTIVE });
  });

  it('records an interview, the outcome, placing, completion, and letters issued and revoked', async () => {
    const scene = await applicationScene(ctx);
    const id = scene.application.placementId;
    const interview = await query('POST', '/api/Employer/ScheduleInterview', scene.owner.token, {
      PlacementId: String(id),
      InterviewDate: '12/03/2030',
      InterviewTime: '9:30',
      InterviewLocation: 'Head office, Port of Spain',
    });
    expect(interview.statusCode, interview.body).toBe(200);
    const scheduled = await onlyEntry('interview.scheduled', 'placement', id);
    expect(scheduled).toMatchObject({ actor_username: scene.owner.username, actor_role: 'employer', ip: IP });
    expect(scheduled.detail).toMatchObject({
      learnerId: scene.learner.username,
      empId: scene.owner.username,
    });

    const full = await completedPlacementScene(ctx);
    const pid = full.placementId;
    expect((await onlyEntry('application.outcome', 'placement', pid)).detail).toMatchObject({
      outcome: 'selected',
    });
    const placed = await onlyEntry('placement.placed', 'placement', pid);
    expect(placed).toMatchObject({ actor_username: full.admin.username, actor_role: 'admin', ip: IP });
    expect(placed.detail).toMatchObject({ learnerId: full.learner.username, startDate: '2026-01-05' });
    await onlyEntry('placement.completed', 'placement', pid);

    const issued = await call('POST', '/api/Employer/GenerateExperienceLetter', full.owner.token, {
      PlacementId: pid,
    });
    expect(issued.statusCode).toBe(201);
    const { letterId } = issued.json().data;
    expect((await onlyEntry('letter.issued', 'letter', letterId)).detail).toMatchObject({ placementId: pid });
    const revoke = { LetterId: letterId, Reason: 'Issued in error' };
    expect((await call('POST', '/api/Admin/RevokeLetter', full.admin.token, revoke)).statusCode).toBe(200);
    expect((await call('POST', '/api/Admin/RevokeLetter', full.admin.token, revoke)).statusCode).toBe(409);
    const revoked = await onlyEntry('letter.revoked', 'letter', letterId);
    expect(revoked).toMatchObject({
      actor_role: 'admin',
      detail: { placementId: pid, reason: 'Issued in error' },
    });
  });

  it('records a refused placing (409) as nothing', async () => {
    const scene = await applicationScene(ctx);
    const admin = await createAdmin(ctx);
    const res = await call('POST', '/api/Admin/PlaceLearner', admin.token, {
      PlacementId: scene.application.placementId,
      DatePlaced: '2026-01-02',
      StartDate: '2026-01-05',
      EndDate: '2026-06-30',
      PlacementOfficer: 1,
      PmeOfficer: 2,
      PlacementAssistant: 3,
      QualificationChecked: true,
    });
    expect(res.statusCode).toBe(409);
    expect(await entries('placement.placed')).toEqual([]);
  });

  it('records a profile change by the names of the fields that changed, never their values', async () => {
    const learner = await learnerSession(ctx);
    await updateProfileAs(ctx, learner, { firstName: 'Kamaldai', nationalId: '19990101777' });
    const entry = await onlyEntry('profile.updated', 'learner', learner.username);
    expect(entry).toMatchObject({ actor_username: learner.username, actor_role: 'learner', ip: IP });
    expect(entry.detail).toEqual({ fields: ['firstName', 'nationalId'] });
    expect(JSON.stringify(entry.detail)).not.toMatch(/Kamaldai|19990101777/);
    await updateProfileAs(ctx, learner, { firstName: 'Kamaldai', nationalId: '19990101777' });
    expect(await entries('profile.updated')).toHaveLength(1);

    const employer = await employerSession(ctx);
    const { empId: _id, ...fields } = validEmployerSignup();
    const payload = {
      ...employer.payload,
      ...fields,
      empId: employer.username,
      empName: 'Renamed Works Ltd',
    };
    const res = await call('POST', '/api/Employer/UpdateEmployerProfile', employer.token, payload);
    expect(res.statusCode, res.body).toBe(200);
    const changed = await onlyEntry('profile.updated', 'employer', employer.username);
    expect(changed.detail.fields).toContain('empName');
    expect(JSON.stringify(changed.detail)).not.toContain('Renamed Works');
  });

  it('records an admin, or an employer shown a shared disability, opening a learner record; not the learner themself', async () => {
    const scene = await applicationScene(ctx);
    const admin = await createAdmin(ctx);
    const url = `/api/Learner/GetLearnerById/${scene.learner.username}`;
    expect((await call('GET', url, scene.learner.token)).statusCode).toBe(200);
    expect(await entries('identity.viewed')).toEqual([]);
    expect((await call('GET', url, scene.other.token)).statusCode).toBe(403);
    expect(await entries('identity.viewed')).toEqual([]);

    const read = await call('GET', url, admin.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()[0].learner).toHaveProperty('nationalId');
    const viewed = await onlyEntry('identity.viewed', 'learner', scene.learner.username);
    expect(viewed).toMatchObject({ actor_username: admin.username, actor_role: 'admin', ip: IP });
    expect(viewed.detail.kinds).toContain('disability');
    expect(viewed.detail.kinds).toContain('nationalId');
    expect(JSON.stringify(viewed.detail)).not.toContain(String(scene.learner.payload.nationalId));

    // The employer's reduced view holds no identity data: only a disability the learner shares.
    expect((await call('GET', url, scene.owner.token)).statusCode).toBe(200);
    expect((await entries('identity.viewed')).map((row) => row.actor_role)).toEqual(['admin']);
    await updateProfileAs(ctx, scene.learner, {
      disability: 1,
      disabilityType: 'Hearing',
      shareDisability: true,
    });
    expect((await call('GET', url, scene.owner.token)).statusCode).toBe(200);
    const rows = await entries('identity.viewed');
    expect(rows.map((row) => row.actor_role)).toEqual(['admin', 'employer']);
    expect(rows[1]?.detail.kinds).toEqual(['disability']);
  });

  it('keeps identity numbers and disability data out of the admin learner lists', async () => {
    const admin = await createAdmin(ctx);
    const learner = await createLearner(ctx, {
      admin,
      overrides: { disability: 1, disabilityType: 'Hearing' },
    });
    const page = await query('GET', '/api/Admin/Learners', admin.token, { search: learner.username });
    expect(page.statusCode).toBe(200);
    const lists = [page.json().items, (await call('GET', '/api/Learner/GetAllLearners', admin.token)).json()];
    for (const items of lists) {
      const item = items.find((i: { learnerId: string }) => i.learnerId === learner.username);
      expect(item).toMatchObject({ disability: 0, disabilitytype: '' });
      expect(item).not.toHaveProperty('nationalId');
    }
    expect(await entries('identity.viewed')).toEqual([]);
  });
});

describe('the audit_log table', () => {
  it('refuses an UPDATE or DELETE of an entry, even in plain SQL', async () => {
    const admin = await createAdmin(ctx);
    await createEmployer(ctx, { status: 'approved', admin });
    const [entry] = await entries('employer.approved');
    await expect(
      ctx.db
        .updateTable('audit_log')
        .set({ action: 'employer.rejected' })
        .where('id', '=', entry!.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.db.deleteFrom('audit_log').where('id', '=', entry!.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`UPDATE audit_log SET ip = NULL`.execute(ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(ctx.db)).rejects.toThrow(/append-only/);
    expect(await entries('employer.approved')).toHaveLength(1);
  });
});
