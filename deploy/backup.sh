#!/usr/bin/env bash
# VetVoz database backup: one pg_dump in the custom format (-Fc: compressed, restorable table by table),
# timestamped, written atomically, then the oldest beyond BACKUP_KEEP are removed.
#
#   DATABASE_URL=postgres://… BACKUP_DIR=/backups BACKUP_KEEP=14 deploy/backup.sh
#
# Environment:
#   DATABASE_URL  the database to dump (required; the app's own URL works)
#   BACKUP_DIR    where the dumps go (default ./backups)
#   BACKUP_KEEP   how many dumps to keep, newest first (default 14)
#   PG_DUMP       the pg_dump to run (default pg_dump; its major version must be ≥ the server's)
# Prints the path of the new dump on stdout. The dumps hold clinical records: keep BACKUP_DIR private
# (this script creates it 0700 and the files 0600) and encrypted at rest wherever it is copied.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL is required}"
BACKUP_DIR="${BACKUP_DIR:-./backups}"
BACKUP_KEEP="${BACKUP_KEEP:-14}"
PG_DUMP="${PG_DUMP:-pg_dump}"

if ! [[ "$BACKUP_KEEP" =~ ^[1-9][0-9]*$ ]]; then
  echo "BACKUP_KEEP must be a positive integer (got '$BACKUP_KEEP')" >&2
  exit 2
fi

umask 077
mkdir -p "$BACKUP_DIR"

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
final="$BACKUP_DIR/vetvoz-$stamp.dump"
partial="$final.partial"
trap 'rm -f "$partial"' EXIT

# --no-owner/--no-privileges: the dump restores into a database owned by any role (a managed service's).
"$PG_DUMP" --format=custom --compress=6 --no-owner --no-privileges --file="$partial" --dbname="$DATABASE_URL"
# A dump that pg_restore cannot list is not a backup: check it before it replaces an older one.
pg_restore --list "$partial" >/dev/null
mv "$partial" "$final"
trap - EXIT

# Rotation: names sort by time (UTC stamp), so the oldest are first.
mapfile -t dumps < <(find "$BACKUP_DIR" -maxdepth 1 -type f -name 'vetvoz-*.dump' | sort)
excess=$((${#dumps[@]} - BACKUP_KEEP))
for ((i = 0; i < excess; i++)); do
  rm -f -- "${dumps[$i]}"
done

echo "$final"
