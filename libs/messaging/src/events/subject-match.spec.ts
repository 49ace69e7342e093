import { subjectMatches, subscribedTo } from './subject-match';

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
