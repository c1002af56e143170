#!/usr/bin/env bash
# Prints the path of a Chromium for the end-to-end tests, installing one when none is found:
# Debian's package when we are root with apt-get, otherwise Playwright's own download.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  echo /usr/bin/chromium
  exit 0
fi

echo "Installing Playwright's Chromium for the browser tests..." >&2
npx playwright install chromium >&2
# An empty answer tells Playwright to use the browser it just installed.
echo ""
