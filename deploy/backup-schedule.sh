#!/usr/bin/env bash
# The compose.yaml `backup` service: runs backup.sh once a day at BACKUP_HOUR_UTC (default 05:00 UTC, 02:00
# in Brasília, when clinics are closed), forever. A failed dump is logged and tried again an hour later; the
# previous dumps stay.
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
hour="${BACKUP_HOUR_UTC:-5}"
if ! [[ "$hour" =~ ^([01]?[0-9]|2[0-3])$ ]]; then
  echo "BACKUP_HOUR_UTC must be 0–23 (got '$hour')" >&2
  exit 2
fi

seconds_until_next_run() {
  local now target
  now=$(date -u +%s)
  target=$(date -u -d "today ${hour}:00" +%s)
  if ((target <= now)); then target=$(date -u -d "tomorrow ${hour}:00" +%s); fi
  echo $((target - now))
}

while true; do
  wait_s=$(seconds_until_next_run)
  echo "next backup in ${wait_s}s (at ${hour}:00 UTC)"
  sleep "$wait_s"
  until dump=$(bash "$here/backup.sh"); do
    echo "backup failed; trying again in an hour" >&2
    sleep 3600
  done
  echo "backup written: $dump"
done
