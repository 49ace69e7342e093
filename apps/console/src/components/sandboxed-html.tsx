// HTML mail shown as a mail client shows it: in a frame with no permission at all (sandbox=""), so its
// scripts never run, forms never submit and it cannot reach the console. Remote images are left out, as mail
// clients do by default: loading them would make requests elsewhere and, for a tracking pixel, record an open.
export function SandboxedHtml({ html, title }: { html: string; title: string }) {
  const { document: safe, blockedImages } = withoutRemoteImages(html);
  return (
    <div>
      {blockedImages > 0 && (
        <p className="muted">
          {blockedImages} remote image{blockedImages === 1 ? '' : 's'} not loaded (tracking pixels included).
        </p>
      )}
      <iframe className="mail-frame" title={title} sandbox="" srcDoc={safe} referrerPolicy="no-referrer" />
    </div>
  );
}

function withoutRemoteImages(html: string): { document: string; blockedImages: number } {
  // DOMParser builds an inert document: nothing in it loads or runs.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  let blockedImages = 0;
  for (const image of Array.from(parsed.querySelectorAll('img[src]'))) {
    const src = image.getAttribute('src') ?? '';
    if (!src.startsWith('data:')) {
      image.removeAttribute('src');
      image.setAttribute('alt', image.getAttribute('alt') || '[image]');
      blockedImages += 1;
    }
  }
  return { document: `<!doctype html>${parsed.documentElement.outerHTML}`, blockedImages };
}
