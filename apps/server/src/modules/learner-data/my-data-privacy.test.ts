import { describe, expect, it } from 'vitest';
import {
  completedPlacementScene,
  contactMessage,
  learnerSession,
  updateProfileAs,
} from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// What a learner's copy of their data may hold about other people: no mail sent to an address they
// merely typed into their profile, no staff username and no IP address.
const SUPPORT = 'help@ojt.gov.tt';
const ctx = useTestContext({ env: { SUPPORT_EMAIL: SUPPORT } });
const call = bodyCaller(ctx);

const myData = async (token: string) => {
  const res = await call('GET', '/api/Learner/MyData', token);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: res.json() };
};
const myPdf = async (token: string) => {
  const res = await call('GET', '/api/Learner/MyData/pdf', token);
  expect(res.statusCode, res.body).toBe(200);
  // Lines joined: the phone-shaped page (issue 30) wraps a long line where a reader would not notice.
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
};

/** The subjects of the mails queued to `address`, as the outbox holds them. */
const subjectsTo = async (address: string) =>
  (
    await ctx.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', address.toLowerCase())
      .execute()
  ).map((r) => r.subject);

describe("A learner's copy of their data: mails", () => {
  it('holds only mail sent to their account, never mail to an address typed into their profile', async () => {
    const scene = await completedPlacementScene(ctx);
    const other = await learnerSession(ctx);
    const contact = await ctx.app.inject({ method: 'POST', url: '/api/Contact', payload: contactMessage() });
    expect(contact.statusCode, contact.body).toBe(201);
    await ctx.app.outbox.drain();

    // Every mail names the account it went to (learner, employer, admin), and the contact message none.
    const rows = await ctx.db
      .selectFrom('outbox as o')
      .leftJoin('users as u', 'u.email', 'o.recipient')
      .select(['o.subject', 'o.recipient_user_id', 'u.id as account'])
      .execute();
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows) expect(row.recipient_user_id, row.subject).toBe(row.account ?? null);
    expect(rows.filter((row) => row.recipient_user_id === null).map((row) => row.subject)).toEqual([
      '[Contact: General Inquiry] Approval time',
    ]);

    const own = await subjectsTo(scene.learner.email);
    expect(own).toEqual(
      expect.arrayContaining(['Your OJT Portal account is approved', 'You have been placed: Lab Technician']),
    );
    const strangers = {
      'the support address': { address: SUPPORT, subject: '[Contact: General Inquiry] Approval time' },
      "the employer's address": {
        address: scene.owner.email,
        subject: 'Learner placed with you: Kavita Persad, Lab Technician',
      },
      "another learner's address": { address: other.email, subject: 'Your OJT Portal account is approved' },
    };
    for (const [who, { address, subject }] of Object.entries(strangers)) {
      expect(await subjectsTo(address), who).toContain(subject);
      await updateProfileAs(ctx, scene.learner, { emailWork: address });

      const { data, body } = await myData(scene.learner.token);
      const subjects = data.emails.map((m: { subject: string }) => m.subject);
      expect(subjects.sort(), who).toEqual([...own].sort());
      expect(body, who).not.toContain('[Contact:');
      expect(body, who).not.toContain('Learner placed with you');

      const pdf = await myPdf(scene.learner.token);
      expect(pdf, who).toContain(`Emails we sent you (${own.length})`);
      expect(pdf, who).toContain('You have been placed: Lab Technician');
      expect(pdf, who).not.toContain('[Contact:');
      expect(pdf, who).not.toContain('Learner placed with you');
    }
  });
});

describe("A learner's copy of their data: who acted", () => {
  it('names the programme office and the company, never a staff username or an IP address', async () => {
    const scene = await completedPlacementScene(ctx);
    const letter = await call('POST', '/api/Employer/GenerateExperienceLetter', scene.owner.token, {
      PlacementId: scene.placementId,
    });
    expect(letter.statusCode, letter.body).toBe(201);
    const company = String(scene.owner.payload.empName);
    const staff = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_username', 'ip'])
      .where('actor_role', '=', 'admin')
      .execute();
    expect(staff.length).toBeGreaterThan(0);

    const { data, body } = await myData(scene.learner.token);
    const actedBy = Object.fromEntries(
      data.auditEntries.map((e: { action: string; actedBy: string }) => [e.action, e.actedBy]),
    );
    expect(actedBy).toMatchObject({
      'learner.approved': 'Programme office',
      'placement.placed': 'Programme office',
      'application.outcome': company,
      'placement.completed': company,
      'letter.issued': company,
      'data.downloaded': 'You',
    });
    for (const entry of data.auditEntries) {
      expect(entry).not.toHaveProperty('actor');
      expect(entry).not.toHaveProperty('ip');
    }
    const pdf = await myPdf(scene.learner.token);
    expect(pdf).toContain('(by Programme office)');
    expect(pdf).toContain(`(by ${company})`);
    for (const { actor_username } of staff) {
      expect(body).not.toContain(actor_username!);
      expect(pdf).not.toContain(actor_username!);
    }
    const ips = await ctx.db.selectFrom('audit_log').select('ip').where('ip', 'is not', null).execute();
    expect(ips.length).toBeGreaterThan(0);
    for (const { ip } of ips) expect(body).not.toContain(`"${ip}"`);
  });
});
