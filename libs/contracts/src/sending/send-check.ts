// The sending context's answer to emails.check: the send request passed every check of POST /emails that does
// not depend on the moment of sending. Nothing was accepted and nothing counted.
export interface SendCheckResult {
  // The subject the email would have if it were sent now: rendered, the template's when the request has none.
  subject: string;
  // The addresses of to, cc and bcc as parsed (never rewritten for a sandbox key).
  recipients: string[];
}
