import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib'

/**
 * A PDF read back as pdf-lib wrote it: its metadata, pages and the text drawn on each page. pdf-lib draws a
 * standard font's text as hex strings (`<48656C6C6F> Tj`) in deflated content streams, which this inflates
 * and decodes; enough to check what a certificate says, not a general text extractor.
 */
export async function readPdf(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes, { updateMetadata: false })
  const pages = document.getPages().map((page) => {
    const contents = page.node.Contents()
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
    const streams = refs.map((ref) => document.context.lookup(ref as PDFRef))
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n')
      .match(/<([0-9A-Fa-f]*)> Tj/g)
      ?.map((shown) => Buffer.from(shown.slice(1, shown.indexOf('>')), 'hex').toString('latin1'))
      .join('\n')
  })
  return {
    pageCount: document.getPageCount(),
    title: document.getTitle(),
    subject: document.getSubject(),
    author: document.getAuthor(),
    text: pages.join('\n'),
  }
}
