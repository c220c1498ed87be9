import { decodePDFRawStream, PDFArray, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

/**
 * The text a page's content streams draw: standard fonts write each run as a hex string. The PDF builders' tests read back what they drew with it.
 */
export function drawnText(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const streams = refs.map((ref) => page.doc.context.lookup(ref));
  const source = streams
    .map((stream) =>
      stream instanceof PDFRawStream
        ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
        : '',
    )
    .join('\n');
  return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map(([, hex]) => new TextDecoder('windows-1252').decode(Buffer.from(hex!, 'hex')))
    .join('\n');
}
