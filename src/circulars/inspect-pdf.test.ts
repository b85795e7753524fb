import { describe, expect, it } from "vitest";
import { makePdf } from "../../tests/helpers/pdf.ts";
import { hasPdfHeader, inspectPdf, PDF_ERRORS } from "./inspect-pdf.server.ts";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("inspectPdf", () => {
  it("reads the page count and the text of a real PDF", async () => {
    const result = await inspectPdf(makePdf({ pages: 3, text: (n) => `Sweet corn 4 for $2 page ${n}` }));
    expect(result).toEqual({ ok: true, pageCount: 3, text: expect.stringContaining("Sweet corn 4 for $2 page 3") });
  });

  it.each([
    ["zero bytes", new Uint8Array(), PDF_ERRORS.empty],
    ["a renamed text file", bytes("Deals this week: apples, pears"), PDF_ERRORS.notPdf],
    ["a PDF header on garbage", bytes("%PDF-1.7\nnot really a pdf"), PDF_ERRORS.corrupt],
    ["a truncated PDF", makePdf({ pages: 2 }).slice(0, 300), PDF_ERRORS.corrupt],
    ["a password-protected PDF", makePdf({ encrypted: true }), PDF_ERRORS.encrypted],
    ["41 pages", makePdf({ pages: 41 }), PDF_ERRORS.tooLong],
  ])("refuses %s with a message a person understands", async (_name, input, error) => {
    expect(await inspectPdf(input)).toEqual({ ok: false, error });
  });

  it("accepts exactly 40 pages", async () => {
    expect(await inspectPdf(makePdf({ pages: 40 }))).toMatchObject({ ok: true, pageCount: 40 });
  });

  it("finds the header only where readers look for it", () => {
    expect(hasPdfHeader(bytes("%PDF-1.4"))).toBe(true);
    expect(hasPdfHeader(bytes(`${" ".repeat(100)}%PDF-1.4`))).toBe(true);
    expect(hasPdfHeader(bytes(`${" ".repeat(2000)}%PDF-1.4`))).toBe(false);
    expect(hasPdfHeader(bytes("%PD"))).toBe(false);
  });
});
