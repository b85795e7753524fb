// Whether bytes are a PDF we can show, judged by the bytes and a real parse (PDF.js through unpdf),
// never by the file's name or the browser's type. The quick byte check runs in the request; the
// parse runs in processing, whose failure messages an owner reads in their list.
import { extractText, getDocumentProxy } from "unpdf";
import { MAX_CIRCULAR_PAGES } from "./circulars.ts";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** A PDF header within the first 1024 bytes, where readers look for it. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= end; i++) {
    if (PDF_MAGIC.every((b, j) => bytes[i + j] === b)) return true;
  }
  return false;
}

export type PdfInspection = { ok: true; pageCount: number; text: string } | { ok: false; error: string };

export const PDF_ERRORS = {
  empty: "The file is empty. Please upload the circular's PDF again.",
  notPdf: "This file is not a PDF. Please export your circular as a PDF and upload it again.",
  corrupt: "This PDF is damaged or incomplete and cannot be opened. Please export it again and upload the new file.",
  encrypted: "This PDF is protected by a password. Please upload a copy without a password.",
  noPages: "This PDF has no pages.",
  tooLong: `This PDF has more than ${MAX_CIRCULAR_PAGES} pages. Please upload a circular of ${MAX_CIRCULAR_PAGES} pages or fewer.`,
} as const;

// Extracted text is kept for screen readers and search; a huge text layer is not a circular.
const MAX_TEXT_CHARS = 200_000;

export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  if (bytes.length === 0) return { ok: false, error: PDF_ERRORS.empty };
  if (!hasPdfHeader(bytes)) return { ok: false, error: PDF_ERRORS.notPdf };
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // PDF.js takes ownership of the buffer it is given: pass a copy. verbosity 0: no console noise.
    document = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
    const pageCount = document.numPages;
    if (pageCount < 1) return { ok: false, error: PDF_ERRORS.noPages };
    if (pageCount > MAX_CIRCULAR_PAGES) return { ok: false, error: PDF_ERRORS.tooLong };
    const { text } = await extractText(document, { mergePages: true });
    return {
      ok: true,
      pageCount,
      text: text.replaceAll("\u0000", "").trim().slice(0, MAX_TEXT_CHARS),
    };
  } catch (error) {
    const name = (error as { name?: string } | undefined)?.name;
    if (name === "PasswordException") return { ok: false, error: PDF_ERRORS.encrypted };
    return { ok: false, error: PDF_ERRORS.corrupt };
  } finally {
    // PDFDocumentProxy frees its worker-side data with cleanup(); failures there change nothing.
    await document?.cleanup().catch(() => {});
  }
}
