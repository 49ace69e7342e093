// The largest message SMTP submission accepts unless SMTP_SUBMISSION_MAX_BYTES says otherwise. The message
// crosses the bus in one request, base64 encoded (4/3 of its size) beside its envelope, and NATS carries at
// most 1 MB a message by default: 700 KiB becomes 933 KiB, which leaves room for the envelope.
export const DEFAULT_SUBMITTED_MESSAGE_BYTES = 700 * 1024;

// The most SMTP_SUBMISSION_MAX_BYTES may allow, and what sending takes: 17 MiB becomes 22.7 MiB of base64,
// inside the 24 MiB that BODY_LIMIT_BYTES and the NATS max_payload of docker-compose.yml allow a request.
export const MAX_SUBMITTED_MESSAGE_BYTES = 17 * 1024 * 1024;

// emails.submit: one message received by the SMTP submission listener, sent under the rules of
// emails.send. The envelope recipients decide delivery; the From header decides the sending domain.
export interface SubmitMessageRequest {
  rcpt_to: string[];
  // The message as the client wrote it, base64: its bytes, whatever their encoding (8BITMIME).
  raw: string;
}
