import { ArgumentsHost, Logger } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
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
