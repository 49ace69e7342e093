import { ServiceError } from '@mailroom/contracts';
import { cpuGrowth, GROWTH_BOUND } from '@mailroom/testing';
import fc from 'fast-check';
import { deliverableMessage, readSubmittedMessage } from './submitted-message';

// A submitted message is read on the event loop every route shares: reading it must take time linear in
// its size, whatever its header holds. 100,000 inner spaces took about 12 s in the trim regex this reader
// replaced (60,000 took 4.4 s).
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

function messageOf(lines: string[]): Buffer {
  return Buffer.from([...lines, '', 'x'].join('\r\n'));
}

describe('a hostile submitted message', () => {
  it.each(FIELDS)(
    'with 100,000 spaces inside its %s is read in linear time',
    async (field) => {
      const message = (spaces: number): Buffer => {
        const value = `a${' '.repeat(spaces)}b`;
        return messageOf(
          field === 'From'
            ? [`From: ${value} <a@example.com>`]
            : ['From: a@example.com', `${field}: ${value}`],
        );
      };
      expect(await cpuGrowth(message, readOrRefuse, 100_000)).toBeLessThan(GROWTH_BOUND);
    },
    60_000,
  );

  it('with 75,000 fields is read in linear time', async () => {
    const message = (count: number): Buffer =>
      messageOf(['From: a@example.com', ...Array.from({ length: count }, (_, i) => `X${i.toString(16)}:`)]);
    expect(await cpuGrowth(message, readOrRefuse, 75_000)).toBeLessThan(GROWTH_BOUND);
  });

  // Any short unit repeated to 600 KB (within the 700 KiB submission limit), in any field, folded or not.
  it('with any field of a repeated unit is read or refused in linear time', async () => {
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
    await fc.assert(
      fc.asyncProperty(unit, fc.constantFrom(...FIELDS), async (parts, field) => {
        const piece = parts.join('');
        const message = (chars: number): Buffer => {
          const value = `x${piece.repeat(Math.ceil(chars / piece.length))}y`;
          return messageOf(
            field === 'From' ? [`From: ${value}`] : ['From: a@example.com', `${field}: ${value}`],
          );
        };
        expect(await cpuGrowth(message, readOrRefuse, 600_000)).toBeLessThan(GROWTH_BOUND);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
