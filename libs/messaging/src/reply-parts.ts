import { headers, Msg, MsgHdrs } from '@nats-io/transport-node';

// NATS carries no message over its server's max_payload (1 MB unless configured). A request that large is
// refused before it is sent (heartbeat-nats.client.ts); an answer that large (a page of whole templates, a
// captured message with its attachments) goes to the caller's inbox as numbered parts, which the caller joins.
export const PART_HEADER = 'Mailroom-Part';

// Room in every part for its headers, which count towards max_payload.
const HEADER_ROOM_BYTES = 4096;

type Respond = (data: Uint8Array | string, options?: { headers?: MsgHdrs }) => boolean;

// Answers `answer` (Nest's serializer makes it a JSON string) in one message when it fits, else in parts of
// at most `maxPayload` bytes each, the first carrying the answer's own headers.
export function respondInParts(
  respond: Respond,
  maxPayload: number,
  answer: Uint8Array | string,
  options?: { headers?: MsgHdrs },
): boolean {
  const partBytes = maxPayload - HEADER_ROOM_BYTES;
  // A UTF-16 code unit takes at most 3 bytes in UTF-8: most strings need no encoding to be measured.
  if (answer.length * (typeof answer === 'string' ? 3 : 1) <= partBytes) return respond(answer, options);
  const data = typeof answer === 'string' ? Buffer.from(answer, 'utf8') : answer;
  if (data.length <= partBytes) return respond(data, options);
  const count = Math.ceil(data.length / partBytes);
  for (let index = 0; index < count; index++) {
    const partHeaders = headers();
    if (index === 0 && options?.headers) {
      for (const key of options.headers.keys()) {
        for (const value of options.headers.values(key)) partHeaders.append(key, value);
      }
    }
    partHeaders.set(PART_HEADER, `${index + 1}/${count}`);
    respond(data.subarray(index * partBytes, (index + 1) * partBytes), { headers: partHeaders });
  }
  return true;
}

export type JoinedReply = Pick<Msg, 'subject' | 'data' | 'headers' | 'json' | 'string'>;

// The parts of one answer, joined in order. An answer whose parts do not arrive in order, one to n, is a
// broken answer, not a late one.
export class ReplyParts {
  private readonly parts: Uint8Array[] = [];
  private headers?: MsgHdrs;

  // The whole answer once its last part is added; undefined before.
  add(part: string, msg: Msg): JoinedReply | undefined {
    const [index, count] = part.split('/').map(Number);
    if (index !== this.parts.length + 1 || !(count >= index)) {
      throw new Error(`Part ${part} of an answer arrived after ${this.parts.length} parts`);
    }
    if (index === 1) this.headers = msg.headers;
    this.parts.push(msg.data.slice());
    if (index < count) return undefined;
    const data = Buffer.concat(this.parts);
    this.parts.length = 0;
    const text = (): string => data.toString('utf8');
    return {
      subject: msg.subject,
      data,
      headers: this.headers,
      string: text,
      json: <T>() => JSON.parse(text()) as T,
    };
  }
}
