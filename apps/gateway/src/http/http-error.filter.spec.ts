import { ArgumentsHost, Logger } from '@nestjs/common';
import { DatabaseUnavailableError } from '@mailroom/database';
import { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { HttpErrorFilter } from './http-error.filter';

// What a client and an operator see of an unexpected error: a generic 500 naming an error id, and a log line
// with the cause, that id and the request's id (its X-Request-Id).
it('answers an unexpected error with an error id and logs its cause with the request id', () => {
  const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  const reply = { status: jest.fn(), send: jest.fn(), headers: jest.fn() };
  reply.status.mockReturnValue(reply);
  const request = { id: 'trace-123', url: '/api/emails' } as unknown as FastifyRequest;
  const host = {
    switchToHttp: () => ({ getResponse: () => reply as unknown as FastifyReply, getRequest: () => request }),
  } as unknown as ArgumentsHost;

  new HttpErrorFilter().catch(new Error('boom'), host);

  expect(reply.status).toHaveBeenCalledWith(500);
  const [body] = reply.send.mock.calls[0] as [{ message: string; error_code: string }];
  expect(body.error_code).toBe('internal_error');
  const errorId = /error id ([0-9a-f-]{36})/.exec(body.message)?.[1];
  expect(logged).toHaveBeenCalledWith(
    expect.objectContaining({
      err: new Error('boom'),
      error_id: errorId,
      request_id: 'trace-123',
      route: '/api/emails',
    }),
    'Unexpected error',
  );
  logged.mockRestore();
});

// The gateway's own database work (keys, rate limits, the admin API) failing because the database does not
// answer: a dependency failure, 503 as SPEC has it, not a 500.
it('answers a database that does not answer with 503 service_unavailable', () => {
  const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  const reply = { status: jest.fn(), send: jest.fn(), headers: jest.fn() };
  reply.status.mockReturnValue(reply);
  const request = { id: 'trace-456', url: '/api/admin/teams/1' } as unknown as FastifyRequest;
  const host = {
    switchToHttp: () => ({ getResponse: () => reply as unknown as FastifyReply, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  const hung = new DatabaseUnavailableError('The database did not answer', false);

  new HttpErrorFilter().catch(new QueryFailedError('SELECT 1', [], hung), host);
  new HttpErrorFilter().catch(new Error('timeout exceeded when trying to connect'), host);

  expect(reply.status.mock.calls).toEqual([[503], [503]]);
  expect(reply.send.mock.calls).toEqual([
    [{ message: 'The service is unavailable, try again shortly.', error_code: 'service_unavailable' }],
    [{ message: 'The service is unavailable, try again shortly.', error_code: 'service_unavailable' }],
  ]);
  expect(warned).toHaveBeenCalledWith(
    expect.objectContaining({ request_id: 'trace-456' }),
    expect.any(String),
  );
  warned.mockRestore();
});
