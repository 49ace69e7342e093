import { configProblems, readConfigFrom } from '@mailroom/testing';
import { readEventsConfig } from './events.config';

const KEY = Buffer.alloc(32, 1).toString('base64');

const read = (env: Record<string, string>) => readConfigFrom(readEventsConfig, env);
const problemsOf = (env: Record<string, string>): string => configProblems(readEventsConfig, env);

describe('readEventsConfig', () => {
  it('keeps events 10 days and tracked messages 90 by default', () => {
    expect(read({ ENCRYPTION_KEY: KEY })).toEqual({
      retentionDays: 10,
      trackingRetentionDays: 90,
      encryptionKey: KEY,
    });
  });

  it('takes explicit values', () => {
    expect(
      read({ ENCRYPTION_KEY: KEY, EVENT_RETENTION_DAYS: '3', TRACKING_RETENTION_DAYS: '400' }),
    ).toMatchObject({ retentionDays: 3, trackingRetentionDays: 400 });
  });

  it('names every malformed value in one error', () => {
    const message = problemsOf({
      ENCRYPTION_KEY: 'short',
      EVENT_RETENTION_DAYS: '0',
      TRACKING_RETENTION_DAYS: 'x',
    });
    expect(message).toContain('ENCRYPTION_KEY must be 32 bytes');
    expect(message).toContain('EVENT_RETENTION_DAYS must be an integer from 1 to 90');
    expect(message).toContain('TRACKING_RETENTION_DAYS must be an integer');
  });

  it('refuses tracking links that forget their messages before the events expire', () => {
    expect(
      problemsOf({ ENCRYPTION_KEY: KEY, EVENT_RETENTION_DAYS: '30', TRACKING_RETENTION_DAYS: '20' }),
    ).toContain('TRACKING_RETENTION_DAYS must be at least EVENT_RETENTION_DAYS');
  });

  it('requires ENCRYPTION_KEY', () => {
    expect(() => read({})).toThrow(/ENCRYPTION_KEY is required/);
  });
});
