import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { metricsRegistry } from './metrics';
import { Readiness } from './readiness';

// A start that failed for a reason one line explains (a port in use): the app prints the line, no stack.
export class StartupError extends Error {}

// Ends a process whose start failed: the line of a StartupError, else the stack, and exit code 1.
export function exitAfterFailedStart(error: unknown): never {
  const detail =
    error instanceof StartupError ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(`mailroom: failed to start: ${detail}\n`);
  process.exit(1);
}

const LISTEN_FAILURES: Record<string, string> = {
  EADDRINUSE: 'the port is already in use',
  EADDRNOTAVAIL: 'the address is not one of this machine',
  EACCES: 'permission denied (a port below 1024 needs privileges)',
  ENOTFOUND: 'the address does not resolve',
};

// The failure to listen on `variable`'s port, as one line naming the variable.
export function listenFailure(variable: string, port: number, host: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === undefined) return error instanceof Error ? error : new Error(String(error));
  return new StartupError(
    `cannot listen on ${variable} ${port} (address ${host}): ${LISTEN_FAILURES[code] ?? 'listen failed'} (${code})`,
  );
}

// Listens, or fails with a StartupError naming the variable that chose the port.
export async function listenNaming(
  variable: string,
  port: number,
  host: string,
  listen: () => Promise<unknown>,
) {
  try {
    await listen();
  } catch (error) {
    throw listenFailure(variable, port, host, error);
  }
}

const OPS_PATHS = new Set(['/live', '/ready', '/metrics']);

// Liveness, readiness and Prometheus metrics on the ops port of every app, apart from any public API.
// Paths match exactly (a query string is ignored, `/ready/` is another path: 404); GET and HEAD only (405).
export function startOpsServer(port: number, readiness: Readiness, host = '0.0.0.0'): Promise<Server> {
  const server = createServer((req, res) => {
    answer(req, res, readiness).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end();
    });
  });
  return new Promise((resolve, reject) => {
    const failed = (error: Error): void => reject(listenFailure('OPS_PORT', port, host, error));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve(server);
    });
  });
}

async function answer(req: IncomingMessage, res: ServerResponse, readiness: Readiness): Promise<void> {
  const path = (req.url ?? '/').split('?', 1)[0];
  if (!OPS_PATHS.has(path)) {
    res.writeHead(404).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  // Node leaves the body out of the answer to HEAD.
  if (path === '/live') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  } else if (path === '/ready') {
    const report = await readiness.report();
    res
      .writeHead(report.ready ? 200 : 503, { 'content-type': 'application/json' })
      .end(JSON.stringify(report));
  } else {
    const metrics = await metricsRegistry.metrics();
    res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(metrics);
  }
}
