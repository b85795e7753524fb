// An RFC 4180 reader: quoted fields may hold commas, quotes ("") and line breaks; a UTF-8 BOM and
// CRLF or LF endings are accepted. Small enough to own rather than add a dependency for one format.
export interface CsvRecord {
  /** 1-based line where the record starts, for messages about it. */
  line: number;
  fields: string[];
}

export function readCsv(text: string): Generator<CsvRecord> {
  return readCsvPieces([text]);
}

/**
 * The records of a text given in pieces (`textFilePieces`): a record that runs past the end of a
 * piece is read again with the next one, so the pieces may be cut anywhere.
 */
export function* readCsvPieces(pieces: Iterable<string>): Generator<CsvRecord> {
  let carried = "";
  let line = 1;
  let first = true;
  const iterator = pieces[Symbol.iterator]();
  try {
    // One piece ahead: only the last piece's final record may end without a line end.
    let next = iterator.next();
    while (!next.done) {
      let input = carried + next.value;
      next = iterator.next();
      if (first && input.length > 0) {
        if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
        first = false;
      }
      const at = { pos: 0, line };
      yield* records(input, at, next.done === true);
      carried = input.slice(at.pos);
      line = at.line;
    }
  } finally {
    // A reader stopped early (a wrong header) closes the file.
    iterator.return?.();
  }
}

/**
 * The records of `input` from `at.pos`. Unless `last`, stops before a record that reaches the end
 * of the input (it may go on in the next piece), leaving `at` at its start.
 */
function* records(input: string, at: { pos: number; line: number }, last: boolean): Generator<CsvRecord> {
  const length = input.length;
  let pos = at.pos;
  let line = at.line;
  while (pos < length) {
    const start = line;
    at.pos = pos;
    at.line = line;
    const fields: string[] = [];
    for (;;) {
      let value = "";
      if (input[pos] === '"') {
        pos++;
        for (;;) {
          const quote = input.indexOf('"', pos);
          if (quote === -1) {
            if (!last) return;
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
        if (rest === length && !last) return;
        value += input.slice(pos, rest);
        pos = rest;
        line += countNewlines(value);
      } else {
        const end = nextSeparator(input, pos);
        if (end === length && !last) return;
        value = input.slice(pos, end);
        pos = end;
      }
      fields.push(value);
      if (input[pos] === ",") {
        pos++;
        continue;
      }
      break;
    }
    // A CR that ends a piece may be half of a CRLF that the next piece ends.
    if (input[pos] === "\r" && pos + 1 === length && !last) return;
    if (input[pos] === "\r") pos++;
    if (input[pos] === "\n") pos++;
    line++;
    // A blank line is no record.
    if (fields.length === 1 && fields[0] === "") continue;
    yield { line: start, fields };
  }
  at.pos = pos;
  at.line = line;
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
