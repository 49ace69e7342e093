import { ServiceErrorPayload } from '@mailroom/contracts';
import { isUtf8 } from 'node:buffer';
import { bodyNotUtf8, charsetNotUtf8, declaresCharsetOtherThanUtf8 } from './body-charset';
import { bodyTooLarge } from './http-error.filter';
import { UnreadableBody } from './json-body';

export type FormFields = Record<string, string | string[]>;

// A form is a few short fields: an unsubscribe confirmation, RFC 8058's one-click.
export const FORM_BODY_LIMIT = 64 * 1024;

export function formTooLarge() {
  return bodyTooLarge(`A form may be at most ${FORM_BODY_LIMIT / 1024} KiB.`);
}

// The fields of an urlencoded form. A form is read as UTF-8, as JSON is: bytes that are not UTF-8, whether
// sent as they are or percent-escaped, are refused rather than decoded into U+FFFD.
export function urlencodedFields(body: Buffer, contentType: string): FormFields | UnreadableBody {
  if (declaresCharsetOtherThanUtf8(contentType)) return new UnreadableBody(formNotUtf8Charset());
  if (!isUtf8(body)) return new UnreadableBody(formNotUtf8());
  const entries: [string, string][] = [];
  for (const pair of body.toString('utf8').split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = formComponent(at === -1 ? pair : pair.slice(0, at));
    const value = formComponent(at === -1 ? '' : pair.slice(at + 1));
    if (name === undefined || value === undefined) return new UnreadableBody(formNotUtf8());
    entries.push([name, value]);
  }
  return collectFields(entries);
}

// The fields of a multipart form that are text; a body that cannot be read as one has no fields. Its bytes
// must be UTF-8 for the reason above (the platform's parser would replace them), all of them: a part holding
// binary data, a file, refuses the form. The unsubscribe forms this reads hold no file.
export async function multipartFields(
  body: Buffer,
  contentType: string,
): Promise<FormFields | UnreadableBody> {
  if (declaresCharsetOtherThanUtf8(contentType)) return new UnreadableBody(formNotUtf8Charset());
  if (!isUtf8(body)) return new UnreadableBody(formNotUtf8());
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    return collectFields(
      [...form].filter((field): field is [string, string] => typeof field[1] === 'string'),
    );
  } catch {
    return {};
  }
}

// A field given twice keeps every value, in an array, whichever encoding the form came in. No prototype: a
// field may be named __proto__.
function collectFields(entries: Iterable<[string, string]>): FormFields {
  const fields = Object.create(null) as FormFields;
  for (const [name, value] of entries) {
    const known = fields[name];
    if (known === undefined) fields[name] = value;
    else if (Array.isArray(known)) known.push(value);
    else fields[name] = [known, value];
  }
  return fields;
}

const ESCAPED_BYTES = /(?:%[0-9A-Fa-f]{2})+/g;

// One name or value as the URL Standard's urlencoded parser reads it ('+' is a space; a '%' that does not
// start an escape stays as it is), or undefined when its escaped bytes are not UTF-8. Each run of escapes
// lies between whole characters, so the run itself must be UTF-8.
function formComponent(raw: string): string | undefined {
  let utf8 = true;
  const text = raw.replace(/\+/g, ' ').replace(ESCAPED_BYTES, (run) => {
    const bytes = Buffer.from(run.replace(/%/g, ''), 'hex');
    utf8 &&= isUtf8(bytes);
    return bytes.toString('utf8');
  });
  return utf8 ? text : undefined;
}

function formNotUtf8(): ServiceErrorPayload {
  return bodyNotUtf8('The form holds bytes that are not UTF-8, sent as they are or percent-escaped.');
}

function formNotUtf8Charset(): ServiceErrorPayload {
  return charsetNotUtf8('the form');
}
