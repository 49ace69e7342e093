// The names and values a customer publishes for a sending domain; the checker looks for exactly these.
export function dkimRecordName(selector: string, domain: string): string {
  return `${selector}._domainkey.${domain}`;
}

export function dkimRecordValue(publicKey: string): string {
  return `v=DKIM1; k=rsa; p=${publicKey}`;
}

export function spfRecordValue(spfInclude: string): string {
  return `v=spf1 include:${spfInclude} ~all`;
}

export function dmarcRecordName(domain: string): string {
  return `_dmarc.${domain}`;
}

// The bounce subdomain: a CNAME to the service's bounce domain gives it the MX (and SPF record) bounces need.
export function bounceRecordName(domain: string): string {
  return `bounces.${domain}`;
}

export const DMARC_RECORD_VALUE = 'v=DMARC1; p=none;';
