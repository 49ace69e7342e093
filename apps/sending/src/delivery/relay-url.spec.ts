import { parseRelayUrl } from './relay-url';

describe('parseRelayUrl', () => {
  it('reads smtp:// with credentials and port (STARTTLS when offered)', () => {
    expect(parseRelayUrl('smtp://user:secret@smtp.example.test:2525')).toEqual({
      host: 'smtp.example.test',
      port: 2525,
      auth: { user: 'user', pass: 'secret' },
      secure: false,
    });
  });

  it('reads smtps:// as implicit TLS, port 465 by default', () => {
    expect(parseRelayUrl('smtps://user:secret@smtp.example.test')).toEqual({
      host: 'smtp.example.test',
      port: 465,
      auth: { user: 'user', pass: 'secret' },
      secure: true,
    });
  });

  it('defaults smtp:// to the submission port and leaves auth out without credentials', () => {
    expect(parseRelayUrl('smtp://127.0.0.1')).toEqual({ host: '127.0.0.1', port: 587, secure: false });
  });

  it('percent-decodes the user and password', () => {
    expect(parseRelayUrl('smtp://apikey%40team:p%40ss%3Aw%2Frd@relay.test:587').auth).toEqual({
      user: 'apikey@team',
      pass: 'p@ss:w/rd',
    });
  });

  it('takes an IPv6 literal without its brackets', () => {
    expect(parseRelayUrl('smtp://[::1]:2525')).toMatchObject({ host: '::1', port: 2525 });
  });

  it.each([
    'http://relay.test',
    'relay.test:25',
    'smtp://',
    '',
    'smtp://relay.test:0',
    'smtp://u:100%@relay.test',
  ])('refuses %j with a message naming the URL as told', (url) => {
    expect(() => parseRelayUrl(url, 'RELAY_URL')).toThrow(/^RELAY_URL /);
  });

  it('never repeats the URL (and its password) in an error', () => {
    expect(() => parseRelayUrl('ftp://user:hunter2@relay.test')).toThrow(
      expect.not.stringContaining('hunter2'),
    );
  });
});
