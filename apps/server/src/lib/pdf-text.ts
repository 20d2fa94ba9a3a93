import { type PDFFont, rgb } from 'pdf-lib';

// Text helpers for the portal's PDFs (experience letters, a learner's data summary), drawn with
// pdf-lib's standard fonts.

/** The portal's PDF colours: body text, secondary text and the accent (the flag's red). */
export const PDF_COLOURS = {
  ink: rgb(0.1, 0.12, 0.16),
  muted: rgb(0.38, 0.41, 0.46),
  accent: rgb(0.55, 0.07, 0.13),
};

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-24' → '24 November 2026'. */
export function longDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };

/**
 * The text with every character the standard fonts cannot print (outside Windows-1252) replaced by
 * '?', so that a name in another script never stops a document from being made.
 */
export function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Splits text into lines no wider than `width` at `size`, breaking at spaces; never no line. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
