const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8 = /^utf-?8$/i;

// Bodies are read as UTF-8 alone: a charset parameter, if any, may only say so.
export function declaresCharsetOtherThanUtf8(contentType: string): boolean {
  const charset = CHARSET.exec(contentType)?.[1];
  return charset !== undefined && !UTF8.test(charset);
}
