import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

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
