import { subjectFilter, subjectMatches, subscribedTo } from './subject-match';

describe('subjectMatches', () => {
  it.each([
    ['email.event.delivery', 'email.event.delivery', true],
    ['email.event.delivery', 'email.event.bounce', false],
    ['email.event.*', 'email.event.bounce', true],
    ['email.event.*', 'email.event.bounce.extra', false],
    ['email.*.bounce', 'email.event.bounce', true],
    ['email.event.>', 'email.event.open', true],
    ['email.event.>', 'email.event.a.b', true],
    ['email.event.>', 'email.event', false],
    ['email.>', 'domains.domain-created', false],
    ['>', 'anything.at.all', true],
    ['email.event', 'email.event.delivery', false],
  ])('%s matches %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });

  it('matches when any of a subscription subjects does', () => {
    expect(subscribedTo(['domains.domain-created', 'email.event.>'], 'email.event.delivery')).toBe(true);
    expect(subscribedTo(['domains.domain-created'], 'email.event.delivery')).toBe(false);
  });
});

describe('subjectFilter', () => {
  it('answers as subscribedTo does, again and again', () => {
    const wanted = subjectFilter(['email.event.*', 'domains.domain-created']);
    for (let round = 0; round < 2; round++) {
      expect(wanted('email.event.open')).toBe(true);
      expect(wanted('domains.domain-created')).toBe(true);
      expect(wanted('email.event.a.b')).toBe(false);
      expect(wanted('domains.domain-deleted')).toBe(false);
    }
  });

  it('still answers once it remembers as many subjects as it may', () => {
    const wanted = subjectFilter(['email.>']);
    for (let n = 0; n < 300; n++) expect(wanted(`email.n${n}`)).toBe(true);
    expect(wanted('other.n1')).toBe(false);
  });
});
