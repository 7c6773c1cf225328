#!/usr/bin/env bash
# Restores a VetVoz dump made by backup.sh into a database.
#
#   DATABASE_URL=postgres://…/vetvoz_restored deploy/restore.sh backups/vetvoz-20270101T030000Z.dump
#
# The target should be an empty database (create it first: `createdb -O <app role> vetvoz_restored`);
# with RESTORE_CLEAN=1 the objects of the dump are dropped and recreated in an existing one (stop every app
# instance first). The restore runs in one transaction: it either completes or leaves the target untouched.
# The app role must be allowed to create the pg_trgm extension (the database owner is; docs/operations.md).
# Environment:
#   DATABASE_URL   the target database (required)
#   RESTORE_CLEAN  1 → drop the dump's objects before recreating them (default 0)
#   PG_RESTORE     the pg_restore to run (default pg_restore)
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL is required (the target database)}"
dump="${1:?usage: restore.sh <file.dump>}"
PG_RESTORE="${PG_RESTORE:-pg_restore}"

if [[ ! -r "$dump" ]]; then
  echo "cannot read $dump" >&2
  exit 2
fi

args=(--no-owner --no-privileges --single-transaction --exit-on-error --dbname="$DATABASE_URL")
if [[ "${RESTORE_CLEAN:-0}" == "1" ]]; then
  args+=(--clean --if-exists)
fi

"$PG_RESTORE" "${args[@]}" "$dump"
echo "restored $dump"
