import { accountDigits, type BankFileLine, bankAmount, bankDateTime, routingDigits } from '@ojt/domain';
import { create, createCB } from 'xmlbuilder2';
import type { LineBatches } from './bank-file-ach.ts';

type XMLBuilderCB = ReturnType<typeof createCB>;
type XMLBuilder = ReturnType<typeof create>;

/** The pain.001 namespace of the version the file follows. */
export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** What the file says before its transfers: the message, the payment block and the account paid from. */
export interface Pain001Header {
  /** GrpHdr/MsgId and, with '-PMT', PmtInf/PmtInfId: the run's, at most 35 characters. */
  messageId: string;
  /** GrpHdr/CreDtTm: when the run was first sent (never the time of a later download). */
  createdAt: Date;
  /** PmtInf/ReqdExctnDt/Dt, 'YYYY-MM-DD'. */
  executionDate: string;
  debtor: { name: string; account: string; bic: string };
  /** NbOfTxs and CtrlSum of the whole file (the group header comes before the transfers). */
  count: number;
  totalCents: number;
}

/** One credit transfer, its elements in the schema's order (PmtId, Amt, CdtrAgt, Cdtr, CdtrAcct). */
function transfer(parent: XMLBuilder, line: BankFileLine): void {
  const xml = parent.ele('CdtTrfTxInf');
  xml.ele('PmtId').ele('EndToEndId').txt(line.employeeId);
  xml.ele('Amt').ele('InstdAmt', { Ccy: 'TTD' }).txt(bankAmount(line.amountCents));
  xml.ele('CdtrAgt').ele('FinInstnId').ele('ClrSysMmbId').ele('MmbId').txt(routingDigits(line.routingNumber));
  xml.ele('Cdtr').ele('Nm').txt(line.name);
  xml.ele('CdtrAcct').ele('Id').ele('Othr').ele('Id').txt(accountDigits(line.accountNumber));
}

// The wrapper a batch's transfers are built in; only its children go into the file.
const WRAPPER = 'Batch';

/**
 * One batch's transfers as text, indented as PmtInf's children. Each batch is a document of its own:
 * xmlbuilder2 keeps every node it built in its document, and 20,000 transfers in one (or in its
 * callback builder, which makes nodes too) take seconds more than a fresh one per 1,000 lines.
 */
function transfersText(batch: readonly BankFileLine[]): string {
  const wrapper = create().ele(WRAPPER);
  let count = 0;
  for (const line of batch) {
    if (line.amountCents <= 0) continue;
    transfer(wrapper, line);
    count += 1;
  }
  if (count === 0) return '';
  const text = wrapper.end({ headless: true, prettyPrint: true, offset: 2 });
  const open = `<${WRAPPER}>`;
  const close = `</${WRAPPER}>`;
  return text.slice(text.indexOf(open) + open.length, text.lastIndexOf(close)).replace(/\s+$/, '');
}

/** Opens the document: the group header and the payment block's own elements, in the schema's order. */
function opening(xml: XMLBuilderCB, header: Pain001Header): void {
  const count = String(header.count);
  const sum = bankAmount(header.totalCents);
  xml.dec({ version: '1.0', encoding: 'UTF-8' });
  xml.ele(PAIN001_NAMESPACE, 'Document').ele('CstmrCdtTrfInitn');
  xml.ele('GrpHdr');
  xml.ele('MsgId').txt(header.messageId).up();
  xml.ele('CreDtTm').txt(bankDateTime(header.createdAt)).up();
  xml.ele('NbOfTxs').txt(count).up();
  xml.ele('CtrlSum').txt(sum).up();
  xml.ele('InitgPty').ele('Nm').txt(header.debtor.name).up().up();
  xml.up();
  xml.ele('PmtInf');
  xml.ele('PmtInfId').txt(`${header.messageId}-PMT`.slice(0, 35)).up();
  xml.ele('PmtMtd').txt('TRF').up();
  xml.ele('NbOfTxs').txt(count).up();
  xml.ele('CtrlSum').txt(sum).up();
  xml.ele('ReqdExctnDt').ele('Dt').txt(header.executionDate).up().up();
  xml.ele('Dbtr').ele('Nm').txt(header.debtor.name).up().up();
  xml.ele('DbtrAcct').ele('Id').ele('Othr').ele('Id').txt(header.debtor.account).up().up().up().up();
  xml.ele('DbtrAgt').ele('FinInstnId').ele('BICFI').txt(header.debtor.bic).up().up().up();
}

/**
 * ISO 20022 pain.001.001.09, chunk by chunk, written by xmlbuilder2's callback builder (it escapes
 * text and checks the document is well formed): the header, then one chunk per batch of transfers
 * (a zero amount gives none), then the closing tags. Only one batch is held at a time.
 */
export async function* pain001Chunks(header: Pain001Header, batches: LineBatches): AsyncGenerator<string> {
  const pending: string[] = [];
  const xml = createCB({ prettyPrint: true, wellFormed: true });
  xml.on('data', (chunk) => pending.push(chunk));
  const take = () => pending.splice(0).join('');
  opening(xml, header);
  yield take();
  for await (const batch of batches) {
    const text = transfersText(batch);
    if (text !== '') yield text;
  }
  xml.up().up().up().end();
  yield `${take()}\n`;
}
