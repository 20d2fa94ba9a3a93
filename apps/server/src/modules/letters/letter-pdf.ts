import { formatLetterCode, type LetterContent } from '@ojt/domain';
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { A4, longDate, PDF_COLOURS, printable, wrap } from '../../lib/pdf-text.ts';

/**
 * Renders a letter's fixed content as a one-page A4 PDF with its verification code, URL and a QR
 * code of the URL. The same content and issue time give the same bytes, so a letter downloaded twice
 * is the same file. A revoked letter says REVOKED across every page, so that a printed copy cannot
 * pass for a valid one.
 */

const MARGIN = 64;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const { ink: INK, muted: MUTED, accent: ACCENT } = PDF_COLOURS;

interface Pen {
  page: PDFPage;
  y: number;
}

function write(pen: Pen, font: PDFFont, text: string, size: number, color = INK, gap = 1.45): void {
  for (const line of wrap(font, printable(font, text), size, TEXT_WIDTH)) {
    pen.page.drawText(line, { x: MARGIN, y: pen.y, size, font, color });
    pen.y -= size * gap;
  }
}

/** Draws the QR code of `text`, `side` points wide, with its lower left corner at (x, y). */
function drawQr(page: PDFPage, text: string, x: number, y: number, side: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = side / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + start * cell,
        y: y + side - (row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

const REVOKED_RED = rgb(0.75, 0.05, 0.1);

/** 'REVOKED' corner to corner, over everything, and a line at the top saying since when and why it matters. */
function stampRevoked(page: PDFPage, bold: PDFFont, revokedOn: string): void {
  const { width, height } = page.getSize();
  const size = 120;
  const word = 'REVOKED';
  const wordWidth = bold.widthOfTextAtSize(word, size);
  const angle = Math.atan2(height, width);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // The baseline starts half the word back along the diagonal and a third of its height below it.
  const rise = size * 0.35;
  page.drawText(word, {
    x: width / 2 - (wordWidth / 2) * cos + rise * sin,
    y: height / 2 - (wordWidth / 2) * sin - rise * cos,
    size,
    font: bold,
    color: REVOKED_RED,
    opacity: 0.3,
    rotate: degrees((angle * 180) / Math.PI),
  });
  const notice = `REVOKED on ${longDate(revokedOn)}: this letter is no longer valid.`;
  page.drawText(notice, { x: MARGIN, y: height - 36, size: 11, font: bold, color: REVOKED_RED });
}

function overallText(overall: number): string {
  return `${overall.toFixed(1)} out of 5`;
}

/**
 * The letter's PDF. `issuedAt` fixes the file's dates; `contentHash` is printed whole as its
 * fingerprint; `revokedOn` (YYYY-MM-DD), when given, stamps every page REVOKED.
 */
export async function renderLetterPdf(
  content: LetterContent,
  issuedAt: Date,
  contentHash: string,
  revokedOn: string | null = null,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = `Experience letter ${formatLetterCode(content.verificationCode)}`;
  doc.setTitle(revokedOn ? `${title} (REVOKED)` : title);
  doc.setAuthor(content.employerName);
  doc.setSubject(`Experience letter for ${content.learnerName}`);
  doc.setProducer('OJT Placement Portal');
  doc.setCreator('OJT Placement Portal');
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([A4.width, A4.height]);
  const pen: Pen = { page, y: A4.height - MARGIN };

  page.drawRectangle({ x: 0, y: A4.height - 10, width: A4.width, height: 10, color: ACCENT });
  write(pen, regular, 'National On-the-Job Training Programme, Trinidad and Tobago', 9, MUTED);
  pen.y -= 10;
  write(pen, bold, content.employerName, 17, INK, 1.3);
  if (content.employerAddress) write(pen, regular, content.employerAddress, 10, MUTED);
  pen.y -= 18;
  write(pen, regular, longDate(content.issuedOn), 11);
  pen.y -= 22;
  write(pen, bold, 'Experience Letter', 20, ACCENT, 1.3);
  pen.y -= 6;
  write(pen, regular, 'To whom it may concern,', 11.5);
  pen.y -= 8;
  write(
    pen,
    regular,
    content.endedEarly
      ? `This is to certify that ${content.learnerName} served an on-the-job training placement with ` +
          `${content.employerName} as ${content.positionTitle} in the ${content.sectorName} sector, from ` +
          `${longDate(content.startDate)} to ${longDate(content.endDate)}. This letter is for the time ` +
          `served: the placement ended early on ${longDate(content.endDate)}.`
      : `This is to certify that ${content.learnerName} completed an on-the-job training placement with ` +
          `${content.employerName} as ${content.positionTitle} in the ${content.sectorName} sector, from ` +
          `${longDate(content.startDate)} to ${longDate(content.endDate)}.`,
    11.5,
  );
  if (content.overall !== null) {
    pen.y -= 8;
    write(
      pen,
      regular,
      `At the end of the placement we evaluated their attendance, punctuality, quality of work and ` +
        `teamwork. Their overall result was ${overallText(content.overall)}.`,
      11.5,
    );
  }
  pen.y -= 8;
  write(pen, regular, 'We wish them every success.', 11.5);
  pen.y -= 48;
  page.drawLine({
    start: { x: MARGIN, y: pen.y + 14 },
    end: { x: MARGIN + 200, y: pen.y + 14 },
    thickness: 0.8,
    color: MUTED,
  });
  write(pen, bold, content.signatoryName || content.employerName, 11.5, INK, 1.35);
  if (content.signatoryTitle) write(pen, regular, content.signatoryTitle, 10.5, MUTED, 1.35);
  write(pen, regular, content.employerName, 10.5, MUTED, 1.35);

  // The verification box at the foot of the page.
  const boxHeight = 132;
  const boxY = MARGIN - 10;
  page.drawRectangle({
    x: MARGIN - 12,
    y: boxY,
    width: TEXT_WIDTH + 24,
    height: boxHeight,
    borderColor: rgb(0.8, 0.82, 0.85),
    borderWidth: 1,
  });
  // At least four modules of white around the code (its quiet zone), so that phones read it.
  const qrSide = 100;
  const quiet = (boxHeight - qrSide) / 2;
  drawQr(page, content.verifyUrl, MARGIN - 12 + quiet, boxY + quiet, qrSide);
  const textX = MARGIN - 12 + quiet + qrSide + 14;
  const lines: [PDFFont, string, number][] = [
    [bold, 'Check that this letter is genuine', 11],
    [regular, 'Scan the QR code or open the address below. No account is needed.', 9],
    [bold, `Verification code: ${formatLetterCode(content.verificationCode)}`, 11],
    [regular, content.verifyUrl, 9],
    [regular, 'Content fingerprint (SHA-256):', 7.5],
    [regular, contentHash, 7.5],
  ];
  let lineY = boxY + boxHeight - 26;
  for (const [font, text, size] of lines) {
    for (const line of wrap(font, printable(font, text), size, A4.width - MARGIN - textX)) {
      page.drawText(line, { x: textX, y: lineY, size, font, color: INK });
      lineY -= size * 1.5;
    }
    lineY -= 3;
  }
  if (revokedOn) for (const each of doc.getPages()) stampRevoked(each, bold, revokedOn);
  return doc.save({ useObjectStreams: false });
}
