#!/bin/sh
# ClickHouse server backup and restore of the event store (docs/operations.md "Backups and moving house"):
#   npm run events:backup  -- <name>   BACKUP DATABASE <db> TO Disk('backups', '<name>')
#   npm run events:restore -- <name>   RESTORE DATABASE <db> FROM Disk('backups', '<name>')
# <db> is the database CLICKHOUSE_URL names (its path), else "default". The server must declare
# a disk named "backups" and allow it for backups (<backups><allowed_disk>backups</allowed_disk>).
# Not for chDB: stop the process and copy DATA_DIR/clickhouse instead.
set -eu
usage="usage: $0 backup|restore <name>   (CLICKHOUSE_URL names the server)"
[ $# -eq 2 ] || { echo "$usage" >&2; exit 2; }
[ -n "${CLICKHOUSE_URL:-}" ] || { echo "CLICKHOUSE_URL is not set (chDB: copy DATA_DIR/clickhouse while stopped)" >&2; exit 2; }
case "$2" in *"'"* | *'\'*) echo "the backup name may not hold quotes or backslashes" >&2; exit 2 ;; esac
origin=$(printf %s "$CLICKHOUSE_URL" | sed 's#^\([a-z]*://[^/]*\).*#\1#')
database=$(printf %s "$CLICKHOUSE_URL" | sed -n 's#^[a-z]*://[^/]*/\([A-Za-z0-9_]\{1,\}\).*#\1#p')
database=${database:-default}
case "$1" in
  backup) statement="BACKUP DATABASE \`$database\` TO Disk('backups', '$2')" ;;
  restore) statement="RESTORE DATABASE \`$database\` FROM Disk('backups', '$2')" ;;
  *) echo "$usage" >&2; exit 2 ;;
esac
curl --silent --show-error --fail-with-body --data-binary "$statement" "$origin/"
