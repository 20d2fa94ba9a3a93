/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@ojt/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fetch-mock';
import { PAGE_LOAD, renderDashboard } from '../../../../test/render-app';
import { createFakeAdminApi } from '../../testing/fake-admin-api';
import auditClasses from './audit.module.css';
import { makeEntry, serveTrail, TRAIL } from './audit-test-helpers';

// Each test renders the whole app in jsdom, whose style queries are slow.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

/** 25 entries, newest first: 25 is a profile change by a learner, 24 an identity view, the rest approvals. */
function seed() {
  const api = createFakeAdminApi();
  const entries = Array.from({ length: 25 }, (_, i) => makeEntry(25 - i));
  entries[0] = makeEntry(25, {
    actor: 'L0007',
    actorRole: 'learner',
    action: 'profile.updated',
    recordType: 'learner',
    recordId: 'L0007',
    detail: { fields: ['firstName', 'nationalId'] },
  });
  entries[1] = makeEntry(24, {
    action: 'identity.viewed',
    recordType: 'learner',
    recordId: 'L0007',
    detail: { kinds: ['nationalId', 'disability'] },
  });
  serveTrail(api, entries);
  return api;
}

/** An action's label in the table (the action filter's options repeat it). */
const CELL = { selector: 'td p' };

const lastQuery = (api: ReturnType<typeof seed>) => api.calls(TRAIL).at(-1)?.query;

async function openTrail() {
  const view = renderDashboard('admin', 'audit');
  await screen.findByText('fields: firstName, nationalId', {}, PAGE_LOAD);
  return view;
}

describe('Audit trail tab', () => {
  it("never breaks inside an address: its own no-wrap class, not the details' anywhere-break (issue 30)", async () => {
    const api = createFakeAdminApi();
    serveTrail(api, [makeEntry(2, { ip: '2001:db8:85a3:0:0:8a2e:370:7334' }), makeEntry(1)]);
    renderDashboard('admin', 'audit');
    const v6 = await screen.findByText('2001:db8:85a3:0:0:8a2e:370:7334', {}, PAGE_LOAD);
    const v4 = screen.getByText('203.0.113.9');
    for (const cell of [v6, v4]) {
      expect(cell.className).toBe(auditClasses.address);
      expect(cell.className).not.toBe(auditClasses.detail);
    }
    // Read from disk: the test run does not process CSS (`css: false`).
    const css = readFileSync(join(import.meta.dirname, 'audit.module.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.address \{[^}]*white-space: nowrap;/);
    expect(css).not.toMatch(/\.address \{[^}]*overflow-wrap/);
  });

  it('shows When, Who, What, Record, Details and Address, 20 a page, newest first', async () => {
    const api = seed();
    await openTrail();
    expect(screen.getByRole('heading', { name: MESSAGES.auditTitle })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['When', 'Who', 'What', 'Record', 'Details', 'Address']);
    const first = screen.getByText('Profile updated', CELL).closest('tr') as HTMLElement;
    for (const text of ['L0007 (learner)', 'learner L0007', 'fields: firstName, nationalId', '203.0.113.9'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByText(/24 Nov 2026/)).toBeInTheDocument();
    const viewed = screen.getByText('Identity or disability data viewed', CELL).closest('tr') as HTMLElement;
    expect(within(viewed).getByText('kinds: nationalId, disability')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 25')).toBeInTheDocument();
    expect(lastQuery(api)?.get('pageSize')).toBe('20');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(lastQuery(api)?.get('page')).toBe('2');
  });

  it('filters by action, record type and ID, actor and days, on the server', async () => {
    const api = seed();
    await openTrail();
    const filters = screen.getByRole('search', { name: MESSAGES.auditFiltersLabel });
    const options = within(within(filters).getByRole('combobox', { name: MESSAGES.auditActionLabel }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Experience letter revoked');
    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: MESSAGES.auditActionLabel }),
      'identity.viewed',
    );
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(lastQuery(api)?.get('action')).toBe('identity.viewed');

    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: MESSAGES.auditActionLabel }),
      '',
    );
    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: MESSAGES.auditRecordTypeLabel }),
      'learner',
    );
    await userEvent.type(
      within(filters).getByRole('textbox', { name: MESSAGES.auditRecordIdLabel }),
      'L0007',
    );
    await waitFor(() => expect(lastQuery(api)?.get('recordId')).toBe('L0007'));
    expect(lastQuery(api)?.get('recordType')).toBe('learner');
    expect(await screen.findByText('Showing 1–2 of 2')).toBeInTheDocument();

    await userEvent.type(within(filters).getByRole('textbox', { name: MESSAGES.auditActorLabel }), 'l0007');
    await waitFor(() => expect(lastQuery(api)?.get('actor')).toBe('l0007'));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();

    const from = within(filters).getByLabelText(MESSAGES.auditFromLabel);
    const to = within(filters).getByLabelText(MESSAGES.auditToLabel);
    await userEvent.type(to, '2026-11-01');
    await waitFor(() => expect(lastQuery(api)?.get('to')).toBe('2026-11-01'));
    await userEvent.type(from, '2026-11-20');
    expect(await screen.findByText(MESSAGES.dateFromAfterTo)).toBeInTheDocument();
    expect(lastQuery(api)?.get('from')).toBeNull();

    await userEvent.click(within(filters).getByRole('button', { name: MESSAGES.auditClearFilters }));
    expect(await screen.findByText('Showing 1–20 of 25')).toBeInTheDocument();
    expect([...(lastQuery(api)?.keys() ?? [])].sort()).toEqual(['page', 'pageSize']);
  });

  it('says so when nothing matches, and offers Try again when the trail fails to load', async () => {
    const api = createFakeAdminApi();
    serveTrail(api, []);
    renderDashboard('admin', 'audit');
    expect(await screen.findByText(MESSAGES.noAuditEntries, {}, PAGE_LOAD)).toBeInTheDocument();

    api.override(TRAIL, () => json(503, { success: false, error: 'x', code: 'INTERNAL' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: MESSAGES.auditActionLabel }),
      'letter.revoked',
    );
    expect(await screen.findByText(MESSAGES.failedLoadAudit, {}, PAGE_LOAD)).toBeInTheDocument();
    serveTrail(api, [makeEntry(1, { action: 'letter.revoked', recordType: 'letter', recordId: '4' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Experience letter revoked', CELL)).toBeInTheDocument();
  });
});
