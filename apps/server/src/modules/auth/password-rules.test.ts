import { isCommonPassword } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { employerSession, learnerSession, type SignedIn } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();
const call = bodyCaller(ctx);

const URL = '/api/Login/ChangePassword';
const COMMON = 'This password is too common. Please choose a less common password.';
const PERSONAL = 'New password must not contain your username, name or email address.';

const change = (account: SignedIn, newPassword: string) =>
  call('POST', URL, account.token, {
    pUserName: account.username,
    oldPassword: account.password,
    newPassword,
  });
const login = (username: string, password: string) =>
  call('POST', '/api/Login/login', undefined, { pUserName: username, pPassword: password });

/** The answer of a refused new password: 400, the message, on the newPassword field. */
function expectRefused(res: Awaited<ReturnType<typeof change>>, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    success: false,
    code: 'VALIDATION',
    error: message,
    fields: { newPassword: message },
  });
}

describe('POST /api/Login/ChangePassword: common passwords and personal details (ASVS 6.2.4, 6.2.11)', () => {
  it('answers 400 for a common password of the server list that the built-in list lacks', async () => {
    const learner = await learnerSession(ctx);
    for (const password of ['Corvette', 'maverick', 'MERCEDES1']) {
      expect(isCommonPassword(password), password).toBe(false);
      expectRefused(await change(learner, password), COMMON);
    }
    expect((await login(learner.username, learner.password!)).statusCode).toBe(200);
  });

  it('answers 400 for a common password disguised with look-alikes or digits and symbols appended', async () => {
    const learner = await learnerSession(ctx);
    for (const password of ['p@ssw0rd1', 'Sunshine2024!', 'C0rv3tt3!!']) {
      expectRefused(await change(learner, password), COMMON);
    }
    expect((await login(learner.username, 'p@ssw0rd1')).statusCode).toBe(401);
    expect((await change(learner, 'Caroni swamp heron 9471')).statusCode).toBe(200);
    expect((await login(learner.username, 'Caroni swamp heron 9471')).statusCode).toBe(200);
  });

  it('answers 400 for a password containing the username, whatever its case', async () => {
    const learner = await learnerSession(ctx);
    expectRefused(await change(learner, `${learner.username.toUpperCase()} rocks`), PERSONAL);
    const employer = await employerSession(ctx);
    expectRefused(await change(employer, `my ${employer.username.toLowerCase()} login`), PERSONAL);
    expect((await login(learner.username, learner.password!)).statusCode).toBe(200);
  });

  it("answers 400 for a password containing the person's name or email name", async () => {
    const learner = await learnerSession(ctx, { overrides: { firstName: 'Anushka', lastName: 'Maharaj' } });
    expectRefused(await change(learner, 'i am ANUSHKA from tunapuna'), PERSONAL);
    expectRefused(await change(learner, 'the maharaj family 1999'), PERSONAL);
    const [emailName] = learner.email.split('@');
    expectRefused(await change(learner, `sky ${emailName} blue`), PERSONAL);
    const employer = await employerSession(ctx);
    expectRefused(await change(employer, 'ramdass on the hill'), PERSONAL);
  });

  it('still changes a password that is long, uncommon and impersonal', async () => {
    const learner = await learnerSession(ctx);
    expect((await change(learner, 'steelpan at sunrise 77')).statusCode).toBe(200);
    expect((await login(learner.username, 'steelpan at sunrise 77')).statusCode).toBe(200);
  });
});
