import { mailboxProvider } from './mailbox-provider';

describe('mailboxProvider', () => {
  it.each([
    ['gmail.com', 'Gmail', 'Global'],
    ['googlemail.com', 'Gmail', 'Global'],
    ['GMAIL.COM.', 'Gmail', 'Global'],
    ['outlook.com', 'Outlook', 'Global'],
    ['hotmail.co.uk', 'Outlook', 'Global'],
    ['live.fr', 'Outlook', 'Global'],
    ['yahoo.com', 'Yahoo', 'Global'],
    ['icloud.com', 'Apple', 'Global'],
    ['gmx.de', 'GMX', 'Europe'],
    ['qq.com', 'QQ', 'Asia Pacific'],
    ['comcast.net', 'Comcast', 'North America'],
  ])('%s is %s (%s)', (domain, provider, region) => {
    expect(mailboxProvider(domain)).toEqual({ provider, region });
  });

  it('recognises a hosted domain by its MX host', () => {
    expect(mailboxProvider('acme.test', 'aspmx.l.google.com')).toEqual({
      provider: 'Gmail',
      region: 'Global',
    });
    expect(mailboxProvider('acme.test', 'acme-test.mail.protection.outlook.com.')).toEqual({
      provider: 'Outlook',
      region: 'Global',
    });
  });

  it('does not take a look-alike for a provider', () => {
    expect(mailboxProvider('live.example.test')).toEqual({ provider: 'Other', region: 'Global' });
    expect(mailboxProvider('notgmail.com')).toEqual({ provider: 'Other', region: 'Global' });
    expect(mailboxProvider('acme.test', 'mx.google.com.evil.test')).toEqual({
      provider: 'Other',
      region: 'Global',
    });
  });

  it('answers Other / Global for anything unknown', () => {
    expect(mailboxProvider('example.test')).toEqual({ provider: 'Other', region: 'Global' });
  });
});
