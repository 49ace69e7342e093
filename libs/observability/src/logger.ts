import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

// Secrets and bodies never reach the logs.
const REDACTED_PATHS = [
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  '*.password',
  '*.auth_password',
  '*.client_secret',
  '*.private_key_pem',
  '*.private_key',
  '*.key',
  '*.secret',
  '*.signing_secret',
  '*.html',
  '*.text',
  '*.attachments',
];

export function createLogger(app: string, level: string): Logger {
  return pino({
    name: app,
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
}

type Level = 'error' | 'warn' | 'info' | 'debug' | 'trace';

// Routes NestJS's own log lines through pino. Nest calls `logger.warn(message, ...params, context)`: the
// message may be an object of fields (`{ err, event_id }`) followed by a text. Nest's `log` level is its
// start-up chatter (modules, routes): it goes to debug so that info stays readable.
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const strings = params.filter((param): param is string => typeof param === 'string');
    const context = strings.length > 0 ? strings[strings.length - 1] : undefined;
    const text = strings.length > 1 ? strings[0] : undefined;
    if (message instanceof Error) {
      this.logger[level]({ err: message, context }, text ?? message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...(message as Record<string, unknown>), context }, text ?? '');
    } else {
      // Nest passes a stack trace as the text of error(message, stack, context).
      this.logger[level]({ context, ...(level === 'error' && text ? { stack: text } : {}) }, String(message));
    }
  }
}
