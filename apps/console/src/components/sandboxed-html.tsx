// HTML mail shown as a mail client shows it: in a frame with no permission at all (sandbox=""), so its
// scripts never run, forms never submit and it cannot reach the console. Remote content is left out, as mail
// clients do by default: loading it would make requests elsewhere and, for a tracking pixel (or any other
// reference to a tracking link, of this origin too), record an open.
export function SandboxedHtml({ html, title }: { html: string; title: string }) {
  const { document: safe, blocked } = withoutRemoteContent(html);
  return (
    <div>
      {blocked > 0 && (
        <p className="muted">
          {blocked} remote reference{blocked === 1 ? '' : 's'} not loaded (images, backgrounds, style sheets;
          tracking pixels included).
        </p>
      )}
      <iframe className="mail-frame" title={title} sandbox="" srcDoc={safe} referrerPolicy="no-referrer" />
    </div>
  );
}

// The frame's own policy, on top of the console's that it inherits: nothing but inline styles and data: URLs
// loads, whatever reference the removal below does not know of.
const FRAME_POLICY =
  "default-src 'none'; img-src data:; media-src data:; font-src data:; style-src 'unsafe-inline'";

// Attributes that load what they name. `srcset` lists several URLs; any other than data: counts once.
const URL_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['img[src]', 'src'],
  ['input[src]', 'src'],
  ['[background]', 'background'],
  ['video[poster]', 'poster'],
  ['video[src], audio[src], source[src], track[src], embed[src], iframe[src], frame[src]', 'src'],
  ['[srcset]', 'srcset'],
  ['image[href], use[href], feImage[href]', 'href'],
  ['image, use, feImage', 'xlink:href'],
  ['object[data]', 'data'],
];
// A CSS url() of anything but data:, and an @import of a style sheet.
const CSS_URL = /url\(\s*(?!['"]?\s*data:)(?:"[^"]*"|'[^']*'|[^)]*)\s*\)/gi;
const CSS_IMPORT = /@import\s+[^;]*;?/gi;

function withoutRemoteContent(html: string): { document: string; blocked: number } {
  // DOMParser builds an inert document: nothing in it loads or runs.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  let blocked = 0;
  for (const [selector, attribute] of URL_ATTRIBUTES) {
    for (const element of Array.from(parsed.querySelectorAll(selector))) {
      const value = element.getAttribute(attribute);
      // data: loads nothing; a fragment names a part of the message itself (an SVG <use href="#logo">).
      if (value === null || /^\s*(data:|#)/i.test(value)) continue;
      element.removeAttribute(attribute);
      if (element.localName === 'img') element.setAttribute('alt', element.getAttribute('alt') || '[image]');
      blocked += 1;
    }
  }
  for (const link of Array.from(parsed.querySelectorAll('link[href]'))) {
    link.remove();
    blocked += 1;
  }
  const cleanCss = (css: string): string =>
    css
      .replace(CSS_IMPORT, () => {
        blocked += 1;
        return '';
      })
      .replace(CSS_URL, () => {
        blocked += 1;
        return 'none';
      });
  for (const style of Array.from(parsed.querySelectorAll('style')))
    style.textContent = cleanCss(style.textContent ?? '');
  for (const element of Array.from(parsed.querySelectorAll('[style]')))
    element.setAttribute('style', cleanCss(element.getAttribute('style') ?? ''));

  const policy = parsed.createElement('meta');
  policy.setAttribute('http-equiv', 'Content-Security-Policy');
  policy.setAttribute('content', FRAME_POLICY);
  parsed.head.prepend(policy);
  return { document: `<!doctype html>${parsed.documentElement.outerHTML}`, blocked };
}
