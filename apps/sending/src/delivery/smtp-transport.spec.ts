import type { NodemailerError } from 'nodemailer';
import { attemptOfError } from './smtp-transport';

const REMOTE = { host: 'mx.example.test', ip: '192.0.2.10' };

// The shapes below are what nodemailer 10.6 hands over (seen against smtp-server on loopback).
function nodemailerError(message: string, fields: Partial<NodemailerError>): NodemailerError {
  return Object.assign(new Error(message), fields);
}

describe('attemptOfError', () => {
  it('bounces a permanent RCPT rejection (EENVELOPE with the reply)', () => {
    const error = nodemailerError("Can't send mail - all recipients were rejected: 550 5.1.1 user unknown", {
      code: 'EENVELOPE',
      response: '550 5.1.1 user unknown',
      responseCode: 550,
      permanent: true,
      command: 'RCPT TO',
    });
    expect(attemptOfError(error, REMOTE)).toEqual({
      outcome: {
        kind: 'bounced',
        response: '550 5.1.1 user unknown',
        code: 550,
        enhancedCode: '5.1.1',
        bounceClass: 10,
      },
      unreachable: false,
    });
  });

  it('bounces a rejection after DATA (EMESSAGE)', () => {
    const error = nodemailerError('Message failed: 552 5.3.4 too big', {
      code: 'EMESSAGE',
      response: '552 5.3.4 too big',
      responseCode: 552,
      permanent: true,
      command: 'DATA',
    });
    expect(attemptOfError(error, REMOTE).outcome).toMatchObject({ kind: 'bounced', bounceClass: 23 });
  });

  it('defers a 503 (nodemailer marks it not permanent: bad sequence, not a refusal)', () => {
    const error = nodemailerError('Data command failed: 503 5.5.1 Error: need RCPT command', {
      code: 'EENVELOPE',
      response: '503 5.5.1 Error: need RCPT command',
      responseCode: 503,
      permanent: false,
      command: 'DATA',
    });
    expect(attemptOfError(error, REMOTE)).toEqual({
      outcome: {
        kind: 'deferred',
        response: '503 5.5.1 Error: need RCPT command',
        code: 503,
        enhancedCode: '5.5.1',
      },
      unreachable: false,
    });
  });

  it('defers a 421 at RCPT, which nodemailer reports as ECONNECTION, and moves on to the next host', () => {
    const error = nodemailerError('Server closed the connection: 421 4.4.2 bye', {
      code: 'ECONNECTION',
      response: '421 4.4.2 bye',
      responseCode: 421,
      permanent: false,
      command: 'CONN',
    });
    expect(attemptOfError(error, REMOTE)).toEqual({
      outcome: { kind: 'deferred', response: '421 4.4.2 bye', code: 421, enhancedCode: '4.4.2' },
      unreachable: true,
    });
  });

  it('moves on from a 4xx greeting (EPROTOCOL at CONN) but not from a 4xx to RCPT', () => {
    const greeting = nodemailerError('Invalid greeting. response=450 busy', {
      code: 'EPROTOCOL',
      response: '450 busy',
      responseCode: 450,
      permanent: false,
      command: 'CONN',
    });
    const rcpt = nodemailerError('Recipient command failed: 451 4.7.1 later', {
      code: 'EENVELOPE',
      response: '451 4.7.1 later',
      responseCode: 451,
      permanent: false,
      command: 'RCPT TO',
    });
    expect(attemptOfError(greeting, REMOTE).unreachable).toBe(true);
    expect(attemptOfError(rcpt, REMOTE).unreachable).toBe(false);
  });

  it('defers the sender-side failures instead of bouncing the recipient', () => {
    const badLogin = nodemailerError('Invalid login: 535 5.7.8 Authentication credentials invalid', {
      code: 'EAUTH',
      response: '535 5.7.8 Authentication credentials invalid',
      responseCode: 535,
      permanent: true,
      command: 'AUTH PLAIN',
    });
    const authRequired = nodemailerError('Mail command failed: 530 Error: authentication Required', {
      code: 'EENVELOPE',
      response: '530 Error: authentication Required',
      responseCode: 530,
      permanent: true,
      command: 'MAIL FROM',
    });
    expect(attemptOfError(badLogin, REMOTE).outcome).toMatchObject({ kind: 'deferred', code: 535 });
    expect(attemptOfError(authRequired, REMOTE).outcome).toMatchObject({ kind: 'deferred', code: 530 });
  });

  it('defers a refused connection (ESOCKET, the system code in originalCode) and tries the next host', () => {
    const error = nodemailerError('connect ECONNREFUSED 192.0.2.10:25', {
      code: 'ESOCKET',
      originalCode: 'ECONNREFUSED',
      command: 'CONN',
    });
    expect(attemptOfError(error, REMOTE)).toEqual({
      outcome: {
        kind: 'deferred',
        response: '4.4.1 [internal] mx.example.test [192.0.2.10]: connect ECONNREFUSED 192.0.2.10:25',
        enhancedCode: '4.4.1',
      },
      unreachable: true,
    });
  });

  it('defers a timeout with 4.4.2', () => {
    const error = nodemailerError('Greeting never received', { code: 'ETIMEDOUT', command: 'CONN' });
    expect(attemptOfError(error, REMOTE)).toEqual({
      outcome: {
        kind: 'deferred',
        response: '4.4.2 [internal] mx.example.test [192.0.2.10]: ETIMEDOUT Greeting never received',
        enhancedCode: '4.4.2',
      },
      unreachable: true,
    });
  });

  it('defers the code-less error of a pool closed under a queued message', () => {
    const error = nodemailerError('Connection pool was closed', {});
    expect(attemptOfError(error, REMOTE)).toMatchObject({ outcome: { kind: 'deferred' }, unreachable: true });
  });

  it('bounces an address nodemailer refuses before asking the server', () => {
    const error = nodemailerError('Invalid recipient "a\\nb@example.test"', {
      code: 'EENVELOPE',
      command: 'API',
    });
    expect(attemptOfError(error, REMOTE).outcome).toMatchObject({
      kind: 'bounced',
      code: 553,
      bounceClass: 10,
    });
  });
});
