// Real, small PDFs written byte by byte (objects, xref table with exact offsets, trailer), so tests
// need no PDF library: one line of text per page, optionally a password (Standard security handler).
export interface PdfOptions {
  pages?: number;
  /** The text on each page; defaults to "Weekly deals page N". */
  text?: (page: number) => string;
  /** Adds an /Encrypt dictionary whose user password is not empty: readers must ask for one. */
  encrypted?: boolean;
  /** Bytes of a full-page JPEG-filtered image on each page (a scanned circular's weight). */
  imageBytes?: number;
}

export function makePdf({
  pages = 1,
  text = (n) => `Weekly deals page ${n}`,
  encrypted = false,
  imageBytes = 0,
}: PdfOptions = {}) {
  const objects: string[] = [];
  const perPage = imageBytes > 0 ? 3 : 2;
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * perPage);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
  pageIds.forEach((id, i) => {
    // One Tj per line, each 14 points below the last.
    const lines = text(i + 1)
      .split("\n")
      .map((line) => `(${line.replace(/[()\\]/g, "\\$&")}) Tj 0 -14 Td`);
    const image = imageBytes > 0 ? "q 612 0 0 792 0 0 cm /Im1 Do Q " : "";
    const content = `${image}BT /F1 12 Tf 72 720 Td ${lines.join(" ")} ET`;
    const xobject = imageBytes > 0 ? ` /XObject << /Im1 ${id + 2} 0 R >>` : "";
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >>${xobject} >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
    if (imageBytes > 0) {
      const data = Buffer.alloc(imageBytes, i % 251).toString("latin1");
      objects[id + 2] =
        `<< /Type /XObject /Subtype /Image /Width 1700 /Height 2200 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${imageBytes} >>\nstream\n${data}\nendstream`;
    }
  });
  const encryptId = objects.length;
  if (encrypted) {
    const hex = (seed: number) =>
      Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, "0")).join("");
    objects[encryptId] = `<< /Filter /Standard /V 1 /R 2 /O <${hex(11)}> /U <${hex(99)}> /P -44 >>`;
  }
  let out = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, "latin1");
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  const extra = encrypted
    ? ` /Encrypt ${encryptId} 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]`
    : "";
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R${extra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}
