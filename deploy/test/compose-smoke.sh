#!/usr/bin/env bash
# The compose smoke test: docker-compose.yml and the Dockerfile on a real Docker engine, with
# local stand-ins for the images no registry can give us (deploy/test/standins/build.sh). It runs the
# walkthrough of docs/compose.md: up with --build, every health check, a login through Caddy, a
# video with an uploaded thumbnail, tracking events counted exactly; scaled to 3 api and 2 worker
# replicas, one of each SIGKILLed and Redis restarted under load, counted exactly again; the
# backups dumped, both stores wiped and restored, same content and figures; down and up, still
# there. Prints each count, the image sizes and the duration. Needs root (it starts dockerd).
#   deploy/test/compose-smoke.sh          (KEEP=1: leave the stack running at the end)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
started=$(date +%s)
step() { echo "== [$(($(date +%s) - started)) s] $*"; }

# An engine this test starts is stopped at its end (LUMEN_KEEP_DOCKERD=1 keeps it); its data root,
# with the stand-ins and the build cache, stays.
engine_was_up=false
engine_run=${LUMEN_DOCKER_RUN:-/run/lumen-ci-docker}
DOCKER_HOST=unix://$engine_run/docker.sock docker info >/dev/null 2>&1 && engine_was_up=true
if ! DOCKER_HOST=$(deploy/test/dockerd.sh); then
  [ -n "${CI:-}" ] && exit 1
  echo "!!! COMPOSE SMOKE SKIPPED: no Docker engine (under CI this fails)" >&2
  exit 0
fi
export DOCKER_HOST DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=1
# Compose v2 when the engine's CLI has it, else Debian's docker-compose (v1).
if docker compose version >/dev/null 2>&1; then compose_bin=(docker compose); else compose_bin=(docker-compose); fi

step "images"
deploy/test/compose-images.sh

tmp=$(mktemp -d)
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
secret() { od -An -N18 -tx1 /dev/urandom | tr -d ' \n'; }
http_port=$(free_port)
https_port=$(free_port)
export ORIGIN=http://localhost:$http_port ADMIN_EMAIL=smoke@example.com ADMIN_PASSWORD=$(secret)
# The example, with the one-line password generation, then this run's origin, ports and admin.
sed -e "s/^POSTGRES_PASSWORD=.*/POSTGRES_PASSWORD=$(secret)/" \
  -e "s/^CLICKHOUSE_PASSWORD=.*/CLICKHOUSE_PASSWORD=$(secret)/" \
  -e "s#^PUBLIC_ORIGIN=.*#PUBLIC_ORIGIN=$ORIGIN#" -e "s/^HTTP_PORT=.*/HTTP_PORT=$http_port/" \
  -e "s/^HTTPS_PORT=.*/HTTPS_PORT=$https_port/" -e "s/^ADMIN_EMAIL=.*/ADMIN_EMAIL=$ADMIN_EMAIL/" \
  -e "s/^ADMIN_PASSWORD=.*/ADMIN_PASSWORD=$ADMIN_PASSWORD/" deploy/compose.env.example >"$tmp/smoke.env"
# A container cannot raise its open-file limit above the engine's own hard limit.
nofile=$(ulimit -Hn)
if [ "$nofile" != unlimited ] && [ "$nofile" -lt 262144 ]; then echo "CLICKHOUSE_NOFILE=$nofile" >>"$tmp/smoke.env"; fi
export LUMEN_ENV_FILE=$tmp/smoke.env COMPOSE_PROJECT_NAME=lumen-smoke
compose() { "${compose_bin[@]}" --env-file "$LUMEN_ENV_FILE" "$@"; }
# Compose's own progress lines go to a log, shown when the command fails.
quietly() { "$@" >>"$tmp/compose.log" 2>&1 || { tail -40 "$tmp/compose.log" >&2; return 1; }; }
cleanup() {
  local code=$?
  if [ "$code" != 0 ]; then
    echo "!!! COMPOSE SMOKE FAILED; the stack's last log lines:" >&2
    compose ps >&2 || true
    compose logs --tail=15 >&2 || true
  fi
  [ -n "${KEEP:-}" ] || compose down -v --remove-orphans >/dev/null 2>&1 || true
  rm -rf "$tmp"
  if ! $engine_was_up && [ -z "${LUMEN_KEEP_DOCKERD:-}" ]; then
    kill "$(cat "$engine_run/dockerd.pid")" 2>/dev/null || true
  fi
  exit "$code"
}
trap cleanup EXIT
compose down -v --remove-orphans >/dev/null 2>&1 || true

# Every container of the stack (or of the services named) running and healthy (each service has
# a health check), bounded.
wait_healthy() {
  local deadline=$(($(date +%s) + 240)) states
  while :; do
    states=$(compose ps -q "$@" | xargs -r docker inspect --format '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}no-check{{end}}')
    if [ -n "$states" ] && ! grep -qv ' running healthy$' <<<"$states"; then
      echo "$(wc -l <<<"$states") containers healthy"
      return 0
    fi
    if [ "$(date +%s)" -gt "$deadline" ]; then
      echo "not healthy after 240 s:" >&2
      echo "$states" >&2
      return 1
    fi
    sleep 2
  done
}
# Through tsx: it reads the tests' browser user agent from the contract (a person's views).
traffic() { node --import tsx deploy/test/traffic.mjs "$@"; }
clickhouse_query() {
  compose exec -T clickhouse sh -c 'clickhouse-client --user "$CLICKHOUSE_USER" --password "$CLICKHOUSE_PASSWORD" -q "$0"' "$1"
}
psql_query() { compose exec -T postgres psql -U lumen -d lumen -tAc "$1"; }
# Distinct events of the smoke video in ClickHouse's raw table, beside the analytics API's figure.
events_in_clickhouse() {
  local video_id
  video_id=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$tmp/state.json')).videoId)")
  clickhouse_query "SELECT uniqExact(event_id) FROM events WHERE video_id = $video_id"
}
expect_clickhouse() { # expected
  local n
  n=$(events_in_clickhouse)
  [ "$n" = "$1" ] || { echo "ClickHouse holds $n distinct events, expected $1" >&2; return 1; }
  echo "ClickHouse: $n distinct events"
}

