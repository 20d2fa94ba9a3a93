import type { BankFileLine } from '@ojt/domain';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { PAIN001_NAMESPACE, type Pain001Header, pain001Chunks } from './bank-file-pain001.ts';

async function* batches(...groups: BankFileLine[][]) {
  for (const group of groups) yield group;
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

const lines: BankFileLine[][] = [
  [
    {
      name: 'Asha Ramdial',
      employeeId: 'aramdial',
      routingNumber: '012345678',
      accountNumber: '100200300',
      amountCents: 396000,
    },
    { name: 'Zero', employeeId: 'zero', routingNumber: '012345678', accountNumber: '11111', amountCents: 0 },
  ],
  [
    {
      name: 'Kern & <Sons>',
      employeeId: 'EMP-7',
      routingNumber: '001122334',
      accountNumber: '5566778899',
      amountCents: 348857,
    },
  ],
];

const header: Pain001Header = {
  messageId: 'OJT-RUN-12-2026-10-C1',
  createdAt: new Date('2026-11-03T14:05:00.456Z'),
  executionDate: '2026-11-03',
  debtor: { name: 'OJT Programme', account: '987654321', bic: 'RBNKTTPX' },
  count: 2,
  totalCents: 744857,
};

// Elements are kept in document order as arrays so the schema's order can be checked.
const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false });
const plain = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'CdtTrfTxInf',
});

/** The child element names of a preserveOrder node, in order. */
const names = (node: Record<string, unknown>[]) =>
  node.map((child) => Object.keys(child).find((k) => k !== ':@')).filter((k) => k !== '#text');

function child(node: Record<string, unknown>[], name: string): Record<string, unknown>[] {
  const found = node.find((c) => name in c);
  if (!found) throw new Error(`no ${name} in ${names(node).join(',')}`);
  return found[name] as Record<string, unknown>[];
}

describe('pain.001.001.09', () => {
  it('parses back with the totals, ids and amounts of its transfers (no zero amount), text escaped', async () => {
    const xml = await text(pain001Chunks(header, batches(...lines)));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = plain.parse(xml);
    expect(doc.Document['@_xmlns']).toBe(PAIN001_NAMESPACE);
    const { GrpHdr, PmtInf } = doc.Document.CstmrCdtTrfInitn;
    expect(GrpHdr).toEqual({
      MsgId: 'OJT-RUN-12-2026-10-C1',
      CreDtTm: '2026-11-03T14:05:00Z',
      NbOfTxs: '2',
      CtrlSum: '7448.57',
      InitgPty: { Nm: 'OJT Programme' },
    });
    expect(PmtInf).toMatchObject({
      PmtInfId: 'OJT-RUN-12-2026-10-C1-PMT',
      PmtMtd: 'TRF',
      NbOfTxs: '2',
      CtrlSum: '7448.57',
      ReqdExctnDt: { Dt: '2026-11-03' },
      Dbtr: { Nm: 'OJT Programme' },
      DbtrAcct: { Id: { Othr: { Id: '987654321' } } },
      DbtrAgt: { FinInstnId: { BICFI: 'RBNKTTPX' } },
    });
    const transfers = PmtInf.CdtTrfTxInf as { Amt: { InstdAmt: { '#text': string } } }[];
    expect(transfers).toEqual([
      {
        PmtId: { EndToEndId: 'aramdial' },
        Amt: { InstdAmt: { '#text': '3960.00', '@_Ccy': 'TTD' } },
        CdtrAgt: { FinInstnId: { ClrSysMmbId: { MmbId: '012345678' } } },
        Cdtr: { Nm: 'Asha Ramdial' },
        CdtrAcct: { Id: { Othr: { Id: '100200300' } } },
      },
      {
        PmtId: { EndToEndId: 'EMP-7' },
        Amt: { InstdAmt: { '#text': '3488.57', '@_Ccy': 'TTD' } },
        CdtrAgt: { FinInstnId: { ClrSysMmbId: { MmbId: '001122334' } } },
        Cdtr: { Nm: 'Kern & <Sons>' },
        CdtrAcct: { Id: { Othr: { Id: '5566778899' } } },
      },
    ]);
    expect(xml).toContain('<Nm>Kern &amp; &lt;Sons&gt;</Nm>');
    const sum = transfers.reduce((total, t) => total + Math.round(Number(t.Amt.InstdAmt['#text']) * 100), 0);
    expect(sum).toBe(header.totalCents);
    expect(transfers).toHaveLength(header.count);
  });

  it("keeps the schema's element order in the group header, the payment block and each transfer", async () => {
    const xml = await text(pain001Chunks(header, batches(...lines)));
    const root = child(child(ordered.parse(xml), 'Document'), 'CstmrCdtTrfInitn');
    expect(names(root)).toEqual(['GrpHdr', 'PmtInf']);
    expect(names(child(root, 'GrpHdr'))).toEqual(['MsgId', 'CreDtTm', 'NbOfTxs', 'CtrlSum', 'InitgPty']);
    const pmtInf = child(root, 'PmtInf');
    expect(names(pmtInf)).toEqual([
      'PmtInfId',
      'PmtMtd',
      'NbOfTxs',
      'CtrlSum',
      'ReqdExctnDt',
      'Dbtr',
      'DbtrAcct',
      'DbtrAgt',
      'CdtTrfTxInf',
      'CdtTrfTxInf',
    ]);
    expect(names(child(pmtInf, 'CdtTrfTxInf'))).toEqual(['PmtId', 'Amt', 'CdtrAgt', 'Cdtr', 'CdtrAcct']);
  });

  it('is a complete document for a run with nothing to pay', async () => {
    const xml = await text(pain001Chunks({ ...header, count: 0, totalCents: 0 }, batches()));
    const { GrpHdr, PmtInf } = plain.parse(xml).Document.CstmrCdtTrfInitn;
    expect([GrpHdr.NbOfTxs, GrpHdr.CtrlSum, PmtInf.CdtTrfTxInf]).toEqual(['0', '0.00', undefined]);
  });
});
