// A text file read in pieces of a few megabytes that each end at a line end, without a UTF-8 byte
// order mark. A national SNAP file is 91 MB: read whole, with its BOM, V8 keeps it as one string of
// two bytes a character (182 MB); in pieces, each piece of plain ASCII is one byte a character and
// no 91 MB string is ever made. A piece may end inside a quoted field: the CSV reader carries it.
import { closeSync, openSync, readSync } from "node:fs";

const PIECE = 4 * 1024 * 1024;

/** Opens the file now (so a missing file fails here, by its name) and reads it as it is iterated. */
export function textFilePieces(path: string, size = PIECE): Iterable<string> {
  const fd = openSync(path, "r");
  return {
    *[Symbol.iterator]() {
      try {
        yield* pieces(fd, size);
      } finally {
        closeSync(fd);
      }
    },
  };
}

function* pieces(fd: number, size: number): Generator<string> {
  let buffer = Buffer.allocUnsafe(size);
  let filled = 0;
  let first = true;
  for (;;) {
    if (filled === buffer.length) buffer = Buffer.concat([buffer, Buffer.allocUnsafe(buffer.length)]);
    const read = readSync(fd, buffer, filled, buffer.length - filled, null);
    filled += read;
    let start = 0;
    if (first && filled >= 3) {
      first = false;
      if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) start = 3;
    }
    if (read === 0) {
      if (filled > start) yield buffer.toString("utf8", start, filled);
      return;
    }
    // Cut after the last line end: a line end never splits a UTF-8 character.
    const end = buffer.lastIndexOf(0x0a, filled - 1) + 1;
    if (end <= start) {
      if (start > 0) {
        buffer.copy(buffer, 0, start, filled);
        filled -= start;
      }
      continue;
    }
    yield buffer.toString("utf8", start, end);
    buffer.copy(buffer, 0, end, filled);
    filled -= end;
  }
}

/**
 * A copy of `text` that holds on to nothing else. V8 makes a field read from a piece a view into
 * that 4 MB piece: a name kept for the report would keep its whole piece alive. Slicing a
 * concatenation makes V8 copy the field's characters first; the result views only that copy.
 */
export function ownText(text: string): string {
  return (text + " ").slice(0, -1);
}
