import { FastifyRequest } from 'fastify';

// Which requests the console's routes (console-site) answer with its page, apart from the static files: kept
// apart from them so that code which only asks (the unknown-route hook) does not load the static server.

// A path the console's router may own: anything but the API, the assets (a missing asset is a 404) and
// /metrics, which is only ever served on the ops port. Beyond `/`, only a browser's navigation (it accepts
// text/html) gets the page: any other client keeps the API's 404 for a path that names nothing.
const CLIENT_ROUTE = /^\/(?!(?:api|metrics)(?:\/|$)|assets\/)/;

// The Fastify route config of the console's catch-all: a GET of a path no other route names lands there, not
// in Fastify's 404 handler, and is answered 404 unless it is a browser's navigation to a client route.
export const CONSOLE_FALLBACK_ROUTE = { consoleFallback: true } as const;

export function servesPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  const navigation = path === '/' || (request.headers.accept ?? '').includes('text/html');
  return navigation && CLIENT_ROUTE.test(path);
}

// Whether a request names no route: Fastify's 404 handler takes it, or the console's catch-all answers it 404.
export function namesNoRoute(request: FastifyRequest): boolean {
  if (request.is404) return true;
  const config = request.routeOptions.config as { consoleFallback?: boolean } | undefined;
  return config?.consoleFallback === true && !servesPage(request);
}
