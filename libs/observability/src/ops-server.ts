import { createServer, Server } from 'node:http';
import { metricsRegistry } from './metrics';
import { Readiness } from './readiness';

// Liveness, readiness and Prometheus metrics on the ops port of every app, apart from any public API.
export function startOpsServer(port: number, readiness: Readiness, host = '0.0.0.0'): Promise<Server> {
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
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
