import { UnsubscribePage, Unsubscribed } from '@mailroom/contracts';

// The pages a recipient sees after following an unsubscribe link. Every value from elsewhere is escaped;
// the pages load nothing and may only post their form back to themselves.
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex',
} as const;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

// Showing the page changes nothing (a mail scanner may fetch it); its button posts the form that does.
export function unsubscribePage(page: UnsubscribePage): string {
  const address = escapeHtml(page.masked_address);
  const domain = escapeHtml(page.sending_domain);
  if (page.already_unsubscribed) {
    return document(
      'Already unsubscribed',
      `<p><strong>${address}</strong> is already unsubscribed from marketing email sent by <strong>${domain}</strong>.</p>`,
    );
  }
  return document(
    'Unsubscribe',
    `<p>Stop marketing email from <strong>${domain}</strong> to <strong>${address}</strong>?</p>
<form method="post"><button type="submit" name="unsubscribe" value="confirm">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(result: Unsubscribed): string {
  const domain = escapeHtml(result.sending_domain);
  return document(
    'Unsubscribed',
    result.recorded
      ? `<p>You are unsubscribed: <strong>${domain}</strong> will send you no more marketing email.</p>`
      : `<p>You were already unsubscribed from marketing email sent by <strong>${domain}</strong>.</p>`,
  );
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.5rem 1.25rem;cursor:pointer}</style>
</head>
<body>
<h1>${title}</h1>
${body}
</body>
</html>
`;
}
