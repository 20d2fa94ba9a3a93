import { inflateSync } from 'node:zlib';

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
