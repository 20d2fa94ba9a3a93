import { type AgreementTerms, hoursText, portalToday, stipendText } from '@ojt/domain';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { A4, longDate, PDF_COLOURS, printable, wrap } from '../../lib/pdf-text.ts';

// A version of a placement agreement as A4 pages (pdf-lib, standard fonts), drawn from its frozen
// terms on each download: the same version gives the same bytes.

const MARGIN = 56;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const { ink: INK, muted: MUTED, accent: ACCENT } = PDF_COLOURS;

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
}

function write(pen: Pen, font: PDFFont, text: string, size: number, color = INK, gap = 1.45): void {
  for (const line of wrap(font, printable(font, text), size, TEXT_WIDTH)) {
    if (pen.y < MARGIN) {
      pen.page = pen.doc.addPage([A4.width, A4.height]);
      pen.y = A4.height - MARGIN;
    }
    pen.page.drawText(line, { x: MARGIN, y: pen.y, size, font, color });
    pen.y -= size * gap;
  }
}

/** What a version's PDF prints. */
export interface AgreementPdfInput {
  version: number;
  terms: AgreementTerms;
  drawnAt: Date;
  confirmBy: string;
  confirmedAt: Date | null;
  fingerprint: string;
}

/** The version's PDF. Its drawing time fixes the file's dates. */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const { terms } = input;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Placement agreement, version ${input.version}`);
  doc.setAuthor('National On-the-Job Training Programme');
  doc.setSubject(`Placement agreement for ${terms.learnerName}`);
  doc.setProducer('OJT Placement Portal');
  doc.setCreator('OJT Placement Portal');
  doc.setCreationDate(input.drawnAt);
  doc.setModificationDate(input.drawnAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([A4.width, A4.height]);
  const pen: Pen = { doc, page, y: A4.height - MARGIN };
  page.drawRectangle({ x: 0, y: A4.height - 10, width: A4.width, height: 10, color: ACCENT });

  write(pen, regular, 'National On-the-Job Training Programme, Trinidad and Tobago', 9, MUTED);
  pen.y -= 8;
  write(pen, bold, 'Placement Agreement', 20, ACCENT, 1.3);
  write(
    pen,
    regular,
    `Version ${input.version}, drawn up on ${longDate(portalToday(input.drawnAt))}`,
    10,
    MUTED,
  );
  const status = input.confirmedAt
    ? `Confirmed by the learner on ${longDate(portalToday(input.confirmedAt))}`
    : `Not confirmed yet; to be confirmed by ${longDate(input.confirmBy)}`;
  write(pen, bold, status, 10.5);
  pen.y -= 10;
  const rows: [string, string][] = [
    ['Learner', terms.learnerName],
    ['Employer', terms.employerName],
    ['Position', `${terms.positionTitle} (${terms.sectorName})`],
    ['Place of work', terms.siteAddress || 'As the employer directs'],
    ['Dates', `${longDate(terms.startDate)} to ${longDate(terms.endDate)}`],
    ['Hours', hoursText(terms.hoursPerWeek, terms.days)],
    ['Stipend', stipendText(terms)],
    ['Placement officer', terms.placementOfficer],
    ['PME officer', terms.pmeOfficer],
    ['Placement assistant', terms.placementAssistant],
  ];
  for (const [label, value] of rows) {
    write(pen, bold, label, 9.5, MUTED, 1.3);
    write(pen, regular, value || '-', 11.5, INK, 1.5);
  }
  pen.y -= 6;
  write(pen, bold, "The programme's conditions", 12, ACCENT, 1.4);
  for (const paragraph of terms.conditions.split(/\n+/)) {
    write(pen, regular, paragraph, 10.5);
    pen.y -= 4;
  }
  pen.y -= 10;
  write(pen, regular, 'Terms fingerprint (SHA-256):', 7.5, MUTED);
  write(pen, regular, input.fingerprint, 7.5, MUTED);
  return doc.save({ useObjectStreams: false });
}
