// The header fields of a message, read as latin1 so that every byte keeps its value (8-bit headers, SMTPUTF8).
export interface HeaderField {
  name: string; // lower case
  line: string; // as written, folded lines and all, without the final line break
}

export function splitMessage(text: string): { header: string; body: string; separator: string } {
  const end = /\r?\n\r?\n/.exec(text);
  if (!end) return { header: text.replace(/\r?\n$/, ''), body: '', separator: '\r\n\r\n' };
  return { header: text.slice(0, end.index), body: text.slice(end.index + end[0].length), separator: end[0] };
}

export function headerFields(header: string): HeaderField[] {
  const fields: HeaderField[] = [];
  for (const line of header.split(/\r?\n/)) {
    const last = fields[fields.length - 1];
    if (/^[ \t]/.test(line) && last) last.line += `\r\n${line}`;
    else if (line.includes(':'))
      fields.push({ name: line.slice(0, line.indexOf(':')).trim().toLowerCase(), line });
  }
  return fields;
}
