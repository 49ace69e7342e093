import { ServiceError } from '@mailroom/contracts';

// A header field of a submitted message, read as latin1 so that every byte keeps its value (8-bit headers).
export interface SubmittedField {
  name: string; // lower case
  line: string; // as written, folded lines and all, without the final line break
}

export interface SubmittedHeader {
  fields: SubmittedField[];
  body: string;
  separator: string;
}

// RFC 5322 2.2: a field name is printable ASCII but the colon (obsolete syntax allows white space before
// the colon, which is dropped).
const FIELD_NAME = /^[\x21-\x39\x3b-\x7e]+$/;
// How much of a refused line the reply shows.
const SHOWN_CHARS = 60;

// The header of a submitted message, read by one linear scan. A line that is neither a field nor the
// continuation of one (no colon, a continuation before the first field), a bad field name, or a CR that
// does not end a line would otherwise be dropped or merged into another field, and the recipient would
// read another header than the client wrote: such a message is refused (554 5.6.0), not altered.
export function readSubmittedHeader(text: string): SubmittedHeader {
  const end = headerEnd(text);
  const header = end ? text.slice(0, end.index) : text.replace(/\r?\n$/, '');
  const fields: SubmittedField[] = [];
  let start = 0;
  let number = 0;
  while (start < header.length) {
    let stop = header.indexOf('\n', start);
    if (stop < 0) stop = header.length;
    const line = header.slice(start, stop > start && header[stop - 1] === '\r' ? stop - 1 : stop);
    start = stop + 1;
    number += 1;
    if (line.includes('\r')) throw malformed(number, line, 'holds a carriage return that does not end it');
    const last = fields[fields.length - 1];
    if (line[0] === ' ' || line[0] === '\t') {
      if (!last) throw malformed(number, line, 'continues a header field, but no field comes before it');
      last.line += `\r\n${line}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0) throw malformed(number, line, 'is not a header field (it has no colon)');
    const name = trimWhiteSpace(line.slice(0, colon));
    if (!FIELD_NAME.test(name)) throw malformed(number, line, 'does not start with a valid field name');
    fields.push({ name: name.toLowerCase(), line });
  }
  return end
    ? { fields, body: text.slice(end.index + end.separator.length), separator: end.separator }
    : { fields, body: '', separator: '\r\n\r\n' };
}

// A field's value, unfolded (the line breaks of folding removed, RFC 5322 2.2.3) and without the white
// space around it. Linear: no regular expression runs over a value's white space.
export function submittedFieldValue(field: SubmittedField): string {
  const value = field.line.slice(field.line.indexOf(':') + 1).replace(/\r?\n(?=[ \t])/g, '');
  return trimWhiteSpace(value);
}

function trimWhiteSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === ' ' || text[start] === '\t')) start += 1;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end -= 1;
  return text.slice(start, end);
}

// The blank line that ends the header: the first line break followed by another.
function headerEnd(text: string): { index: number; separator: string } | undefined {
  let from = 0;
  for (;;) {
    const lf = text.indexOf('\n', from);
    if (lf < 0) return undefined;
    const next = text[lf + 1] === '\r' && text[lf + 2] === '\n' ? 2 : text[lf + 1] === '\n' ? 1 : 0;
    if (next > 0) {
      const index = lf > 0 && text[lf - 1] === '\r' ? lf - 1 : lf;
      return { index, separator: text.slice(index, lf + 1 + next) };
    }
    from = lf + 1;
  }
}

function malformed(number: number, line: string, problem: string): ServiceError {
  const shown = line.length > SHOWN_CHARS ? `${line.slice(0, SHOWN_CHARS)}...` : line;
  return ServiceError.validation({
    header: [`Line ${number} of the header ${problem}: ${JSON.stringify(shown)}.`],
  });
}
