// The largest message accepted over SMTP submission. The message crosses the bus in one request, base64
// encoded (4/3 of its size) beside its envelope, and NATS carries at most 1 MB a message by default:
// 700 KiB becomes 933 KiB, which leaves room for the envelope.
export const MAX_SUBMITTED_MESSAGE_BYTES = 700 * 1024;

// emails.submit: one message received by the SMTP submission listener, sent under the rules of
// emails.send. The envelope recipients decide delivery; the From header decides the sending domain.
export interface SubmitMessageRequest {
  rcpt_to: string[];
  // The message as the client wrote it, base64: its bytes, whatever their encoding (8BITMIME).
  raw: string;
}
