#!/usr/bin/env bash
# Set-up command 1: installs what is missing, builds Release and opens Battlemat on the sample campaign.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
  echo "No display found: run it as  xvfb-run -a -s '-screen 0 1920x1080x24' scripts/run-app.sh  (or set DISPLAY)."
  exit 1
fi
exec "$root/build/app/battlemat" "$@"
