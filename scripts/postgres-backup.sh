#!/bin/sh
# Postgres dump and restore for the distributed shape (docs/operations.md "Backups and moving house"):
#   npm run db:dump    -- <file.dump>   pg_dump's custom format (compressed, restorable in parts)
#   npm run db:restore -- <file.dump>   into the (empty or same-schema) database of DATABASE_URL
# Both read DATABASE_URL, as the api does. Needs pg_dump/pg_restore of the server's major version
# or newer on PATH.
set -eu
usage="usage: $0 dump|restore <file.dump>   (DATABASE_URL names the database)"
[ $# -eq 2 ] || { echo "$usage" >&2; exit 2; }
[ -n "${DATABASE_URL:-}" ] || { echo "DATABASE_URL is not set" >&2; exit 2; }
case "$1" in
  dump) pg_dump --format=custom --no-owner --no-privileges --file="$2" "$DATABASE_URL" ;;
  # --clean --if-exists replaces what the target holds; --single-transaction: all or nothing.
  restore) pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction \
    --dbname="$DATABASE_URL" "$2" ;;
  *) echo "$usage" >&2; exit 2 ;;
esac
