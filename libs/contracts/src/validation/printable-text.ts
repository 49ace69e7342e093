// What neither PostgreSQL nor a JSON document can hold, and what no text field has a use for: NUL and the
// C0 controls other than tab, line feed and carriage return, and UTF-16 surrogates without their pair. The
// API refuses a text that holds one (SPEC: 422 naming the field).
export const UNPRINTABLE_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const EVERY_UNPRINTABLE = new RegExp(UNPRINTABLE_TEXT.source, 'g');

// Text from outside that is recorded rather than refused (a remote server's reply, a bounce report), with each
// such character shown as U+FFFD, as a decoder shows a byte it cannot read.
export function printableText(text: string): string {
  return text.replace(EVERY_UNPRINTABLE, '\ufffd');
}
