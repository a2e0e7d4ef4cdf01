#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; install it when the machine lacks it (we are root here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium not found: installing Debian's chromium package" >&2
export DEBIAN_FRONTEND=noninteractive
SUDO=""
[ "$(id -u)" = "0" ] || SUDO="sudo"
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
/usr/bin/chromium --version >&2
