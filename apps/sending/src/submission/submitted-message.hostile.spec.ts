import { ServiceError } from '@mailroom/contracts';
import fc from 'fast-check';
import { deliverableMessage, readSubmittedMessage } from './submitted-message';

// A submitted message is read on the event loop every route shares: reading it must take time linear in
// its size, whatever its header holds. 100,000 inner spaces took about 12 s in the trim regex this reader
// replaced (60,000 took 4.4 s); the bound leaves room for a slow CI machine.
const BOUND_MS = 2_000;
const FIELDS = ['From', 'To', 'Cc', 'Subject', 'Idempotency-Key', 'Message-ID', 'Date', 'X-Any'];

function readOrRefuse(raw: Buffer): void {
  try {
    const read = readSubmittedMessage(raw);
    deliverableMessage(raw, read, {
      messageId: 'm@example.com',
      date: new Date(0),
      sentFrom: 'a@sandbox.test',
    });
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status >= 500) throw error;
  }
}

function timed(work: () => void): number {
  const started = Date.now();
  work();
  return Date.now() - started;
}

describe('a hostile submitted message', () => {
  it.each(FIELDS)(
    'with 100,000 spaces inside its %s is read in linear time',
    (field) => {
      const value = `a${' '.repeat(100_000)}b`;
      const lines =
        field === 'From' ? [`From: ${value} <a@example.com>`] : ['From: a@example.com', `${field}: ${value}`];
      expect(timed(() => readOrRefuse(Buffer.from([...lines, '', 'x'].join('\r\n'))))).toBeLessThan(BOUND_MS);
    },
    60_000,
  );

  it('with 75,000 fields is read in linear time', () => {
    const lines = ['From: a@example.com', ...Array.from({ length: 75_000 }, (_, i) => `X${i.toString(16)}:`)];
    expect(timed(() => readOrRefuse(Buffer.from([...lines, '', 'x'].join('\r\n'))))).toBeLessThan(BOUND_MS);
  });

  // Any short unit repeated to 600 KB (within the 700 KiB submission limit), in any field, folded or not.
  it('with any field of a repeated unit is read or refused in bounded time', () => {
    const unit = fc.array(
      fc.constantFrom(
        ' ',
        '\t',
        '\r\n ',
        'a',
        '@',
        '<',
        '>',
        '"',
        '\\',
        ',',
        ';',
        ':',
        '(',
        ')',
        '=?',
        '?=',
        '=?utf-8?q?a?=',
        '.',
      ),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(unit, fc.constantFrom(...FIELDS), (parts, field) => {
        const piece = parts.join('');
        const value = `x${piece.repeat(Math.ceil(600_000 / piece.length))}y`;
        const lines = field === 'From' ? [`From: ${value}`] : ['From: a@example.com', `${field}: ${value}`];
        expect(timed(() => readOrRefuse(Buffer.from([...lines, '', 'x'].join('\r\n'))))).toBeLessThan(
          BOUND_MS,
        );
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
