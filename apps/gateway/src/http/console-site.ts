import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode } from '@mailroom/contracts';
import { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONSOLE_FALLBACK_ROUTE, servesPage } from './console-routes';
import { sendError } from './http-error.filter';

// The console only talks to its own origin: scripts and styles are its own files, and the one exception is
// inline styles, which mail previews need (HTML mail is styled inline; a sandboxed srcdoc frame inherits
// this policy and runs no script). Images are its own or data: URLs, so a previewed mail's remote images
// (tracking pixels included) never load.
export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONSOLE_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

// The web console (apps/console, built by Vite into dist/console) at `/`: its hashed assets cached for a
// year, index.html for every client route, revalidated each time. Without a built console, nothing is served.
export async function serveConsole(app: NestFastifyApplication, root = consoleBuildFolder()): Promise<void> {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('Console').warn(`No console build in ${root} (npm run build makes it); / serves nothing`);
    return;
  }
  const indexHtml = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => {
      void reply.headers({ ...SECURITY_HEADERS, 'Cache-Control': 'public, max-age=31536000, immutable' });
    },
  });
  const page = (request: FastifyRequest, reply: FastifyReply): void => {
    if (!servesPage(request)) {
      return sendError(reply, {
        status: 404,
        error_code: ErrorCode.notFound,
        message: 'The requested resource was not found.',
      });
    }
    void reply
      .headers({
        ...SECURITY_HEADERS,
        'Cache-Control': 'no-cache',
        'Content-Type': 'text/html; charset=utf-8',
      })
      .send(indexHtml);
  };
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/', page);
  fastify.get('/*', { config: CONSOLE_FALLBACK_ROUTE }, page);
}

// dist/console beside the compiled apps (dist/apps/gateway/...), found from the package root.
function consoleBuildFolder(): string {
  let folder = __dirname;
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) return join(__dirname, 'console');
    folder = parent;
  }
  return join(folder, 'dist', 'console');
}
