import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { ParsedMail, simpleParser } from 'mailparser';
import { dkimpyVerify } from '@mailroom/testing';
import { Resolver } from 'node:dns/promises';
import { ApiClient } from './http-client';
import { waitFor } from './processes';

export interface ArrivedMail {
  id: string;
  raw: string;
  parsed: ParsedMail;
  envelope: { mail_from: string; rcpt_to: string[] };
}

// What the built-in capture SMTP server received for a recipient, through the admin API.
export async function waitForCapturedMail(
  admin: ApiClient,
  recipient: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<ArrivedMail[]> {
  const listed = await waitFor(
    `${count} message(s) for ${recipient} at the capture server`,
    async () => {
      const response = await admin.get('/admin/capture/messages?limit=1000');
      const matching = (
        response.body.data.messages as { id: string; mail_from: string; rcpt_to: string[] }[]
      ).filter((m) => m.rcpt_to.includes(recipient));
      return matching.length >= count ? matching : undefined;
    },
    timeoutMs,
  );
  return Promise.all(
    listed.map(async (message) => {
      const raw = (await admin.get(`/admin/capture/messages/${message.id}`)).body as string;
      return { id: message.id, raw, parsed: await simpleParser(raw), envelope: message };
    }),
  );
}

export async function capturedFor(admin: ApiClient, recipient: string): Promise<number> {
  const response = await admin.get('/admin/capture/messages?limit=1000');
  return (response.body.data.messages as { rcpt_to: string[] }[]).filter((m) => m.rcpt_to.includes(recipient))
    .length;
}

// DKIM verification as a receiving server does it, with the DNS look-up sent to the given resolver.
export async function verifyDkim(
  raw: string,
  dnsServer: string,
): Promise<{ result: string; domain: string; selector: string }[]> {
  const resolver = new Resolver();
  resolver.setServers([dnsServer]);
  const outcome = await dkimVerify(Buffer.from(raw), {
    // DKIM needs TXT look-ups only.
    resolver: async (name: string, type: string) => {
      if (type !== 'TXT') throw new Error(`unexpected ${type} look-up of ${name}`);
      return resolver.resolveTxt(name);
    },
  });
  return outcome.results.map((r) => ({
    result: r.status.result,
    domain: r.signingDomain,
    selector: r.selector ?? '',
  }));
}

// The envelope sender of delivered mail: a signed VERP address (README, "Bounces and complaints") on the
// bounce domain given: `bounces.<sending domain>` once its CNAME is verified, else BOUNCE_DOMAIN (by default
// `bounces.localhost` for the tests' PUBLIC_URL on 127.0.0.1).
export function verpAddressOn(bounceDomain: string): RegExp {
  return new RegExp(`^bounces\\+[a-z2-7]{50}@${bounceDomain.replace(/\./g, '\\.')}$`);
}

// The same check with dkimpy, a second DKIM implementation independent of mailauth (and of our signer):
// the key record of the message's first signature is looked up on the given DNS server and handed to it.
export async function verifyDkimWithDkimpy(raw: string, dnsServer: string): Promise<boolean> {
  const signature = /^DKIM-Signature:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1].replace(/\s+/g, '') ?? '';
  const tag = (name: string): string => new RegExp(`(?:^|;)${name}=([^;]*)`).exec(signature)?.[1] ?? '';
  const name = `${tag('s')}._domainkey.${tag('d')}`;
  const resolver = new Resolver();
  resolver.setServers([dnsServer]);
  const record = (await resolver.resolveTxt(name)).map((strings) => strings.join(''))[0] ?? '';
  return dkimpyVerify(Buffer.from(raw), { [name]: record });
}
