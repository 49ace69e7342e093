import { Logger } from '@nestjs/common';
import { DnsTestServer } from '@mailroom/testing';
import { generateKeyPairSync } from 'node:crypto';
import { DomainsConfig } from '../config/domains.config';
import { DnsCheckTarget, DnsRecordChecker } from './dns-record-checker';
import { DMARC_RECORD_VALUE, dkimRecordValue, spfRecordValue } from './published-records';

const SPF_INCLUDE = '_spf.mailroom.test';
const CNAME_TARGET = 'mailroom.test';
const BOUNCE_DOMAIN = 'bounces.mailroom.test';

function newPublicKey(): string {
  const { publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return publicKey.toString('base64');
}

function checkerAt(dnsServers: string[], dnsTimeoutMs = 1000): DnsRecordChecker {
  const config: DomainsConfig = {
    dnsServers,
    sandboxDomain: 'sandbox.mailroom.test',
    trackingCnameTarget: CNAME_TARGET,
    spfInclude: SPF_INCLUDE,
    encryptionKey: Buffer.alloc(32).toString('base64'),
    dnsTimeoutMs,
    bounceDomain: BOUNCE_DOMAIN,
  };
  return new DnsRecordChecker(config);
}

describe('DnsRecordChecker', () => {
  const server = new DnsTestServer();
  const ourKey = newPublicKey();
  const otherKey = newPublicKey();
  const target: DnsCheckTarget = {
    domain: 'example.com',
    selector: 'mr202511',
    publicKey: ourKey,
    trackingDomain: 'track.example.com',
  };
  let checker: DnsRecordChecker;

  function publishRightRecords(): void {
    server.setTxt('mr202511._domainkey.example.com', [dkimRecordValue(ourKey)]);
    server.setTxt('example.com', ['google-site-verification=abc', spfRecordValue(SPF_INCLUDE)]);
    server.setTxt('_dmarc.example.com', [DMARC_RECORD_VALUE]);
    server.setCname('track.example.com', `${CNAME_TARGET}.`);
    server.setCname('bounces.example.com', BOUNCE_DOMAIN);
  }

  beforeAll(async () => {
    // The checker explains every miss at debug level; here the misses are the point.
    Logger.overrideLogger(false);
    await server.start();
    checker = checkerAt([server.address]);
  });

  afterAll(async () => {
    await server.stop();
  });

  beforeEach(() => server.clear());

  it('finds every record published as asked', async () => {
    publishRightRecords();

    await expect(checker.check(target)).resolves.toEqual({
      dkim: 'valid',
      spf: 'valid',
      dmarc: 'valid',
      cname: 'valid',
      bounce: 'valid',
    });
  });

  it('ignores whitespace and chunk boundaries inside the DKIM record, and case in the CNAME', async () => {
    publishRightRecords();
    server.setTxt('mr202511._domainkey.example.com', [
      ['v=DKIM1; k=rsa; ', `p=${ourKey.slice(0, 200)} `, ` ${ourKey.slice(200)}`],
    ]);
    server.setCname('track.example.com', 'MailRoom.TEST.');

    await expect(checker.check(target)).resolves.toMatchObject({ dkim: 'valid', cname: 'valid' });
  });

  it('refuses records that are there but wrong', async () => {
    server.setTxt('mr202511._domainkey.example.com', [dkimRecordValue(otherKey)]);
    server.setTxt('example.com', ['v=spf1 include:_spf.google.com ~all']);
    server.setTxt('_dmarc.example.com', ['v=spf1 -all']);
    server.setCname('track.example.com', 'elsewhere.example.net');
    server.setCname('bounces.example.com', 'bounces.elsewhere.example.net');

    await expect(checker.check(target)).resolves.toEqual({
      dkim: 'unverified',
      spf: 'unverified',
      dmarc: 'unverified',
      cname: 'unverified',
      bounce: 'unverified',
    });
  });

  it('refuses a DKIM key that only starts with ours, and a second SPF record', async () => {
    publishRightRecords();
    server.setTxt('mr202511._domainkey.example.com', [dkimRecordValue(`${ourKey}AAAA`)]);
    server.setTxt('example.com', [spfRecordValue(SPF_INCLUDE), 'v=spf1 include:_spf.google.com ~all']);

    await expect(checker.check(target)).resolves.toMatchObject({ dkim: 'unverified', spf: 'unverified' });
  });

  it.each([
    ['a key type other than rsa', (key: string) => [`v=DKIM1; k=ed25519; p=${key}`]],
    ['hash algorithms without sha256', (key: string) => [`v=DKIM1; h=sha1; p=${key}`]],
    ['service types without email', (key: string) => [`v=DKIM1; s=tlsrpt; p=${key}`]],
    ['a version other than DKIM1', (key: string) => [`v=DKIM2; p=${key}`]],
    ['the version after another tag', (key: string) => [`k=rsa; v=DKIM1; p=${key}`]],
    ['a tag given twice', (key: string) => [`v=DKIM1; p=${key}; p=${key}`]],
    ['a second record at the selector', (key: string) => [dkimRecordValue(key), dkimRecordValue(key)]],
  ])('refuses a DKIM record with our key and %s', async (_case, records) => {
    publishRightRecords();
    server.setTxt('mr202511._domainkey.example.com', records(ourKey));

    await expect(checker.check(target)).resolves.toMatchObject({ dkim: 'unverified' });
  });

  it('finds a DKIM record with our key and tags a verifier accepts for it', async () => {
    publishRightRecords();
    server.setTxt('mr202511._domainkey.example.com', [
      `v=DKIM1; h=sha1:sha256; s=email:tlsrpt; t=y; n=ours; p=${ourKey}`,
    ]);

    await expect(checker.check(target)).resolves.toMatchObject({ dkim: 'valid' });
  });

  it('refuses two DMARC records, and ignores a TXT record at _dmarc that is not one', async () => {
    publishRightRecords();
    server.setTxt('_dmarc.example.com', [DMARC_RECORD_VALUE, 'v=DMARC1; p=reject;']);
    await expect(checker.check(target)).resolves.toMatchObject({ dmarc: 'unverified' });

    server.setTxt('_dmarc.example.com', ['some-verification=abc', DMARC_RECORD_VALUE]);
    await expect(checker.check(target)).resolves.toMatchObject({ dmarc: 'valid' });
  });

  it('answers unverified for names that do not exist', async () => {
    await expect(checker.check(target)).resolves.toEqual({
      dkim: 'unverified',
      spf: 'unverified',
      dmarc: 'unverified',
      cname: 'unverified',
      bounce: 'unverified',
    });
  });

  it.each(['servfail', 'refused', 'timeout'] as const)(
    'fails with 503 naming the look-up, not unverified, when a resolver answers %s',
    async (failure) => {
      publishRightRecords();
      server.fail('_dmarc.example.com', failure);

      await expect(checkerAt([server.address], 200).check(target)).rejects.toMatchObject({
        payload: {
          status: 503,
          error_code: 'service_unavailable',
          message: expect.stringContaining('_dmarc.example.com'),
        },
      });
    },
  );

  it('fails with 503, not unverified, when no resolver answers', async () => {
    const silent = new DnsTestServer();
    await silent.start();
    const deadAddress = silent.address;
    await silent.stop();

    await expect(checkerAt([deadAddress], 200).check(target)).rejects.toMatchObject({
      payload: { status: 503, error_code: 'service_unavailable' },
    });
  });
});
