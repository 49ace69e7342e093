import { isUtf8 } from 'node:buffer';

// How an uploaded CSV's bytes are read: UTF-8 (its byte order mark, if any, skipped), or UTF-16LE after
// its byte order mark.
export interface CsvText {
  // The byte order mark to skip.
  markBytes: number;
  // What the parser reads the bytes as. UTF-8 is parsed as latin1, one character a byte, so that no byte is
  // replaced before the cell it belongs to is checked (no byte of a UTF-8 sequence is a CSV delimiter).
  parserEncoding: 'latin1' | 'utf16le';
  // A parsed cell as text; undefined when its bytes are not valid UTF-8.
  cell(parsed: string): string | undefined;
}

const ASCII = /^[\x00-\x7f]*$/;

const UTF8: CsvText = {
  markBytes: 0,
  parserEncoding: 'latin1',
  cell(parsed) {
    if (ASCII.test(parsed)) return parsed;
    const bytes = Buffer.from(parsed, 'latin1');
    return isUtf8(bytes) ? bytes.toString('utf8') : undefined;
  },
};

export function csvTextOf(start: Buffer): CsvText {
  if (start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf) return { ...UTF8, markBytes: 3 };
  if (start[0] === 0xff && start[1] === 0xfe)
    return { markBytes: 2, parserEncoding: 'utf16le', cell: (parsed) => parsed };
  return UTF8;
}
