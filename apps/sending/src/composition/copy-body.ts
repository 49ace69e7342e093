import { createHash, Hash } from 'node:crypto';
import { bodyHash, relaxedBody, relaxedLines } from './body-canonicalization';

export interface RenderedBody {
  chunks: Buffer[]; // the body's bytes, in order
  hash: string; // its DKIM body hash (bh=)
}

// The body of a transmission's message, the same for every copy but one stretch (the copy's tracked HTML
// part), held as bytes with what DKIM needs of its fixed parts worked out once. A copy's body then costs
// the hashing of the fixed end after its own stretch (7 ms for 13 MB) instead of converting the whole body
// to a string and back and canonicalizing it (40-200 ms with a 10 MiB attachment, all on the event loop).
// The text is read as latin1: every byte keeps its value.
export class CopyBody {
  // The fixed lines before and after the lines that hold the copy's stretch, as they are written.
  private readonly start: Buffer;
  private readonly end: Buffer;
  // The rest of those lines, written around the copy's stretch.
  private readonly around: [before: string, after: string];
  // SHA-256 over the canonicalized start, carried on by each copy.
  private readonly startHash: Hash;
  // The canonicalized end: the same buffer as `end` when canonicalization leaves it as it is (base64 lines,
  // boundaries). Absent when it holds no text, so that the empty lines dropped at the end of the body may
  // reach back into the copy's stretch: each copy's body is then canonicalized whole.
  private readonly relaxedEnd?: Buffer;
  // Copies without tracking have the same stretch: the last one's bytes and hash serve the next.
  private last?: { stretch: string; middle: Buffer; hash: string };

  constructor(before: string, after: string) {
    const startText = before.slice(0, before.lastIndexOf('\n') + 1);
    const endAt = after.indexOf('\n') + 1 || after.length;
    const endText = after.slice(endAt);
    this.start = Buffer.from(startText, 'latin1');
    this.end = Buffer.from(endText, 'latin1');
    this.around = [before.slice(startText.length), after.slice(0, endAt)];
    this.startHash = createHash('sha256').update(relaxedLines(startText), 'latin1');
    const relaxedEnd = relaxedBody(endText);
    if (relaxedEnd !== '')
      this.relaxedEnd = relaxedEnd === endText ? this.end : Buffer.from(relaxedEnd, 'latin1');
  }

  render(stretch: string): RenderedBody {
    if (this.last?.stretch !== stretch) {
      const middle = this.around[0] + stretch + this.around[1];
      this.last = { stretch, middle: Buffer.from(middle, 'latin1'), hash: this.hashWith(middle) };
    }
    return { chunks: [this.start, this.last.middle, this.end], hash: this.last.hash };
  }

  private hashWith(middle: string): string {
    if (this.relaxedEnd === undefined)
      return bodyHash(this.start.toString('latin1') + middle + this.end.toString('latin1'));
    return this.startHash
      .copy()
      .update(relaxedLines(middle), 'latin1')
      .update(this.relaxedEnd)
      .digest('base64');
  }
}
