export interface MailboxProvider {
  provider: string;
  region: string;
}

interface KnownProvider extends MailboxProvider {
  // The recipient domain itself (a country variant such as hotmail.co.uk included).
  domains: RegExp;
  // The provider's MX hosts, which also catch the custom domains it hosts (Google Workspace, Microsoft 365).
  mxHosts?: RegExp;
}

// A country-code or generic suffix after the provider's name: .com, .fr, .co.uk, .com.br.
const ANY_SUFFIX = String.raw`\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})`;

function names(...labels: string[]): RegExp {
  return new RegExp(`^(?:${labels.join('|')})$`);
}

function brands(...labels: string[]): RegExp {
  return new RegExp(`^(?:${labels.join('|')})${ANY_SUFFIX}$`);
}

function under(...domains: string[]): RegExp {
  return new RegExp(`(?:^|\\.)(?:${domains.map((domain) => domain.replace(/\./g, '\\.')).join('|')})$`);
}

const KNOWN: readonly KnownProvider[] = [
  {
    provider: 'Gmail',
    region: 'Global',
    domains: names('gmail\\.com', 'googlemail\\.com'),
    mxHosts: under('google.com', 'googlemail.com'),
  },
  {
    provider: 'Outlook',
    region: 'Global',
    domains: brands('hotmail', 'outlook', 'live', 'msn', 'windowslive'),
    mxHosts: under('outlook.com', 'hotmail.com'),
  },
  {
    provider: 'Yahoo',
    region: 'Global',
    domains: brands('yahoo', 'ymail', 'rocketmail'),
    mxHosts: under('yahoodns.net'),
  },
  { provider: 'AOL', region: 'Global', domains: names('aol\\.com', 'aim\\.com', 'aol\\.[a-z]{2}') },
  {
    provider: 'Apple',
    region: 'Global',
    domains: names('icloud\\.com', 'me\\.com', 'mac\\.com'),
    mxHosts: under('icloud.com'),
  },
  {
    provider: 'Proton Mail',
    region: 'Global',
    domains: names('proton\\.me', 'protonmail\\.com', 'pm\\.me'),
    mxHosts: under('protonmail.ch'),
  },
  {
    provider: 'Zoho',
    region: 'Global',
    domains: names('zoho\\.com', 'zohomail\\.com'),
    mxHosts: under('zoho.com', 'zoho.eu'),
  },
  {
    provider: 'Fastmail',
    region: 'Global',
    domains: names('fastmail\\.com', 'fastmail\\.fm'),
    mxHosts: under('messagingengine.com'),
  },
  {
    provider: 'Comcast',
    region: 'North America',
    domains: names('comcast\\.net'),
    mxHosts: under('comcast.net'),
  },
  { provider: 'GMX', region: 'Europe', domains: brands('gmx'), mxHosts: under('gmx.net') },
  { provider: 'Web.de', region: 'Europe', domains: names('web\\.de'), mxHosts: under('web.de') },
  {
    provider: 'Orange',
    region: 'Europe',
    domains: names('orange\\.fr', 'wanadoo\\.fr'),
    mxHosts: under('orange.fr'),
  },
  {
    provider: 'Yandex',
    region: 'Europe',
    domains: names('yandex\\.(?:ru|com)', 'ya\\.ru'),
    mxHosts: under('yandex.net', 'yandex.ru'),
  },
  {
    provider: 'Mail.ru',
    region: 'Europe',
    domains: names('mail\\.ru', 'bk\\.ru', 'inbox\\.ru', 'list\\.ru'),
    mxHosts: under('mail.ru'),
  },
  {
    provider: 'QQ',
    region: 'Asia Pacific',
    domains: names('qq\\.com', 'foxmail\\.com'),
    mxHosts: under('qq.com'),
  },
  {
    provider: 'NetEase',
    region: 'Asia Pacific',
    domains: names('163\\.com', '126\\.com', 'yeah\\.net'),
    mxHosts: under('163.com', 'netease.com'),
  },
];

const OTHER: MailboxProvider = { provider: 'Other', region: 'Global' };

// The mailbox provider of a recipient, from its domain, else from the MX host that took the mail.
export function mailboxProvider(domain: string, mxHost?: string): MailboxProvider {
  const name = normalize(domain);
  const byDomain = KNOWN.find((known) => known.domains.test(name));
  if (byDomain) return { provider: byDomain.provider, region: byDomain.region };
  if (mxHost) {
    const host = normalize(mxHost);
    const byMx = KNOWN.find((known) => known.mxHosts?.test(host));
    if (byMx) return { provider: byMx.provider, region: byMx.region };
  }
  return { ...OTHER };
}

function normalize(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}
