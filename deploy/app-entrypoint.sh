#!/bin/sh
# The api's and the workers' entrypoint in the image: COOKIE_SECURE follows PUBLIC_ORIGIN when it is
# not set (an https:// site sends its session cookie only over HTTPS), then the command runs.
set -eu
if [ -z "${COOKIE_SECURE:-}" ]; then
  case "${PUBLIC_ORIGIN:-}" in
    https://*) COOKIE_SECURE=true ;;
    *) COOKIE_SECURE=false ;;
  esac
  export COOKIE_SECURE
fi
exec "$@"