step "docker compose up -d --build"
build_started=$(date +%s)
quietly compose up -d --build
echo "build and start: $(($(date +%s) - build_started)) s"
wait_healthy

step "login through Caddy, a video, its thumbnail; 5,000 events"
traffic setup "$tmp/state.json"
traffic send "$tmp/state.json" 5000 >"$tmp/send.log"
cat "$tmp/send.log"
sent1=$(sed -n 's/^sent //p' "$tmp/send.log")
traffic count "$tmp/state.json" "$sent1"
expect_clickhouse "$sent1"

step "--scale api=3 --scale workers=2; SIGKILL an api and a worker, restart Redis, under load"
quietly compose up -d --scale api=3 --scale workers=2
wait_healthy
traffic load "$tmp/state.json" "$tmp/stop" >"$tmp/load.log" 2>&1 &
load_pid=$!
sent_so_far() {
  local n
  n=$(cat "$tmp/stop.sent" 2>/dev/null || true)
  echo "${n:-0}"
}
wait_sent() { # at least this many, bounded
  local deadline=$(($(date +%s) + 120))
  until [ "$(sent_so_far)" -ge "$1" ]; do
    kill -0 "$load_pid" 2>/dev/null || { cat "$tmp/load.log" >&2; return 1; }
    [ "$(date +%s)" -le "$deadline" ] || { echo "the load stalled at $(sent_so_far)" >&2; return 1; }
    sleep 0.5
  done
}
wait_sent 1000
docker kill "$(compose ps -q api | head -1)" >/dev/null
docker kill "$(compose ps -q workers | head -1)" >/dev/null
echo "killed one api and one worker container at $(sent_so_far) events"
quietly compose restart redis
echo "redis restarted at $(sent_so_far) events"
# The killed replicas come back (restart policy, else compose), and the load goes on meanwhile.
quietly compose up -d --scale api=3 --scale workers=2
wait_healthy
wait_sent $(($(sent_so_far) + 1000))
touch "$tmp/stop"
wait "$load_pid" || { cat "$tmp/load.log" >&2; exit 1; }
cat "$tmp/load.log"
sent2=$(sed -n 's/^sent //p' "$tmp/load.log")
total=$((sent1 + sent2))
traffic count "$tmp/state.json" "$total"
expect_clickhouse "$total"

step "backups: pg_dump and a ClickHouse BACKUP, both stores wiped, restored"
videos_before=$(psql_query 'SELECT count(*) FROM videos')
compose exec -T postgres pg_dump -U lumen --format=custom lumen >"$tmp/lumen.dump"
backup=smoke-$(date +%s)
compose exec -T workers npm run -s events:backup -- "$backup"
echo "postgres dump: $(du -h "$tmp/lumen.dump" | cut -f1), $videos_before videos; clickhouse backup $backup"
quietly compose stop api workers proxy
quietly compose rm -fsv postgres clickhouse
docker volume rm "${COMPOSE_PROJECT_NAME}_pg" "${COMPOSE_PROJECT_NAME}_clickhouse" >/dev/null
quietly compose up -d postgres clickhouse
wait_healthy postgres clickhouse
[ "$(psql_query "SELECT to_regclass('videos') IS NULL")" = t ] || { echo "postgres was not wiped" >&2; exit 1; }
[ "$(clickhouse_query "EXISTS TABLE events")" = 0 ] || { echo "clickhouse was not wiped" >&2; exit 1; }
echo "both stores wiped: no videos table, no events table"
compose exec -T postgres pg_restore -U lumen -d lumen --clean --if-exists --no-owner --single-transaction <"$tmp/lumen.dump"
compose run --rm --no-deps -T workers npm run -s events:restore -- "$backup" 2>>"$tmp/compose.log"
quietly compose up -d --scale api=3 --scale workers=2
wait_healthy
videos_after=$(psql_query 'SELECT count(*) FROM videos')
[ "$videos_after" = "$videos_before" ] || { echo "videos: $videos_after after the restore, $videos_before before" >&2; exit 1; }
echo "postgres restored: $videos_after videos"
traffic check "$tmp/state.json"
traffic count "$tmp/state.json" "$total"
expect_clickhouse "$total"

step "docker compose down, up: content, uploads, events still there"
quietly compose down
quietly compose up -d --scale api=3 --scale workers=2
wait_healthy
traffic check "$tmp/state.json"
traffic count "$tmp/state.json" "$total"
expect_clickhouse "$total"

step "image sizes"
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' \
  | grep -E '^(lumen:latest|node:22-bookworm-slim|postgres:16.10|redis:7.4|caddy:2.10-alpine|clickhouse/clickhouse-server:25.8) '
step "compose smoke passed: $total events counted exactly, in $(($(date +%s) - started)) s"
