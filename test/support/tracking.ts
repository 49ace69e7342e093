import { TRACKING_TOKEN_PURPOSE, TrackingToken } from '@mailroom/contracts/tracking/tracking-token';
import { deriveKey, TokenSigner } from '@mailroom/security';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ArrivedMail } from './mail';

export interface MessageTrackingLinks {
  // The open pixel's src, when open tracking put one in.
  open?: string;
  // Every anchor's href in document order, rewritten or not.
  hrefs: string[];
  // The rewritten ones among them.
  clicks: string[];
  // The List-Unsubscribe link of non-transactional mail.
  unsubscribe?: string;
}

// The tracking links of a message as it arrived, read the way a mail client would.
export function trackingLinksOf(mail: ArrivedMail, publicUrl: string): MessageTrackingLinks {
  const html = typeof mail.parsed.html === 'string' ? mail.parsed.html : '';
  const attribute = (tag: string, name: string): string[] =>
    [...html.matchAll(new RegExp(`<${tag}\\s[^>]*?\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'gi'))].map(
      (match) => decodeEntities(match[1] ?? match[2] ?? match[3]),
    );
  const hrefs = attribute('a', 'href');
  const unsubscribeLine = mail.parsed.headerLines.find((header) => header.key === 'list-unsubscribe')?.line;
  return {
    open: attribute('img', 'src').find((src) => src.startsWith(`${publicUrl}/api/t/o/`)),
    hrefs,
    clicks: hrefs.filter((href) => href.startsWith(`${publicUrl}/api/t/c/`)),
    unsubscribe: unsubscribeLine ? /<([^>]+)>/.exec(unsubscribeLine)?.[1] : undefined,
  };
}

// Reads tracking tokens with the key a standalone process derives from the encryption key in its DATA_DIR.
export function trackingTokenReader(dataDir: string): (url: string) => TrackingToken | undefined {
  const key = readFileSync(join(dataDir, 'encryption-key'), 'utf8').trim();
  const signer = new TokenSigner(deriveKey(key, TRACKING_TOKEN_PURPOSE));
  return (url) => signer.verify<TrackingToken>(url.slice(url.lastIndexOf('/') + 1));
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
