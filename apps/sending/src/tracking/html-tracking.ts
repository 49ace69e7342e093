import { decodeAttributeValue } from './html-attribute-value';

export interface HtmlTracking {
  // The open link: a 1x1 image before the last </body>, or at the end when there is none.
  openPixelUrl?: string;
  // The click link of an absolute http(s) target (as a browser would request it, normalized).
  // undefined: this target cannot be tracked, and its link stays as written.
  clickLink?: (target: string) => string | undefined;
}

// Longer targets are left untracked: their token would not fit the gateway's path limit.
export const MAX_TRACKED_URL_LENGTH = 4096;
// Links tracked in one message; later ones are left as written. Each is signed, and a link of 20 characters
// becomes one of about 150: 1,000,000 characters of links (50,000) grew a copy sevenfold and held the
// event loop for half a second a recipient.
export const MAX_TRACKED_LINKS = 1_000;

// What closes a comment; searched from a position (lastIndex) by commentEnd.
const COMMENT_CLOSE = /--!?>/g;
// Elements whose content is text up to their end tag: an "<a" inside them is no link.
const TEXT_ONLY_ELEMENTS = new Set([
  'script',
  'style',
  'title',
  'textarea',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Href {
  // As written, without its quotes; the span includes the quotes.
  value: string;
  quote: '"' | "'" | '';
  spanStart: number;
  spanEnd: number;
}

interface Tag {
  name: string;
  // The first href attribute: browsers ignore repeated ones.
  href?: Href;
  end: number;
}

// One pass over the HTML, as a browser's tokenizer splits it into comments, tags and text: the href of
// each <a> start tag whose target is an absolute http(s) URL becomes a click link, and the open pixel goes
// before the last </body> end tag. Everything else is kept byte for byte.
export function trackHtml(html: string, tracking: HtmlTracking): string {
  const edits: Edit[] = [];
  let trackedLinks = 0;
  let lastBodyEnd = -1;
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    const next = html[open + 1] ?? '';
    if (html.startsWith('!--', open + 1)) {
      at = commentEnd(html, open + 4);
    } else if (next === '!' || next === '?' || (next === '/' && !isAsciiLetter(html[open + 2]))) {
      // Doctype, bogus comments and "</" not followed by a letter run to the next '>'.
      at = endOfBogusComment(html, open + 2);
    } else if (next === '/') {
      const tag = readTag(html, open + 2);
      if (!tag) break;
      if (tag.name === 'body') lastBodyEnd = open;
      at = tag.end;
    } else if (isAsciiLetter(next)) {
      const tag = readTag(html, open + 1);
      // A tag cut off by the end of the document is dropped by browsers: nothing to rewrite.
      if (!tag) break;
      if (tag.name === 'a' && tracking.clickLink && trackedLinks < MAX_TRACKED_LINKS) {
        const edit = clickEdit(tag, tracking.clickLink);
        if (edit) {
          edits.push(edit);
          trackedLinks += 1;
        }
      }
      at = TEXT_ONLY_ELEMENTS.has(tag.name) ? textEnd(html, tag.end, tag.name) : tag.end;
    } else {
      at = open + 1;
    }
  }
  if (tracking.openPixelUrl !== undefined) {
    const pixel = openPixel(tracking.openPixelUrl);
    const where = lastBodyEnd >= 0 ? lastBodyEnd : html.length;
    edits.push({ start: where, end: where, text: pixel });
  }
  return applyEdits(html, edits);
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (c) => ATTRIBUTE_ESCAPES[c]);
}

function openPixel(url: string): string {
  return (
    `<img src="${escapeAttribute(url)}" width="1" height="1" alt="" ` +
    `style="width:1px;height:1px;border:0;margin:0;padding:0">`
  );
}

function clickEdit({ href }: Tag, clickLink: (target: string) => string | undefined): Edit | undefined {
  if (!href) return undefined;
  const target = trackableTarget(href.value);
  if (target === undefined) return undefined;
  const link = clickLink(target);
  if (link === undefined) return undefined;
  const quote = href.quote || '"';
  return {
    start: href.spanStart,
    end: href.spanEnd,
    text: `${quote}${escapeAttribute(link)}${quote}`,
  };
}

