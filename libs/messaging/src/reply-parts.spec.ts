import { headers, Msg, MsgHdrs } from '@nats-io/transport-node';
import { randomBytes } from 'node:crypto';
import { PART_HEADER, ReplyParts, respondInParts } from './reply-parts';

interface Sent {
  data: Uint8Array | string;
  headers?: MsgHdrs;
}

function respondInto(sent: Sent[]) {
  return (data: Uint8Array | string, options?: { headers?: MsgHdrs }): boolean => {
    sent.push({ data, headers: options?.headers });
    return true;
  };
}

function asMsg({ data, headers: partHeaders }: Sent): Msg {
  return { subject: '_INBOX.x', data: Buffer.from(data), headers: partHeaders } as unknown as Msg;
}

describe('answers in parts', () => {
  const maxPayload = 64 * 1024;

  it('sends an answer that fits as it is, with its own headers', () => {
    const sent: Sent[] = [];
    const own = headers();
    own.set('X-Own', '1');

    respondInParts(respondInto(sent), maxPayload, 'é'.repeat(1000), { headers: own });

    expect(sent).toEqual([{ data: 'é'.repeat(1000), headers: own }]);
  });

  it.each([maxPayload, 3 * maxPayload + 1, 10 * maxPayload])(
    'splits %d bytes into parts under max_payload that join back to the same bytes',
    (bytes) => {
      const sent: Sent[] = [];
      const own = headers();
      own.set('X-Own', '1');
      const answer = randomBytes(bytes);

      respondInParts(respondInto(sent), maxPayload, answer, { headers: own });

      expect(sent.length).toBeGreaterThan(1);
      expect(sent.every((part) => part.data.length < maxPayload)).toBe(true);
      expect(sent.map((part) => part.headers?.get(PART_HEADER))).toEqual(
        sent.map((_, index) => `${index + 1}/${sent.length}`),
      );
      expect(sent[0].headers?.get('X-Own')).toBe('1');
      const parts = new ReplyParts();
      const joined = sent.map((part) => parts.add(part.headers!.get(PART_HEADER), asMsg(part)));
      expect(joined.slice(0, -1).every((whole) => whole === undefined)).toBe(true);
      expect(Buffer.compare(Buffer.from(joined.at(-1)!.data), answer)).toBe(0);
    },
  );

  it('joins a JSON string answer split inside a multi-byte character', () => {
    const sent: Sent[] = [];
    const answer = JSON.stringify({ text: '€'.repeat(maxPayload) });

    respondInParts(respondInto(sent), maxPayload, answer);

    const parts = new ReplyParts();
    const joined = sent.map((part) => parts.add(part.headers!.get(PART_HEADER), asMsg(part)));
    expect(joined.at(-1)!.json()).toEqual({ text: '€'.repeat(maxPayload) });
  });

  it('refuses parts that do not arrive one to n in order', () => {
    const sent: Sent[] = [];
    respondInParts(respondInto(sent), maxPayload, randomBytes(3 * maxPayload));
    const parts = new ReplyParts();

    parts.add(sent[0].headers!.get(PART_HEADER), asMsg(sent[0]));

    expect(() => parts.add(sent[2].headers!.get(PART_HEADER), asMsg(sent[2]))).toThrow(
      /arrived after 1 parts/,
    );
  });
});
