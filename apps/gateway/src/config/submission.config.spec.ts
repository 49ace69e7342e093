import { EnvReader } from '@mailroom/config';
import { DEFAULT_SUBMITTED_MESSAGE_BYTES, MAX_SUBMITTED_MESSAGE_BYTES } from '@mailroom/contracts';
import { readSubmissionConfig } from './submission.config';

function read(env: Record<string, string>) {
  const reader = new EnvReader(env);
  const config = readSubmissionConfig(reader);
  reader.done();
  return config;
}

describe('readSubmissionConfig: the largest message', () => {
  it('takes 700 KiB unless SMTP_SUBMISSION_MAX_BYTES says otherwise', () => {
    expect(read({ SMTP_SUBMISSION_PORT: '587' })?.maxMessageBytes).toBe(DEFAULT_SUBMITTED_MESSAGE_BYTES);
    expect(DEFAULT_SUBMITTED_MESSAGE_BYTES).toBe(716_800);
    expect(
      read({ SMTP_SUBMISSION_PORT: '587', SMTP_SUBMISSION_MAX_BYTES: '10485760' })?.maxMessageBytes,
    ).toBe(10_485_760);
  });

  it('refuses a limit outside 1 KiB to 17 MiB, or one without a listener', () => {
    expect(() => read({ SMTP_SUBMISSION_PORT: '587', SMTP_SUBMISSION_MAX_BYTES: '1023' })).toThrow(
      'SMTP_SUBMISSION_MAX_BYTES',
    );
    expect(() =>
      read({
        SMTP_SUBMISSION_PORT: '587',
        SMTP_SUBMISSION_MAX_BYTES: String(MAX_SUBMITTED_MESSAGE_BYTES + 1),
      }),
    ).toThrow('SMTP_SUBMISSION_MAX_BYTES');
    expect(() => read({ SMTP_SUBMISSION_MAX_BYTES: '1048576' })).toThrow(
      'SMTP_SUBMISSION_MAX_BYTES needs SMTP_SUBMISSION_PORT',
    );
  });
});