// The URL a browser would follow for this href, when it is an absolute http(s) URL that can be tracked.
function trackableTarget(rawValue: string): string | undefined {
  const decoded = decodeAttributeValue(rawValue);
  if (decoded === undefined) return undefined;
  // URL parsing drops tabs and newlines anywhere, and C0 controls and spaces around the URL.
  const cleaned = withoutControlsAround(decoded.replace(/[\t\n\r]/g, ''));
  if (!/^https?:\/\//i.test(cleaned)) return undefined;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.href.length <= MAX_TRACKED_URL_LENGTH ? url.href : undefined;
}

// From the first character of the tag name to just after the closing '>', or undefined when the document
// ends inside the tag.
function readTag(html: string, nameStart: number): Tag | undefined {
  let at = nameStart;
  while (at < html.length && !isSpace(html[at]) && html[at] !== '/' && html[at] !== '>') at++;
  const tag: Tag = { name: asciiLowerCase(html.slice(nameStart, at)), end: 0 };
  for (;;) {
    while (at < html.length && (isSpace(html[at]) || html[at] === '/')) at++;
    if (at >= html.length) return undefined;
    if (html[at] === '>') {
      tag.end = at + 1;
      return tag;
    }
    // An attribute name may start with '=' (a parse error a browser keeps as part of the name).
    const nameFrom = at++;
    while (at < html.length && !isSpace(html[at]) && !'/>='.includes(html[at])) at++;
    const isHref = at - nameFrom === 4 && asciiLowerCase(html.slice(nameFrom, at)) === 'href';
    while (at < html.length && isSpace(html[at])) at++;
    if (html[at] !== '=') {
      if (isHref) tag.href ??= { value: '', quote: '', spanStart: at, spanEnd: at };
      continue;
    }
    at++;
    while (at < html.length && isSpace(html[at])) at++;
    if (at >= html.length) return undefined;
    const quote = html[at];
    let href: Href;
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, at + 1);
      if (close < 0) return undefined;
      href = { value: html.slice(at + 1, close), quote, spanStart: at, spanEnd: close + 1 };
      at = close + 1;
    } else {
      const from = at;
      while (at < html.length && !isSpace(html[at]) && html[at] !== '>') at++;
      href = { value: html.slice(from, at), quote: '', spanStart: from, spanEnd: at };
    }
    if (isHref) tag.href ??= href;
  }
}

// After "<!--": "<!-->" and "<!--->" are empty comments; otherwise up to "-->" (or "--!>"), whichever comes
// first, found by one search that stops there: looking for each to the end of the document made a run of
// comments without "--!>" quadratic (200 KB of "<!---->" took 9 s).
function commentEnd(html: string, from: number): number {
  if (html[from] === '>') return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  COMMENT_CLOSE.lastIndex = from;
  const found = COMMENT_CLOSE.exec(html);
  return found ? found.index + found[0].length : html.length;
}

// Without the C0 controls and spaces at either end. In a loop: /[\u0000-\u0020]+$/ tried every run of
// spaces inside a URL to its end, quadratic (40,000 spaces in an href took 2 s).
function withoutControlsAround(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end -= 1;
  return text.slice(start, end);
}

function endOfBogusComment(html: string, from: number): number {
  const close = html.indexOf('>', from);
  return close < 0 ? html.length : close + 1;
}

// Where the element's closing tag starts (it is then read as a tag), or the end of the document.
function textEnd(html: string, from: number, name: string): number {
  if (name === 'plaintext') return html.length;
  let at = html.indexOf('</', from);
  while (at >= 0) {
    const after = html[at + 2 + name.length];
    const named = asciiLowerCase(html.slice(at + 2, at + 2 + name.length)) === name;
    if (named && (isSpace(after) || after === '/' || after === '>')) return at;
    at = html.indexOf('</', at + 2);
  }
  return html.length;
}

function applyEdits(html: string, edits: Edit[]): string {
  if (edits.length === 0) return html;
  edits.sort((a, b) => a.start - b.start);
  let result = '';
  let from = 0;
  for (const edit of edits) {
    result += html.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return result + html.slice(from);
}

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
}

// HTML lower-cases ASCII letters only in tag and attribute names.
function asciiLowerCase(name: string): string {
  return name.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

function isAsciiLetter(c: string | undefined): boolean {
  return c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
}
