import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * The text a PDF made by pdf-lib shows, one drawn line per line: its content streams inflated and
 * the strings of their text operators decoded (standard fonts, so one byte per character). Enough to
 * assert what a reader sees, not a general PDF parser.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    let body = start + 'stream'.length;
    if (raw[body] === 0x0d) body += 1;
    if (raw[body] === 0x0a) body += 1;
    const end = raw.indexOf('endstream', body, 'latin1');
    if (end < 0) break;
    from = end + 'endstream'.length;
    let content: string;
    try {
      content = inflateSync(raw.subarray(body, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(
        match[1] !== undefined
          ? Buffer.from(match[1], 'hex').toString('latin1')
          : match[2]!.replace(/\\(.)/g, '$1'),
      );
    }
  }
  return lines.join('\n');
}

/**
 * The text each page of a PDF made with pdf-lib's standard fonts shows: every hex string it draws
 * (`<…> Tj`), in drawing order, one per line. Enough to prove what a page says without a viewer.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    let operators = '';
    for (const part of parts) {
      const stream = doc.context.lookup(part);
      if (!(stream instanceof PDFRawStream)) continue;
      const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      operators += Buffer.from(flate ? inflateSync(stream.contents) : stream.contents).toString('latin1');
    }
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))
      .join('\n');
  });
}
