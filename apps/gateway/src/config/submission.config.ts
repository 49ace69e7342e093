import { EnvReader } from '@mailroom/config';
import {
  DEFAULT_SUBMITTED_MESSAGE_BYTES,
  MAX_SUBMITTED_MESSAGE_BYTES,
} from '@mailroom/contracts/sending/submit-message';
import { readFileSync } from 'node:fs';

// The SMTP submission listener: off unless SMTP_SUBMISSION_PORT is set. With a certificate, the port offers
// STARTTLS and SMTP_SUBMISSION_TLS_PORT (if set) speaks implicit TLS.
export interface SubmissionConfig {
  port: number;
  // The largest message taken; in distributed mode, NATS's max_payload must carry it base64 encoded.
  maxMessageBytes: number;
  tlsPort?: number;
  tls?: { cert: Buffer; key: Buffer };
}

export function readSubmissionConfig(env: EnvReader): SubmissionConfig | undefined {
  const port = env.optionalString('SMTP_SUBMISSION_PORT');
  const tlsPort = env.optionalString('SMTP_SUBMISSION_TLS_PORT');
  const certFile = env.optionalString('SMTP_SUBMISSION_TLS_CERT');
  const keyFile = env.optionalString('SMTP_SUBMISSION_TLS_KEY');
  if (port === undefined) {
    if (tlsPort !== undefined || certFile !== undefined || keyFile !== undefined)
      env.problem('SMTP_SUBMISSION_TLS_* need SMTP_SUBMISSION_PORT');
    if (env.optionalString('SMTP_SUBMISSION_MAX_BYTES') !== undefined)
      env.problem('SMTP_SUBMISSION_MAX_BYTES needs SMTP_SUBMISSION_PORT');
    return undefined;
  }
  if ((certFile === undefined) !== (keyFile === undefined))
    env.problem('SMTP_SUBMISSION_TLS_CERT and SMTP_SUBMISSION_TLS_KEY go together');
  if (tlsPort !== undefined && certFile === undefined)
    env.problem('SMTP_SUBMISSION_TLS_PORT needs SMTP_SUBMISSION_TLS_CERT and SMTP_SUBMISSION_TLS_KEY');
  return {
    port: env.int('SMTP_SUBMISSION_PORT', { min: 1, max: 65_535 }),
    maxMessageBytes: env.int('SMTP_SUBMISSION_MAX_BYTES', {
      default: DEFAULT_SUBMITTED_MESSAGE_BYTES,
      min: 1024,
      max: MAX_SUBMITTED_MESSAGE_BYTES,
    }),
    tlsPort: tlsPort === undefined ? undefined : env.int('SMTP_SUBMISSION_TLS_PORT', { min: 1, max: 65_535 }),
    tls:
      certFile && keyFile
        ? {
            cert: readPem(env, 'SMTP_SUBMISSION_TLS_CERT', certFile),
            key: readPem(env, 'SMTP_SUBMISSION_TLS_KEY', keyFile),
          }
        : undefined,
  };
}

function readPem(env: EnvReader, name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    env.problem(`${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    return Buffer.alloc(0);
  }
}
