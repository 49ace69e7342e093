import { cpuGrowth, GROWTH_BOUND } from '@mailroom/testing';
import fc from 'fast-check';
import { MAX_TRACKED_LINKS, MAX_TRACKED_URL_LENGTH, trackHtml } from './html-tracking';

const PIXEL_URL = 'https://t.example/api/t/o/TOKEN';
const PIXEL =
  '<img src="https://t.example/api/t/o/TOKEN" width="1" height="1" alt="" ' +
  'style="width:1px;height:1px;border:0;margin:0;padding:0">';

// Click links that show the target they were made for, and the targets asked for, in order.
function clicks(): { link: (target: string) => string; targets: string[] } {
  const targets: string[] = [];
  return {
    targets,
    link: (target) => {
      targets.push(target);
      return `https://t.example/api/t/c/${targets.length}`;
    },
  };
}

function rewriteLinks(html: string): { html: string; targets: string[] } {
  const { link, targets } = clicks();
  return { html: trackHtml(html, { clickLink: link }), targets };
}

describe('trackHtml: click links', () => {
  it('rewrites double-quoted, single-quoted and unquoted hrefs of anchors, and nothing else', () => {
    const html =
      '<p>Hi,\n<a href="https://example.com/a">one</a>, <A class=x HREF=\'http://Example.COM/b?c=d#e\'>two</A>' +
      ' and <a href=https://example.org/c/>three</a>.</p>';
    expect(rewriteLinks(html)).toEqual({
      html:
        '<p>Hi,\n<a href="https://t.example/api/t/c/1">one</a>, <A class=x HREF=\'https://t.example/api/t/c/2\'>two</A>' +
        ' and <a href="https://t.example/api/t/c/3">three</a>.</p>',
      targets: ['https://example.com/a', 'http://example.com/b?c=d#e', 'https://example.org/c/'],
    });
  });

  it('signs the target a browser would follow: references decoded, whitespace dropped, URL normalized', () => {
    const { targets } = rewriteLinks(
      '<a href="https://example.com/?a=1&amp;b=2&#38;c=&quot;3&quot;">x</a>' +
        '<a href="\n  https://example.com/a\tb/caf&eacute;?q=x y  ">y</a>' +
        '<a href="https://example.com/?a=1&copy=2">z</a>' +
        '<a href="HTTPS://B\u00fccher.example/">w</a>',
    );
    expect(targets).toEqual([
      'https://example.com/?a=1&b=2&c=%223%22',
      'https://example.com/ab/caf%C3%A9?q=x%20y',
      'https://example.com/?a=1&copy=2',
      'https://xn--bcher-kva.example/',
    ]);
  });

  it('escapes the new value for its attribute', () => {
    const html = '<a href="https://example.com/">x</a><a href=https://example.com/>y</a>';
    expect(trackHtml(html, { clickLink: () => `https://t.example/c?a=1&b="2'<>` })).toBe(
      '<a href="https://t.example/c?a=1&amp;b=&quot;2&#39;&lt;&gt;">x</a>' +
        '<a href="https://t.example/c?a=1&amp;b=&quot;2&#39;&lt;&gt;">y</a>',
    );
  });

  it.each([
    ['mailto', '<a href="mailto:ann@example.com?subject=Hi">x</a>'],
    ['tel', '<a href="tel:+15551234">x</a>'],
    ['a fragment', '<a href="#top">x</a>'],
    ['a relative path', '<a href="/account?x=1">x</a>'],
    ['a protocol-relative URL', '<a href="//example.com/">x</a>'],
    ['javascript', '<a href="javascript:alert(1)">x</a>'],
    ['an encoded scheme', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['ftp', '<a href="ftp://example.com/f">x</a>'],
    ['an empty href', '<a href="">x</a><a href>y</a>'],
    ['no href', '<a name="top">x</a>'],
    ['an unknown character reference', '<a href="https://example.com/&hellip;">x</a>'],
    ['an unparsable URL', '<a href="https://exa mple.com/">x</a>'],
    [
      'a target too long to track',
      `<a href="https://example.com/${'a'.repeat(MAX_TRACKED_URL_LENGTH)}">x</a>`,
    ],
  ])('leaves %s alone', (_, html) => {
    expect(rewriteLinks(html)).toEqual({ html, targets: [] });
  });

  it.each([
    ['a comment', '<!-- <a href="https://example.com/1">x</a> -->'],
    ['a comment closed by --!>', '<!-- <a href="https://example.com/1"> --!>'],
    ['a conditional comment', '<!--[if mso]><a href="https://example.com/1">x</a><![endif]-->'],
    ['a script', '<script>document.write(\'<a href="https://example.com/1">\')</script>'],
    ['a style', '<style>/* <a href="https://example.com/1"> */ a{color:red}</style>'],
    ['a textarea', '<textarea><a href="https://example.com/1">x</a></textarea>'],
    ['a title', '<TITLE><a href="https://example.com/1"></title >'],
    ['another element', '<abbr href="https://example.com/1">x</abbr><area href="https://example.com/2">'],
    ['another attribute', '<a data-href="https://example.com/1" xhref="https://example.com/2">x</a>'],
    ['an attribute value', '<img alt=\'<a href="https://example.com/1">\' src="cid:logo">'],
    ['text', '<p>1 < 2 and <3 and a <a b</p>'],
    ['a doctype', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0//EN" "<a href=\'https://example.com/1\'>">'],
    ['a tag cut off at the end', '<p>x</p><a href="https://example.com/1"'],
  ])('does not touch a link inside %s', (_, html) => {
    expect(rewriteLinks(html)).toEqual({ html, targets: [] });
  });

  it('finds the link after a script, style or comment ends, whatever the case of the end tag', () => {
    const html =
      '<script>if (a<b) x("</scripts>")</SCRIPT ><a href="https://example.com/1">1</a>' +
      '<style>p{}</style><!----><a href="https://example.com/2">2</a>';
    expect(rewriteLinks(html).targets).toEqual(['https://example.com/1', 'https://example.com/2']);
  });

  it('takes the first of repeated href attributes, as browsers do', () => {
    expect(rewriteLinks('<a href="https://example.com/1" href="https://example.com/2">x</a>')).toEqual({
      html: '<a href="https://t.example/api/t/c/1" href="https://example.com/2">x</a>',
      targets: ['https://example.com/1'],
    });
  });

  it('reads tags as browsers do: spaces around =, > inside quotes, slashes between attributes', () => {
    const html =
      '<a\ttitle="a > b" data-x=\'"\' / href = "https://example.com/1" / >x</a>' +
      '<a title=x>y href="https://example.com/2">not a link</a>';
    expect(rewriteLinks(html)).toEqual({
      html:
        '<a\ttitle="a > b" data-x=\'"\' / href = "https://t.example/api/t/c/1" / >x</a>' +
        '<a title=x>y href="https://example.com/2">not a link</a>',
      targets: ['https://example.com/1'],
    });
  });

  it('keeps everything else byte for byte', () => {
    const html = [
      '<!doctype html>\r\n<html><head><meta charset="utf-8"><title>Ünïcödé & “quotes”</title>',
      '<style>td{padding:0}</style></head>\r\n<body style="margin:0">',
      '<table role="presentation"><tr><td><a href="https://example.com/x?utm=1&amp;b=2" style="color:#fff">Shop</a>',
      '</td></tr></table>\n<img src="https://cdn.example.com/logo.png" alt="logo"><p>&copy; 2026 — 😀</p>',
      '</body></html>\n',
    ].join('');
    const { html: tracked, targets } = rewriteLinks(html);
    expect(targets).toEqual(['https://example.com/x?utm=1&b=2']);
    expect(tracked).toBe(
      html.replace('"https://example.com/x?utm=1&amp;b=2"', '"https://t.example/api/t/c/1"'),
    );
  });
});

describe('trackHtml: open pixel', () => {
  it('goes right before the last </body>, whatever its case', () => {
    expect(trackHtml('<html><body><p>Hi</p></BODY >\n</html>', { openPixelUrl: PIXEL_URL })).toBe(
      `<html><body><p>Hi</p>${PIXEL}</BODY >\n</html>`,
    );
    expect(trackHtml('<body>a</body><body>b</body>', { openPixelUrl: PIXEL_URL })).toBe(
      `<body>a</body><body>b${PIXEL}</body>`,
    );
  });

  it('ignores a </body> inside a comment or a script', () => {
    expect(
      trackHtml('<body>x</body><!-- </body> --><script>"</body>"</script>', { openPixelUrl: PIXEL_URL }),
    ).toBe(`<body>x${PIXEL}</body><!-- </body> --><script>"</body>"</script>`);
  });

  it('is appended when there is no </body>', () => {
    expect(trackHtml('<p>Hi</p>', { openPixelUrl: PIXEL_URL })).toBe(`<p>Hi</p>${PIXEL}`);
  });

  it('escapes its URL', () => {
    expect(trackHtml('', { openPixelUrl: 'https://t.example/o?a=1&b="2"' })).toContain(
      'src="https://t.example/o?a=1&amp;b=&quot;2&quot;"',
    );
  });

  it('comes with rewritten links when both are asked for, and alone when only it is', () => {
    const html = '<body><a href="https://example.com/">x</a></body>';
    const { link } = clicks();
    expect(trackHtml(html, { openPixelUrl: PIXEL_URL, clickLink: link })).toBe(
      `<body><a href="https://t.example/api/t/c/1">x</a>${PIXEL}</body>`,
    );
    expect(trackHtml(html, { openPixelUrl: PIXEL_URL })).toBe(
      `<body><a href="https://example.com/">x</a>${PIXEL}</body>`,
    );
  });
});

// Tracking runs at delivery for every recipient's copy of up to 1,000,000 characters of html.
describe('trackHtml: hostile markup', () => {
  it('reads html of any repeated unit in linear time', async () => {
    const unit = fc.array(
      fc.constantFrom(
        '<!--',
        '-->',
        '--!>',
        '<!---->',
        '-',
        '!',
        '<',
        '>',
        '</',
        'a',
        '<a href=x>',
        '<script>',
        '"',
      ),
      { minLength: 1, maxLength: 4 },
    );
    await fc.assert(
      fc.asyncProperty(unit, async (parts) => {
        const text = parts.join('');
        const html = (chars: number) => text.repeat(Math.ceil(chars / text.length));
        const track = (markup: string) =>
          trackHtml(markup, { clickLink: () => 'x', openPixelUrl: PIXEL_URL });
        expect(await cpuGrowth(html, track, 200_000)).toBeLessThan(GROWTH_BOUND);
      }),
      { numRuns: 30, examples: [[['<!---->']], [['<!--', '-->']]] },
    );
  }, 120_000);

  it.each([
    ['spaces inside an href', (k: number) => `<a href="https://a.example/${' '.repeat(k)}x">y</a>`],
    ['controls inside an href', (k: number) => `<a href="https://a.example/${'\u0001'.repeat(k)}x">y</a>`],
  ])('reads %s in linear time', async (_, html) => {
    // 40,000 spaces took 2 s when a regular expression trimmed the URL.
    const track = (markup: string) => trackHtml(markup, { clickLink: () => 'x' });
    expect(await cpuGrowth(html, track, 200_000)).toBeLessThan(GROWTH_BOUND);
  });

  it('tracks the URL a browser follows, controls and spaces around it dropped', () => {
    expect(rewriteLinks('<a href=" \u0001https://example.com/a b\u0002 ">x</a>').targets).toEqual([
      'https://example.com/a%20b',
    ]);
  });

  it(`tracks the first ${MAX_TRACKED_LINKS} links and leaves the rest as written`, () => {
    const anchor = (i: number) => `<a href="https://example.com/${i}">${i}</a>`;
    const html = Array.from({ length: MAX_TRACKED_LINKS + 2 }, (_, i) => anchor(i)).join('');
    const tracked = rewriteLinks(html);
    expect(tracked.targets).toHaveLength(MAX_TRACKED_LINKS);
    expect(tracked.targets.at(-1)).toBe(`https://example.com/${MAX_TRACKED_LINKS - 1}`);
    expect(tracked.html.endsWith(anchor(MAX_TRACKED_LINKS) + anchor(MAX_TRACKED_LINKS + 1))).toBe(true);
  });

  it('ends a comment at the first of "-->" and "--!>"', () => {
    const html =
      '<!-- a --!> <a href="https://example.com/1">1</a> <!-- --> <a href="https://example.com/2">2</a>';
    expect(rewriteLinks(html).targets).toEqual(['https://example.com/1', 'https://example.com/2']);
    expect(rewriteLinks('<!-- --> <!-- <a href="https://example.com/3">3</a> --!>').targets).toEqual([]);
  });
});
