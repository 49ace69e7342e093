import { createServer, request, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { startOpsServer, StartupError } from './ops-server';
import { Readiness } from './readiness';

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

// One raw request (fetch cannot send every method), answering the status, headers and body.
function call(port: number, method: string, path: string) {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the ops server', () => {
  let server: Server;
  let port: number;
  const readiness = new Readiness();
  let databaseUp = true;
  readiness.register('database:identity', () => databaseUp);

  beforeAll(async () => {
    server = await startOpsServer(0, readiness, '127.0.0.1');
    port = portOf(server);
  });

  afterAll(() => close(server));

  it('answers the probes and the metrics with a query string too', async () => {
    expect(await call(port, 'GET', '/live?probe=1')).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    const ready = await call(port, 'GET', '/ready?verbose');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ ready: true, checks: { 'database:identity': true } });
    const metrics = await call(port, 'GET', '/metrics?x=1');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
  });

  it('answers HEAD without a body, and 405 naming GET and HEAD to any other method', async () => {
    expect(await call(port, 'HEAD', '/ready')).toMatchObject({ status: 200, body: '' });
    expect(await call(port, 'HEAD', '/metrics')).toMatchObject({ status: 200, body: '' });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
      expect(await call(port, method, '/live')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
  });

  it('answers 404 to other paths, a trailing slash included', async () => {
    for (const path of ['/ready/', '/live/x', '/', '/metricsx', '/api/health'])
      expect((await call(port, 'GET', path)).status).toBe(404);
  });

  it('answers 503 while a check fails', async () => {
    databaseUp = false;
    try {
      const ready = await call(port, 'GET', '/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ ready: false, checks: { 'database:identity': false } });
    } finally {
      databaseUp = true;
    }
  });

  it('stops with one line naming OPS_PORT when the port is taken, instead of an unhandled error event', async () => {
    const taken = await new Promise<Server>((resolve) => {
      const holder = createServer();
      holder.listen(0, '127.0.0.1', () => resolve(holder));
    });
    try {
      const attempt = startOpsServer(portOf(taken), new Readiness(), '127.0.0.1');
      await expect(attempt).rejects.toBeInstanceOf(StartupError);
      await expect(attempt).rejects.toThrow(
        `cannot listen on OPS_PORT ${portOf(taken)} (address 127.0.0.1): the port is already in use (EADDRINUSE)`,
      );
    } finally {
      await close(taken);
    }
  });
});

describe('readiness of a dependency that hangs', () => {
  it('answers 503 within the check timeout (2 s) when the database does not answer, and 200 once it does', async () => {
    const readiness = new Readiness();
    let hung = true;
    // A database that is stopped (SIGSTOP) keeps its connections open and never answers SELECT 1.
    const hangWhileStopped = () => (hung ? new Promise<boolean>(() => undefined) : true);
    readiness.register('database:identity', hangWhileStopped);
    readiness.register('nats', hangWhileStopped);
    readiness.register('database:sending', () => true);
    const server = await startOpsServer(0, readiness, '127.0.0.1');
    try {
      const started = Date.now();
      const ready = await call(portOf(server), 'GET', '/ready');
      const elapsed = Date.now() - started;
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({
        ready: false,
        checks: { 'database:identity': false, nats: false, 'database:sending': true },
      });
      // Both hung checks ran at once: about one timeout, not two.
      expect(elapsed).toBeGreaterThanOrEqual(1900);
      expect(elapsed).toBeLessThan(3000);
      hung = false;
      expect((await call(portOf(server), 'GET', '/ready')).status).toBe(200);
    } finally {
      await close(server);
    }
  });

  it('counts a check that throws as failed', async () => {
    const readiness = new Readiness(100);
    readiness.register('database:identity', () => Promise.reject(new Error('connection refused')));
    expect(await readiness.report()).toEqual({ ready: false, checks: { 'database:identity': false } });
  });
});
