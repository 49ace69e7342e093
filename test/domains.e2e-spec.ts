import { DnsTestServer } from '@mailroom/testing';
import { publishRecords } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { startStandalone, Standalone } from './support/standalone';

describe('domains (standalone, real DNS look-ups on loopback)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let otherTeam: TestTeam;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    // Short DNS timeouts: a test makes the resolver wait for an answer that never comes.
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      DNS_TIMEOUT_MS: '300',
      TRACKING_CNAME_TARGET: 'track.mailroom.test',
    });
    team = await createTeam(app.admin);
    otherTeam = await createTeam(app.admin);
  });

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
  });

  it('registers a domain with a DKIM key and answers 200 with the create result', async () => {
    const response = await team.api.post('/domains', { domain: 'Mail.Example.test' });
    expect(response.status).toBe(200);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.data).toMatchObject({
      domain: 'mail.example.test',
      status: 'approved',
      status_label: expect.any(String),
      dkim: {
        public: expect.stringMatching(/^MII[A-Za-z0-9+/=]+$/),
        selector: expect.stringMatching(/^mr\d{6}$/),
        headers: 'from:to:subject:date:message-id',
        signing_domain: 'mail.example.test',
      },
    });
    const now = new Date();
    expect(response.body.data.dkim.selector).toBe(
      `mr${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
    );
  });

  it.each([
    [{ domain: 'not a domain' }],
    [{ domain: 'no-tld' }],
    [{ domain: `${'a'.repeat(250)}.com` }],
    [{ domain: 42 }],
    [{}],
  ])('refuses %j with 422 and errors.domain, creating nothing', async (body) => {
    const response = await team.api.post('/domains', body);
    expect(response.status).toBe(422);
    expect(response.body.error_code).toBe('validation_error');
    expect(response.body.errors.domain).toEqual(expect.arrayContaining([expect.any(String)]));
    const list = await team.api.get('/domains');
    expect(list.body.data.domains.map((d: { domain: string }) => d.domain)).toEqual(['mail.example.test']);
  });

  it('refuses a domain that is already registered, by this team or another, with 409 domain_exists', async () => {
    for (const client of [team.api, otherTeam.api]) {
      const response = await client.post('/domains', { domain: 'mail.example.test' });
      expect(response.status).toBe(409);
      expect(response.body.error_code).toBe('domain_exists');
    }
  });

  it('shows the detail with the DNS records to publish, all unverified at first', async () => {
    const response = await team.api.get('/domains/MAIL.example.test');
    expect(response.status).toBe(200);
    const detail = response.body.data;
    expect(detail).toMatchObject({
      domain: 'mail.example.test',
      status: 'approved',
      can_send: false,
      cname_status: 'unverified',
      dkim_status: 'unverified',
      dmarc_status: 'unverified',
      spf_status: 'unverified',
      is_primary_domain: true,
      tracking_domain: expect.any(String),
      dns_provider: null,
      dns: {
        dkim: {
          selector: expect.any(String),
          public: expect.any(String),
          headers: 'from:to:subject:date:message-id',
        },
      },
    });
    expect(Date.parse(detail.created_at)).not.toBeNaN();
    expect(Date.parse(detail.updated_at)).not.toBeNaN();
    expect(detail.dns.records.map((r: { purpose: string }) => r.purpose).sort()).toEqual([
      'bounce',
      'dkim',
      'dmarc',
      'spf',
      'tracking',
    ]);
  });

  it("answers another team's domain as 404 not_found on every endpoint", async () => {
    const responses = [
      await otherTeam.api.get('/domains/mail.example.test'),
      await otherTeam.api.post('/domains/mail.example.test/verify'),
      await otherTeam.api.delete('/domains/mail.example.test'),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(response.body.error_code).toBe('not_found');
    }
    const list = await otherTeam.api.get('/domains');
    expect(list.body.data.domains).toEqual([]);
  });

  it('verifies nothing while no record is published', async () => {
    const response = await team.api.post('/domains/mail.example.test/verify');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      domain: 'mail.example.test',
      dkim_status: 'unverified',
      cname_status: 'unverified',
      dmarc_status: 'unverified',
      spf_status: 'unverified',
      ownership_verified: 'false',
      is_primary_domain: true,
    });
  });

  it('answers a domain whose DKIM record name is longer than DNS allows (SPEC takes domains of 255) unverified, never 503', async () => {
    const label = (letter: string, length: number): string => letter.repeat(length);
    // 234 characters: mr<yyyymm>._domainkey. before it makes 254.
    const domain = `${label('a', 63)}.${label('b', 63)}.${label('c', 63)}.${label('d', 37)}.test`;
    expect(domain).toHaveLength(234);
    expect((await team.api.post('/domains', { domain })).status).toBe(200);
    const verified = await team.api.post(`/domains/${domain}/verify`);
    expect([verified.status, verified.body.data ?? verified.body]).toEqual([
      200,
      expect.objectContaining({ domain, dkim_status: 'unverified' }),
    ]);
    const sent = await team.api.post('/emails', {
      from: `a@${domain}`,
      to: ['x@example.net'],
      subject: 'S',
      text: 'T',
    });
    expect([sent.status, sent.body.error_code]).toEqual([400, 'unconfigured_domain']);
    expect((await team.api.delete(`/domains/${domain}`)).status).toBe(200);
  });

  it('verifies the records once they are published, and the domain can send', async () => {
    const detail = await team.api.get('/domains/mail.example.test');
    publishRecords(dns, detail.body.data.dns.records);
    const response = await team.api.post('/domains/mail.example.test/verify');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      dkim_status: 'valid',
      cname_status: 'valid',
      dmarc_status: 'valid',
      spf_status: 'valid',
      ownership_verified: 'true',
    });
    const after = await team.api.get('/domains/mail.example.test');
    expect(after.body.data).toMatchObject({ can_send: true, dkim_status: 'valid', spf_status: 'valid' });
  });

  it('keeps a verified domain verified when the DNS look-ups fail, and answers 503 naming DNS', async () => {
    const { dkim } = (await team.api.get('/domains/mail.example.test')).body.data.dns;
    const dkimName = `${dkim.selector}._domainkey.mail.example.test`;
    for (const failure of ['servfail', 'refused', 'timeout'] as const) {
      dns.fail(dkimName, failure);
      const response = await team.api.post('/domains/mail.example.test/verify');
      dns.heal(dkimName);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        message: expect.stringContaining(`DNS look-up of ${dkimName} failed`),
        error_code: 'service_unavailable',
      });
      const after = await team.api.get('/domains/mail.example.test');
      expect(after.body.data).toMatchObject({ can_send: true, dkim_status: 'valid', spf_status: 'valid' });
    }
    expect((await team.api.post('/domains/mail.example.test/verify')).body.data.dkim_status).toBe('valid');
  });

  it('marks records that are wrong as unverified', async () => {
    const created = await team.api.post('/domains', { domain: 'wrong.example.test' });
    expect(created.status).toBe(200);
    const stranger = await otherTeam.api.post('/domains', { domain: 'stranger.example.test' });
    dns.setTxt(`${created.body.data.dkim.selector}._domainkey.wrong.example.test`, [
      [
        `v=DKIM1; k=rsa; p=${stranger.body.data.dkim.public}`.slice(0, 255),
        `v=DKIM1; k=rsa; p=${stranger.body.data.dkim.public}`.slice(255),
      ],
    ]);
    dns.setTxt('wrong.example.test', ['v=spf1 include:_spf.elsewhere.test ~all']);
    dns.setTxt('_dmarc.wrong.example.test', ['not a dmarc record']);
    dns.setCname('track.wrong.example.test', 'track.elsewhere.test');
    const response = await team.api.post('/domains/wrong.example.test/verify');
    expect(response.body.data).toMatchObject({
      dkim_status: 'unverified',
      spf_status: 'unverified',
      dmarc_status: 'unverified',
      cname_status: 'unverified',
      ownership_verified: 'false',
      is_primary_domain: false,
    });
    expect((await team.api.get('/domains/wrong.example.test')).body.data.can_send).toBe(false);
  });

  it('applies the operator reputation list to new domains and their subdomains', async () => {
    expect(
      (await app.admin.put('/admin/domain-reputation/shady.test', { status: 'blacklisted' })).status,
    ).toBe(200);
    expect((await app.admin.put('/admin/domain-reputation/watch.test', { status: 'review' })).status).toBe(
      200,
    );
    const invalid = await app.admin.put('/admin/domain-reputation/x.test', { status: 'trusted' });
    expect(invalid.status).toBe(422);

    const blacklisted = await team.api.post('/domains', { domain: 'mail.shady.test' });
    expect(blacklisted.body.data.status).toBe('blacklisted');
    const review = await team.api.post('/domains', { domain: 'watch.test' });
    expect(review.body.data.status).toBe('review');

    // Even with its DKIM record published, a blacklisted domain cannot send.
    publishRecords(dns, (await team.api.get('/domains/mail.shady.test')).body.data.dns.records);
    await team.api.post('/domains/mail.shady.test/verify');
    const detail = await team.api.get('/domains/mail.shady.test');
    expect(detail.body.data).toMatchObject({ status: 'blacklisted', dkim_status: 'valid', can_send: false });

    expect((await app.admin.delete('/admin/domain-reputation/shady.test')).status).toBe(200);
    const cleared = await team.api.get('/domains/mail.shady.test');
    expect(cleared.body.data).toMatchObject({ status: 'approved', can_send: true });
  });

  it('refuses to clear a reputation entry of a name that is no hostname, as it refuses to set one', async () => {
    for (const name of ['..%2Fteams%2F1', '%20', 'not%20a%20domain', 'localhost']) {
      for (const answer of [
        await app.admin.put(`/admin/domain-reputation/${name}`, { status: 'review' }),
        await app.admin.delete(`/admin/domain-reputation/${name}`),
      ]) {
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual({
          message: expect.any(String),
          error_code: 'validation_error',
          errors: { domain: ['The domain must be a valid hostname.'] },
        });
      }
    }
    expect((await app.admin.delete('/admin/domain-reputation/never-listed.test')).status).toBe(200);
  });

  it('lets sandbox keys read domains but not change them', async () => {
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    const list = await sandbox.get('/domains');
    expect(list.status).toBe(200);
    expect(list.body.data.domains.length).toBeGreaterThan(0);
    expect((await sandbox.get('/domains/mail.example.test')).status).toBe(200);
    expect((await sandbox.delete('/domains/mail.example.test')).body.error_code).toBe('sandbox_restricted');
  });

  it('deletes a domain; the next one becomes primary; a second delete is 404', async () => {
    const deleted = await team.api.delete('/domains/mail.example.test');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: expect.any(String) });
    expect((await team.api.get('/domains/mail.example.test')).status).toBe(404);
    expect((await team.api.delete('/domains/mail.example.test')).status).toBe(404);
    const remaining = (await team.api.get('/domains')).body.data.domains as {
      domain: string;
      is_primary_domain: boolean;
    }[];
    expect(remaining.filter((d) => d.is_primary_domain)).toHaveLength(1);
    expect(remaining.find((d) => d.is_primary_domain)?.domain).toBe('wrong.example.test');
    // The name is free again.
    expect((await otherTeam.api.post('/domains', { domain: 'mail.example.test' })).status).toBe(200);
  });
});
