import { INestApplication } from '@nestjs/common';
import { Readiness } from '@mailroom/observability';
import { Server } from 'node:http';
import { Logger } from 'pino';

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

// On SIGTERM (or SIGINT), in this order:
// 1. /ready answers 503, while every request is still served for `delayMs`, so that load balancers that
//    poll /ready (or drop a terminating pod) stop sending requests here;
// 2. the HTTP server closes: it takes no new connection, lets the requests in flight finish and closes each
//    connection once idle (a request still arriving on an open connection gets 503 with Connection: close);
// 3. then the bus, the database and the ops server close (the apps' shutdown hooks).
// Nest's own signal handling would answer 503 to every request from the signal on, before any balancer
// could notice.
export function closeGracefullyOnSignals(app: INestApplication, delayMs: number, logger: Logger): void {
  const onSignal = (signal: NodeJS.Signals): void => {
    for (const other of SIGNALS) process.removeListener(other, onSignal);
    app.get(Readiness).markShuttingDown();
    logger.info({ signal, delay_ms: delayMs }, 'Shutting down: reported not ready, draining');
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      // Closing, the server closes the connections idle at that moment only: a kept-alive connection whose
      // request was in flight would hold the close until its keep-alive timeout (72 s). Each is closed
      // once idle.
      const server = app.getHttpServer() as Server;
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      try {
        await app.close();
      } catch (error) {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      } finally {
        clearInterval(sweep);
      }
      // With the handlers gone, the signal ends the process as it would have without them.
      process.kill(process.pid, signal);
    })();
  };
  for (const signal of SIGNALS) process.once(signal, onSignal);
}
