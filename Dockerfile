# One image for the api and the workers (the distributed shape, docker-compose.yml), on Node 22 LTS.
# The runtime runs the TypeScript sources through tsx (a runtime dependency), exactly what the tests
# run, so no compile step can drift from them. The web app is built in a stage of its own; the
# runtime gets only the server workspaces' production dependencies (none of the SPA's packages).

# --- the workspaces' manifests, which every install below starts from ---
FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY db/package.json db/
COPY clickhouse/package.json clickhouse/
COPY workers/package.json workers/
COPY api/package.json api/
COPY web/package.json web/

# --- the SPA, built with the web workspace's packages only ---
FROM manifests AS web
RUN npm ci --no-audit --no-fund --workspace web --workspace contract
COPY tsconfig.json ./
COPY contract contract
COPY web web
RUN npm run build --workspace web

# --- the server workspaces' production dependencies: no dev tools, no web packages, no chDB
# (a server deployment sets CLICKHOUSE_URL) ---
FROM manifests AS deps
# (Not --omit=optional: esbuild's platform binary, which tsx needs, is an optional dependency.)
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace contract --workspace db --workspace clickhouse --workspace workers --workspace api \
 && rm -rf node_modules/chdb node_modules/@chdb

# --- the runtime image ---
FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# ffmpeg transcodes uploaded videos (docs/media.md); without it uploads play as sent.
ARG FFMPEG=false
RUN if [ "$FFMPEG" = "true" ]; then \
      apt-get update && apt-get install -y --no-install-recommends ffmpeg \
      && rm -rf /var/lib/apt/lists/*; \
    fi
# The manifests with node_modules, workspaces' own nested ones included.
COPY --from=deps /app /app
COPY tsconfig.json ./
COPY contract contract
COPY db db
COPY clickhouse clickhouse
COPY workers workers
COPY api api
# The backup and content scripts (`npm run db:dump`, `events:backup`, `export`…).
COPY scripts scripts
COPY LICENSE CHANGELOG.md ./
COPY --from=web /app/web/dist web/dist
RUN mkdir -p /data/uploads /data/media && chown -R node:node /data
USER node
EXPOSE 3000
# A generous timeout: the check starts a Node process, slow on a loaded machine.
HEALTHCHECK --interval=10s --timeout=10s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "api/src/main.ts"]
