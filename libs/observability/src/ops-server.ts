import { createServer, Server } from 'node:http';
import { metricsRegistry } from './metrics';
import { Readiness } from './readiness';

// Liveness, readiness and Prometheus metrics for apps that serve no HTTP API of their own.
export function startOpsServer(port: number, readiness: Readiness): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.url === '/live') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      } else if (req.url === '/ready') {
        const report = await readiness.report();
        res
          .writeHead(report.ready ? 200 : 503, { 'content-type': 'application/json' })
          .end(JSON.stringify(report));
      } else if (req.url === '/metrics') {
        res
          .writeHead(200, { 'content-type': metricsRegistry.contentType })
          .end(await metricsRegistry.metrics());
      } else {
        res.writeHead(404).end();
      }
    })();
  });
  return new Promise((resolve) => server.listen(port, '0.0.0.0', () => resolve(server)));
}
