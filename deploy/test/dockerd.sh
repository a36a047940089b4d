#!/usr/bin/env bash
# Starts a Docker engine of its own for the compose smoke test (its own socket, data root and
# pid file, so it never meets another engine on the machine) unless it already answers.
# Prints the DOCKER_HOST to use. The data root persists so the stand-in images stay cached.
set -euo pipefail
root=${LUMEN_DOCKER_ROOT:-/var/lib/lumen-ci-docker}
run=${LUMEN_DOCKER_RUN:-/run/lumen-ci-docker}
host="unix://$run/docker.sock"
mkdir -p "$root" "$run"
if ! DOCKER_HOST=$host docker info >/dev/null 2>&1; then
  command -v dockerd >/dev/null || { echo "!!! COMPOSE SMOKE: dockerd is not installed (apt-get install docker.io)" >&2; exit 1; }
  nohup dockerd --data-root "$root" --exec-root "$run/exec" --pidfile "$run/dockerd.pid" \
    --host "$host" >"$run/dockerd.log" 2>&1 &
  for _ in $(seq 1 60); do
    DOCKER_HOST=$host docker info >/dev/null 2>&1 && break
    kill -0 $! 2>/dev/null || break
    sleep 0.5
  done
  if ! DOCKER_HOST=$host docker info >/dev/null 2>&1; then
    echo "!!! COMPOSE SMOKE: dockerd could not start (log: $run/dockerd.log):" >&2
    tail -5 "$run/dockerd.log" >&2
    exit 1
  fi
fi
echo "$host"
