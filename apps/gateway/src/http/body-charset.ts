import { ServiceErrorPayload } from '@mailroom/contracts';
import { invalidBody, unsupportedBody } from './http-error.filter';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8 = /^utf-?8$/i;

// Bodies are read as UTF-8 alone: a charset parameter, if any, may only say so.
export function declaresCharsetOtherThanUtf8(contentType: string): boolean {
  const charset = CHARSET.exec(contentType)?.[1];
  return charset !== undefined && !UTF8.test(charset);
}

// A body whose bytes are not UTF-8: `detail` says how it was to be sent.
export function bodyNotUtf8(detail: string): ServiceErrorPayload {
  return invalidBody('The request body is not valid UTF-8.', detail);
}

// A body declared in another charset: `what` names it ("the form").
export function charsetNotUtf8(what: string): ServiceErrorPayload {
  return unsupportedBody(`Send ${what} in UTF-8 (charset=utf-8, or no charset).`);
}
