import { MESSAGES, outcomeConfirmMessage } from '@ojt/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderEmployerDashboard } from '../../../../test/render-app';
import { makeApplication, makeLearner, makeOpening, makePosition } from '../../testing/employer-fixtures';
import { createFakeEmployerApi } from '../../testing/fake-employer-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const technician = makeOpening(11, 1);
const assistant = makeOpening(12, 2, { openingDate: '2026-10-01T09:00:00', jobOpeningStatus: 0 });
const positions = [
  makePosition(1, { empjobname: 'Junior Technician', tblemployerjobopenings: [technician] }),
  makePosition(2, { empjobname: 'Ward Assistant', tblemployerjobopenings: [assistant] }),
];
const kiran = makeLearner('L001');
const dev = makeLearner('L002', { firstName: 'Dev', lastName: 'Maharaj' });

function seed(extra: Parameters<typeof makeApplication>[4] = {}) {
  return createFakeEmployerApi({
    positions,
    learners: [kiran, dev],
    applications: [
      makeApplication(1, positions[0]!, technician, kiran, {
        placementComments:
          '[2 Nov 2026, 9:00 am] Asha Ramdial: Strong CV.\n\n[3 Nov 2026, 1:40 pm] Asha Ramdial: Call back.',
        ...extra,
      }),
      makeApplication(2, positions[1]!, assistant, dev, { placementTypeKey: 4 }),
    ],
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Applications', () => {
  it('shows one card per application: name, position, placement type, date applied, status, comments', async () => {
    seed();
    renderEmployerDashboard('applications');
    const kiranCard = await screen.findByRole('article', { name: 'Kiran Persad' }, PAGE_LOAD);
    expect(within(kiranCard).getByText('Junior Technician')).toBeInTheDocument();
    expect(within(kiranCard).getByText('First Time')).toBeInTheDocument();
    expect(within(kiranCard).getByText('2 Nov 2026')).toBeInTheDocument();
    expect(within(kiranCard).getByText('Applied')).toBeInTheDocument();
    const comments = within(kiranCard)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(comments).toEqual([
      '[2 Nov 2026, 9:00 am] Asha Ramdial: Strong CV.',
      '[3 Nov 2026, 1:40 pm] Asha Ramdial: Call back.',
    ]);
    expect(within(card('Dev Maharaj')).getByText('Internship')).toBeInTheDocument();
  });

  it('names the comments list by its heading, as the learner sees it on My Applications', async () => {
    seed();
    renderEmployerDashboard('applications');
    const kiranCard = await screen.findByRole('article', { name: 'Kiran Persad' }, PAGE_LOAD);
    const list = within(kiranCard).getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('filters by opening, with All, and keeps the choice in the URL', async () => {
    const api = seed();
    const { router } = renderEmployerDashboard('applications');
    const select = await screen.findByLabelText('Job opening', {}, PAGE_LOAD);
    await within(select).findByRole('option', { name: /Ward Assistant/ });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'All openings',
      'Junior Technician · 1 Nov 2026 – 30 Nov 2026',
      'Ward Assistant · 1 Oct 2026 – 30 Nov 2026 (closed)',
    ]);
    await screen.findByRole('article', { name: 'Dev Maharaj' });
    await userEvent.selectOptions(select, 'Junior Technician · 1 Nov 2026 – 30 Nov 2026');
    expect(router.state.location.search).toBe('?tab=applications&opening=11');
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Dev Maharaj' })).not.toBeInTheDocument(),
    );
    expect(api.calls('GET /api/Employer/Applications').at(-1)?.query.get('JobOpeningId')).toBe('11');
  });

  it('pages a long list on the server', async () => {
    const learners = Array.from({ length: 12 }, (_, i) =>
      makeLearner(`L${100 + i}`, { firstName: `Learner${i + 1}` }),
    );
    const api = createFakeEmployerApi({
      positions,
      learners,
      applications: learners.map((learner, i) => makeApplication(i + 1, positions[0]!, technician, learner)),
    });
    renderEmployerDashboard('applications');
    expect(await screen.findByRole('article', { name: 'Learner1 Persad' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Applications pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 · 12 applications');
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Learner12 Persad' })).toBeInTheDocument();
    expect(api.calls('GET /api/Employer/Applications').at(-1)?.query.get('page')).toBe('2');
  });

  it('shows the reduced profile: name, contact, address, education, lists; no identity rows', async () => {
    seed();
    renderEmployerDashboard('applications');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View profile of Kiran Persad' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Learner Details: Kiran Persad' });
    for (const section of [
      'Personal Information',
      'Contact',
      'Current Address',
      MESSAGES.sectionEducationEmployment,
      'Experience',
      'Qualifications',
      'References',
    ]) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(await within(dialog).findByText('Chaguanas')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'kiran@mail.tt' })).toBeInTheDocument();
    for (const gone of ['Permanent Address', 'Identifications', 'Additional Identifications', 'Registration'])
      expect(within(dialog).queryByRole('heading', { name: gone })).not.toBeInTheDocument();
    for (const label of [
      /National ID/,
      /Passport/,
      /Birth Certificate/,
      /NIS/,
      /Date of Birth/,
      /Disability/,
    ])
      expect(within(dialog).queryByText(label)).not.toBeInTheDocument();
  });

  it('shows the disability only when the learner shared it', async () => {
    const shared = makeLearner('L001', { disability: 1, disabilitytype: 'Hearing' });
    createFakeEmployerApi({
      positions,
      learners: [shared],
      applications: [makeApplication(1, positions[0]!, technician, shared)],
    });
    renderEmployerDashboard('applications');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View profile of Kiran Persad' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Learner Details: Kiran Persad' });
    expect(await within(dialog).findByText('Hearing')).toBeInTheDocument();
    expect(within(dialog).getByText('Disability Type')).toBeInTheDocument();
  });

  it("says why when the learner's application is no longer live (403)", async () => {
    const api = seed();
    api.override('GET /api/Learner/GetLearnerById/L001', () =>
      json(403, { success: false, code: 'FORBIDDEN', error: MESSAGES.applicantProfileNotLive }),
    );
    renderEmployerDashboard('applications');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View profile of Kiran Persad' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Learner Details: Kiran Persad' });
    expect(await within(dialog).findByText(MESSAGES.applicantProfileNotLive)).toBeInTheDocument();
  });

  it('marks an applicant Selected after a confirmation naming them, then a toast names them', async () => {
    const api = seed();
    renderEmployerDashboard('applications');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark Kiran Persad Selected' }, PAGE_LOAD),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Mark Selected' });
    expect(confirm).toHaveTextContent(outcomeConfirmMessage('Kiran Persad', 'selected'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark Selected' }));

    expect(await screen.findByText(MESSAGES.markedSelected)).toBeInTheDocument();
    expect(api.calls('POST /api/Employer/SetApplicationOutcome')[0]?.body).toEqual({
      PlacementId: 1,
      Outcome: 'selected',
    });
    expect(await within(card('Kiran Persad')).findByText('Selected')).toBeInTheDocument();
    expect(
      within(card('Kiran Persad')).queryByRole('button', { name: 'Mark Kiran Persad Selected' }),
    ).not.toBeInTheDocument();
  });

  it('disables the actions of a withdrawn application', async () => {
    seed({ placementStatus: 6 });
    renderEmployerDashboard('applications');
    const withdrawn = await screen.findByRole('article', { name: 'Kiran Persad' }, PAGE_LOAD);
    expect(within(withdrawn).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(withdrawn).getByRole('button', { name: 'View profile of Kiran Persad' })).toBeDisabled();
    expect(
      within(withdrawn).getByRole('button', { name: 'Schedule interview with Kiran Persad' }),
    ).toBeDisabled();
    expect(within(withdrawn).getByRole('button', { name: 'Add comment for Kiran Persad' })).toBeDisabled();
    expect(within(withdrawn).queryByRole('button', { name: /Mark Kiran Persad/ })).not.toBeInTheDocument();
  });

  it("reports a failed load with 'Try again', and an empty list plainly", async () => {
    const api = createFakeEmployerApi({ positions });
    api.override('GET /api/Employer/Applications', () => 'network');
    renderEmployerDashboard('applications');
    expect(await screen.findByText(MESSAGES.failedLoadApplications, {}, PAGE_LOAD)).toBeInTheDocument();
    api.reset('GET /api/Employer/Applications');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
    expect(await screen.findByText(MESSAGES.noApplicationsYet)).toBeInTheDocument();
  });
});
