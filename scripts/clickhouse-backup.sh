#!/bin/sh
# ClickHouse server backup and restore of the event store (docs/operations.md "Backups and moving house"):
#   npm run events:backup  -- <name>   BACKUP DATABASE <db> TO Disk('backups', '<name>')
#   npm run events:restore -- <name>   RESTORE DATABASE <db> FROM Disk('backups', '<name>')
# <db> is the database CLICKHOUSE_URL names (its path), else "default". The server must declare
# a disk named "backups" and allow it for backups (<backups><allowed_disk>backups</allowed_disk>;
# deploy/clickhouse/lumen.xml does). A restore wants the event tables absent: restore into a new
# server, or before the api first starts on it. In the compose stack (docs/compose.md):
#   docker compose exec workers npm run -s events:backup -- <name>
# Not for chDB: stop the process and copy DATA_DIR/clickhouse instead.
set -eu
usage="usage: $0 backup|restore <name>   (CLICKHOUSE_URL names the server)"
[ $# -eq 2 ] || { echo "$usage" >&2; exit 2; }
[ -n "${CLICKHOUSE_URL:-}" ] || { echo "CLICKHOUSE_URL is not set (chDB: copy DATA_DIR/clickhouse while stopped)" >&2; exit 2; }
case "$2" in *"'"* | *'\'*) echo "the backup name may not hold quotes or backslashes" >&2; exit 2 ;; esac
database=$(printf %s "$CLICKHOUSE_URL" | sed -n 's#^[a-z]*://[^/]*/\([A-Za-z0-9_]\{1,\}\).*#\1#p')
database=${database:-default}
case "$1" in
  backup) statement="BACKUP DATABASE \`$database\` TO Disk('backups', '$2')" ;;
  restore) statement="RESTORE DATABASE \`$database\` FROM Disk('backups', '$2')" ;;
  *) echo "$usage" >&2; exit 2 ;;
esac
# Node's fetch rather than curl: Node is wherever the app runs (its image has no curl); the
# URL's user and password become the Authorization header, which fetch wants them in.
node -e '
const url = new URL(process.env.CLICKHOUSE_URL);
const auth = Buffer.from(decodeURIComponent(url.username) + ":" + decodeURIComponent(url.password));
fetch(url.origin + "/", {
  method: "POST",
  headers: url.username ? { authorization: "Basic " + auth.toString("base64") } : {},
  body: process.argv[1],
}).then(async (response) => {
  process[response.ok ? "stdout" : "stderr"].write(await response.text());
  process.exit(response.ok ? 0 : 1);
}, (error) => { console.error(error.message); process.exit(1); });
' "$statement"
