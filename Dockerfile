# One image for the api and the workers (the distributed shape, see docker-compose.yml).
# Runtime: Node 20 running the TypeScript sources through tsx (a runtime dependency, so no
# separate compile step can drift from what the tests run). Never built on an engine here:
# these machines have no Docker engine and reach no image registry (README, "Images and compose").

# --- the workspaces' manifests, which both installs below start from ---
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY db/package.json db/
COPY clickhouse/package.json clickhouse/
COPY workers/package.json workers/
COPY api/package.json api/
COPY web/package.json web/

# --- the web app, built with every dependency ---
FROM manifests AS web
RUN npm ci --no-audit --no-fund
COPY contract contract
COPY web web
RUN npm run build

# --- production dependencies only: no dev tools, no chDB (a server deployment sets CLICKHOUSE_URL) ---
FROM manifests AS deps
# (Not --omit=optional: esbuild's platform binary, which tsx needs, is an optional dependency.)
RUN npm ci --omit=dev --no-audit --no-fund && rm -rf node_modules/chdb node_modules/@chdb

# --- the runtime image ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json tsconfig.json ./
COPY contract contract
COPY db db
COPY clickhouse clickhouse
COPY workers workers
COPY api api
COPY web/package.json web/
COPY --from=web /app/web/dist web/dist
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "api/src/main.ts"]
