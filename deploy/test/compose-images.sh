#!/usr/bin/env bash
# Builds every image the compose smoke test runs, on the test's own engine: the stand-ins for the
# registry's images (standins/build.sh) and the stack's own image, from the documented env example.
# compose-smoke.sh runs it first; CI runs it ahead, beside the tests, as most of a cold build waits
# on downloads. An engine this script starts is stopped at its end; the images stay in its data root.
#   deploy/test/compose-images.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"

engine_run=${LUMEN_DOCKER_RUN:-/run/lumen-ci-docker}
engine_was_up=false
DOCKER_HOST=unix://$engine_run/docker.sock docker info >/dev/null 2>&1 && engine_was_up=true
DOCKER_HOST=$(deploy/test/dockerd.sh)
export DOCKER_HOST DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=1
# Stopped and gone before this script ends, so that the smoke test after it starts an engine of its own.
stop_engine() {
  local pid
  if $engine_was_up || [ -n "${LUMEN_KEEP_DOCKERD:-}" ]; then return 0; fi
  pid=$(cat "$engine_run/dockerd.pid" 2>/dev/null) && kill "$pid" 2>/dev/null || return 0
  for _ in $(seq 1 120); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.5; done
}
trap stop_engine EXIT

deploy/test/standins/build.sh
# Compose v2 when the engine's CLI has it, else Debian's docker-compose (v1).
if docker compose version >/dev/null 2>&1; then compose_bin=(docker compose); else compose_bin=(docker-compose); fi
started=$(date +%s)
log=$(mktemp)
LUMEN_ENV_FILE=deploy/compose.env.example COMPOSE_PROJECT_NAME=lumen-smoke \
  "${compose_bin[@]}" --env-file deploy/compose.env.example build >"$log" 2>&1 \
  || { tail -40 "$log" >&2; rm -f "$log"; exit 1; }
rm -f "$log"
echo "stack image: built in $(($(date +%s) - started)) s"
