import { MESSAGES } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailureCase } from '../../../../test/fake-api';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderLearnerDashboard } from '../../../../test/render-app';
import { createFakeLearnerApi } from '../../testing/fake-learner-api';
import { makeEmployer, makeOpenJob } from '../../testing/learner-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

async function openDetails() {
  renderLearnerDashboard();
  await userEvent.click(
    await screen.findByRole(
      'button',
      { name: `${MESSAGES.viewEmployerProfile}: Caribbean Tech Ltd` },
      PAGE_LOAD,
    ),
  );
  return screen.findByRole('dialog', { name: MESSAGES.employerDetailsTitle });
}

describe('Employer Details', () => {
  it("shows the employer's public profile with names for its type, sector and city", async () => {
    const api = createFakeLearnerApi({ openJobs: [makeOpenJob(1)], employers: [makeEmployer('caribtech')] });
    const dialog = await openDetails();
    expect(await within(dialog).findByText('Caribbean Tech Ltd')).toBeInTheDocument();
    expect(within(dialog).getByText('Enterprise-Based')).toBeInTheDocument();
    expect(within(dialog).getByText('Information Technology')).toBeInTheDocument();
    expect(within(dialog).getByText('Port of Spain')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://www.caribtech.tt' })).toBeInTheDocument();
    expect(api.calls('GET /api/Employer/GetEmployerById/caribtech')).toHaveLength(1);
  });

  it('shows a website that is not an http(s) address as text, never as a link', async () => {
    createFakeLearnerApi({
      openJobs: [makeOpenJob(1)],
      employers: [makeEmployer('caribtech', { empWebsite: 'javascript:alert(document.cookie)' })],
    });
    const dialog = await openDetails();
    expect(await within(dialog).findByText('javascript:alert(document.cookie)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it.each<FailureCase>([
    [
      'not found',
      () => json(404, { success: false, error: 'x', code: 'NOT_FOUND' }),
      MESSAGES.employerDetailsNotFound,
    ],
    [
      'failing',
      () => json(500, { success: false, error: 'x', code: 'INTERNAL' }),
      MESSAGES.failedLoadEmployerDetails,
    ],
    ['unreachable', () => 'network' as const, MESSAGES.failedLoadEmployerDetails],
  ])('shows the spec text when the employer is %s', async (_, reply, message) => {
    const api = createFakeLearnerApi({ openJobs: [makeOpenJob(1)] });
    api.override('GET /api/Employer/GetEmployerById/caribtech', reply);
    const dialog = await openDetails();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('says the identifier is not available when the job names no employer', async () => {
    const job = makeOpenJob(1);
    const api = createFakeLearnerApi({
      openJobs: [
        { ...job, employer: { ...job.employer, empId: '' }, empJobs: { ...job.empJobs, empkey: '' } },
      ],
    });
    const dialog = await openDetails();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.employerIdentifierUnavailable);
    expect(api.calls('GET /api/Employer/GetEmployerById/')).toHaveLength(0);
  });
});
