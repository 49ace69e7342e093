# One image for every Mailroom app; the command picks the app:
#   node dist/apps/gateway/src/main.js      public HTTP API (PORT, default 3000)
#   node dist/apps/domains/src/main.js      domains service (ops HTTP on OPS_PORT, default 9102)
#   node dist/apps/events/src/main.js       events service (ops HTTP on OPS_PORT, default 9106)
# It is built for the distributed mode: PostgreSQL and NATS (JetStream) come from DATABASE_URL and NATS_URL.
# No HEALTHCHECK here: docker-compose.yml and k8s/ declare their own probes (/live, /ready).
#
# Node 22: NestJS 12 ships ES modules loaded through require() (Node >= 20.19), and some runtime
# dependencies (@nats-io/nuid, cookie, file-type) declare Node >= 22. Pin a digest for reproducible builds.
ARG NODE_IMAGE=node:22-bookworm-slim

# ---------------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app

# npm 11 honours package.json "allowScripts" (dependency install scripts blocked unless listed there); the
# npm 10 bundled with Node 22 would ignore it and run every dependency's install script.
ARG NPM_VERSION=11.19.1
RUN npm install --global --no-audit --no-fund "npm@${NPM_VERSION}"

COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---------------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app

# Code and dependencies stay owned by root: the app cannot modify them.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist

# The image's unprivileged user (uid 1000, gid 1000). Nothing but /tmp needs to be writable, so the root
# filesystem can be mounted read-only.
USER node

EXPOSE 3000 9102
CMD ["node", "dist/apps/gateway/src/main.js"]
