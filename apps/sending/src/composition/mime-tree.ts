import type { Transform } from 'node:stream';
import { Encoder as Base64Encoder } from 'nodemailer/lib/base64';
import type MimeNode from 'nodemailer/lib/mime-node';
import { Encoder as QuotedPrintableEncoder } from 'nodemailer/lib/qp';

const CRLF = Buffer.from('\r\n');

// A MIME tree compiled by MailComposer, written out in one synchronous pass, byte for byte as its build()
// streams it with `newline: 'windows'`: the same headers (the node's own buildHeaders), the same encoders,
// the same boundaries. build() pipes every part through a chain of streams, each with its abort signal
// and a DOMException, which cost about as much CPU as the DKIM signature of the message.
// Only string and Buffer contents: the composer passes no streams, files or URLs.
export function writeMimeTree(root: MimeNode): Buffer {
  const chunks: Buffer[] = [];
  writeNode(root, chunks);
  return withCrlfLineEnds(withFinalLineBreak(Buffer.concat(chunks)));
}

function writeNode(node: MimeNode, chunks: Buffer[]): void {
  chunks.push(Buffer.from(`${node.buildHeaders()}\r\n\r\n`));
  // An empty string is no content: build() writes nothing for it either.
  if (node.content) chunks.push(...encodedContent(node, contentBytes(node.content)));
  if (!node.multipart) return;
  node.childNodes.forEach((child, index) => {
    chunks.push(Buffer.from(`${index > 0 ? '\r\n' : ''}--${node.boundary}\r\n`));
    writeNode(child, chunks);
  });
  chunks.push(Buffer.from(`\r\n--${node.boundary}--\r\n`));
}

function contentBytes(content: MimeNode['content']): Buffer {
  if (typeof content === 'string') return Buffer.from(content);
  if (Buffer.isBuffer(content)) return content;
  throw new Error('Only string and Buffer contents are written without streams');
}

function encodedContent(node: MimeNode, bytes: Buffer): Buffer[] {
  const transferEncoding = node.getTransferEncoding();
  if (transferEncoding === 'base64') return encodedWhole(new Base64Encoder(), bytes);
  if (transferEncoding === 'quoted-printable')
    // As build() does: outside text, a lone CR or LF is data and is encoded.
    return encodedWhole(
      new QuotedPrintableEncoder({ binary: !/^text\//i.test(node.contentType ?? '') }),
      bytes,
    );
  return [bytes];
}

// Runs nodemailer's own encoder over the content as its stream would: a string or Buffer content reaches it
// as one chunk, then the end of input.
function encodedWhole(encoder: Transform, bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  encoder.push = (chunk: Buffer | string, encoding?: BufferEncoding) => {
    out.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
    return true;
  };
  const rethrow = (error?: Error | null) => {
    if (error) throw error;
  };
  encoder._transform(bytes, 'buffer' as BufferEncoding, rethrow);
  encoder._flush?.(rethrow);
  return out;
}

// As nodemailer's LastNewline stream: the message ends with a line break.
function withFinalLineBreak(message: Buffer): Buffer {
  const last = message[message.length - 1];
  if (last === 0x0a) return message;
  return Buffer.concat([message, last === 0x0d ? Buffer.from('\n') : CRLF]);
}

// As nodemailer's LeWindows stream: every LF not preceded by CR becomes CRLF.
function withCrlfLineEnds(message: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = message.indexOf(0x0a); at !== -1; at = message.indexOf(0x0a, at + 1)) {
    if (at > 0 && message[at - 1] === 0x0d) continue;
    parts.push(message.subarray(from, at), CRLF);
    from = at + 1;
  }
  if (from === 0) return message;
  parts.push(message.subarray(from));
  return Buffer.concat(parts);
}
