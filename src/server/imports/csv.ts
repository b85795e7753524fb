// An RFC 4180 reader: quoted fields may hold commas, quotes ("") and line breaks; a UTF-8 BOM and
// CRLF or LF endings are accepted. Small enough to own rather than add a dependency for one format.
export interface CsvRecord {
  /** 1-based line where the record starts, for messages about it. */
  line: number;
  fields: string[];
}

export function* readCsv(text: string): Generator<CsvRecord> {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const length = input.length;
  let pos = 0;
  let line = 1;
  while (pos < length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let value = "";
      if (input[pos] === '"') {
        pos++;
        for (;;) {
          const quote = input.indexOf('"', pos);
          if (quote === -1) {
            // An unterminated quote takes the rest of the file as its value, rather than failing.
            value += input.slice(pos);
            pos = length;
            break;
          }
          value += input.slice(pos, quote);
          pos = quote + 1;
          if (input[pos] === '"') {
            value += '"';
            pos++;
          } else break;
        }
        // Anything between the closing quote and the next separator is kept, as lenient readers do.
        const rest = nextSeparator(input, pos);
        value += input.slice(pos, rest);
        pos = rest;
      } else {
        const end = nextSeparator(input, pos);
        value = input.slice(pos, end);
        pos = end;
      }
      line += countNewlines(value);
      fields.push(value);
      if (input[pos] === ",") {
        pos++;
        continue;
      }
      break;
    }
    if (input[pos] === "\r") pos++;
    if (input[pos] === "\n") pos++;
    line++;
    // A blank line is no record.
    if (fields.length === 1 && fields[0] === "") continue;
    yield { line: start, fields };
  }
}

function nextSeparator(input: string, from: number): number {
  for (let i = from; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === 44 /* , */ || c === 10 /* \n */ || c === 13 /* \r */) return i;
  }
  return input.length;
}

function countNewlines(value: string): number {
  let n = 0;
  for (let i = value.indexOf("\n"); i !== -1; i = value.indexOf("\n", i + 1)) n++;
  return n;
}

/** One CSV field as written: quoted when it holds a separator, a quote or a line break. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
