import { decodeAttributeValue } from './html-attribute-value';

describe('decodeAttributeValue', () => {
  it.each([
    ['https://example.com/?a=1&amp;b=2', 'https://example.com/?a=1&b=2'],
    ['a&#38;b&#x26;c&#X26;d', 'a&b&c&d'],
    ['&quot;x&quot; &apos;y&apos; &lt;z&gt;', `"x" 'y' <z>`],
    ['caf&eacute; &copy; &nbsp;|', 'café © \u00a0|'],
    ['&AMP;&QUOT;&COPY;&REG;', '&"©®'],
    // Legacy names also count without ';' unless '=' or an alphanumeric follows.
    ['a&amp/b&lt', 'a&/b<'],
    ['?a=1&copy=2&reg=3', '?a=1&copy=2&reg=3'],
    ['?x&ampy&notit', '?x&ampy&notit'],
    // Numeric references, with and without ';', and the replacement character where the standard says so.
    ['&#65&#x42;C', 'ABC'],
    ['&#0;&#xD800;&#x110000;&#99999999999;', '\uFFFD\uFFFD\uFFFD\uFFFD'],
    ['&#128512;', '😀'],
    // Not references at all.
    ['a & b &; &# &#x; &=', 'a & b &; &# &#x; &='],
    ['no references', 'no references'],
  ])('decodes %j as a browser does', (raw, decoded) => {
    expect(decodeAttributeValue(raw)).toBe(decoded);
  });

  it.each(['&notin;', 'a&hellip;b', '&foo;', '&#150;', '&#x9F;'])(
    'reports %j undecidable: a name it does not know, or a windows-1252 code',
    (raw) => {
      expect(decodeAttributeValue(raw)).toBeUndefined();
    },
  );
});
