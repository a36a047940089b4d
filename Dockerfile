# One image for the api and the workers (distributed shape, see docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
# chDB (the embedded ClickHouse) is an optional dependency: a server deployment sets
# CLICKHOUSE_URL and drops it to keep the image small.
RUN rm -rf node_modules/chdb node_modules/@chdb
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/main.ts"]
