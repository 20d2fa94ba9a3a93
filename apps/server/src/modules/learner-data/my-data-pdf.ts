import {
  AUDIT_ACTIONS,
  formatPortalStamp,
  genderLabel,
  MESSAGES,
  type MyData,
  monthInWords,
  placementStatusLabel,
  sectorName,
  timesheetStatusLabel,
  townName,
} from '@ojt/domain';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { longDate, PDF_COLOURS, printable, wrap } from '../../lib/pdf-text.ts';

/**
 * Renders a learner's own data (`MyData`) as a readable summary: the account and profile, the
 * applications with their history, letters, the mails sent and the audit entries. The JSON file is
 * the complete copy; this is for reading, on a phone first (issue 30): the page is phone-shaped
 * (5 × 8.9 in), so a phone showing it at its width shows the text at about its size in points.
 */

/** The page, in points: a phone screen's proportions, as wide as a phone shows it. */
export const MY_DATA_PAGE: [number, number] = [360, 640];
const PAGE = MY_DATA_PAGE;
const MARGIN = 24;
const WIDTH = PAGE[0] - 2 * MARGIN;
const { ink: INK, muted: MUTED, accent: ACCENT } = PDF_COLOURS;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes lines top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
    this.page = page;
    return page;
  }

  text(text: string, { size = 11, bold = false, color = INK, indent = 0 } = {}): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(font, printable(font, text), size, WIDTH - indent)) {
      if (this.y < MARGIN + size) this.newPage();
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
      this.y -= size * 1.45;
    }
  }

  heading(text: string): void {
    this.gap(8);
    this.text(text, { size: 13, bold: true, color: ACCENT });
    this.gap(2);
  }

  field(label: string, value: string | number | null | undefined): void {
    const shown = value === null || value === undefined || String(value).trim() === '' ? '—' : String(value);
    this.text(`${label}: ${shown}`, { indent: 8 });
  }

  gap(points: number): void {
    this.y -= points;
  }
}

const stamp = (iso: string | null) => (iso ? formatPortalStamp(new Date(iso)) : '—');
/** A 'YYYY-MM-DD' day (or the day of a portal date-time) as '14 May 2003'. */
const day = (value: string | null) => (value ? longDate(value.slice(0, 10)) : '—');

function writeProfile(w: Writer, data: MyData): void {
  const { learner } = data.profile;
  w.heading('Account');
  w.field('Username', data.account.username);
  w.field('Email', data.account.email);
  w.field(
    'Registration',
    data.account.status.replace(/^./, (c) => c.toUpperCase()),
  );
  w.field('Registered', stamp(data.account.createdAt));
  w.field('Email verified', stamp(data.account.emailVerifiedAt));

  w.heading('Profile');
  w.field('Name', [learner.firstName, learner.middleName, learner.lastName].filter(Boolean).join(' '));
  w.field('Date of birth', day(learner.dob));
  w.field('Gender', genderLabel(learner.gender));
  w.field('Personal email', learner.emailPersonal);
  w.field('Mobile phone', learner.phoneMobile);
  w.field('Home phone', learner.phoneHome);
  w.field(
    'Address',
    [learner.streetAddress, townName(learner.city, learner.cityOther), learner.country]
      .filter(Boolean)
      .join(', '),
  );
  w.field('National ID', learner.nationalId);
  w.field('Passport', learner.passportId);
  w.field('Birth certificate', learner.birthCertificate);
  w.field('NIS number', learner.nis);
  w.field('Disability', learner.disability === 1 ? learner.disabilitytype || 'Yes' : 'None declared');

  const { qualifications, experience, identifications, references } = data.profile;
  w.heading('Qualifications, experience, identification and references');
  for (const q of qualifications)
    w.text(`Qualification: ${q.certificateName} (${q.qualificationType})`, { indent: 8 });
  for (const e of experience) w.text(`Experience: ${e.position} at ${e.company}`, { indent: 8 });
  for (const i of identifications)
    w.text(`Identification: ${i.identificationType} ${i.identificationNumber}`, { indent: 8 });
  for (const r of references) w.text(`Reference: ${r.name}`, { indent: 8 });
  if (qualifications.length + experience.length + identifications.length + references.length === 0)
    w.text('None.', { indent: 8, color: MUTED });
}

function writeApplications(w: Writer, data: MyData): void {
  w.heading(`Applications (${data.applications.length})`);
  if (data.applications.length === 0) w.text('None.', { indent: 8, color: MUTED });
  for (const a of data.applications) {
    w.text(`${a.jobs.empjobname}, ${a.employer.empName}`, { bold: true, indent: 8 });
    w.field('Sector', sectorName(a.jobs.empjobsector));
    w.field('Status', placementStatusLabel(a.placementStatus));
    w.field('Applied', day(a.dateApplied));
    for (const h of a.history) {
      w.text(`${h.at.replace('T', ' ').slice(0, 16)}  ${placementStatusLabel(h.toStatus)}`, {
        indent: 16,
        color: MUTED,
      });
    }
    w.gap(4);
  }

  w.heading(`Experience letters (${data.letters.length})`);
  if (data.letters.length === 0) w.text('None.', { indent: 8, color: MUTED });
  for (const l of data.letters) {
    const revoked = l.revokedAt ? `, revoked ${stamp(l.revokedAt)}` : '';
    w.text(`${l.verificationCode}: issued ${stamp(l.issuedAt)}${revoked}`, { indent: 8 });
  }
}

function writeStipend(w: Writer, data: MyData): void {
  w.heading(`Attendance and stipend (${data.stipend.length} months)`);
  if (data.stipend.length === 0) w.text('None.', { indent: 8, color: MUTED });
  for (const month of data.stipend) {
    w.text(`${monthInWords(month.month)}: ${timesheetStatusLabel(month.attendance)}, ${month.amountText}`, {
      bold: true,
      indent: 8,
    });
    w.text(month.text, { indent: 16, color: MUTED });
  }
  const bank = data.bankDetails;
  w.field('Bank details', bank ? `${bank.bankName}, ${bank.accountMasked}, ${bank.accountHolder}` : null);
}

function writeRecords(w: Writer, data: MyData): void {
  w.heading(`Emails we sent you (${data.emails.length})`);
  if (data.emails.length === 0) w.text('None.', { indent: 8, color: MUTED });
  for (const m of data.emails) w.text(`${stamp(m.sentAt ?? m.queuedAt)}  ${m.subject}`, { indent: 8 });

  w.heading(`Who acted on your record (${data.auditEntries.length})`);
  for (const e of data.auditEntries) {
    const what = AUDIT_ACTIONS[e.action as keyof typeof AUDIT_ACTIONS] ?? e.action;
    const who = e.actedBy === MESSAGES.myDataActedByYou ? 'you' : e.actedBy;
    w.text(`${stamp(e.at)}  ${what} (by ${who})`, { indent: 8 });
  }
}

/** The summary as PDF bytes. */
export async function renderMyDataPdf(data: MyData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('My data: OJT Portal');
  doc.setCreationDate(new Date(data.generatedAt));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  w.text('Your data held by the OJT Portal', { size: 18, bold: true, color: ACCENT });
  w.text(`Made ${stamp(data.generatedAt)}. The JSON download holds the complete copy.`, { color: MUTED });
  writeProfile(w, data);
  writeApplications(w, data);
  writeStipend(w, data);
  writeRecords(w, data);
  return doc.save();
}
