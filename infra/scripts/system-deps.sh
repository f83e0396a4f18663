#!/usr/bin/env bash
# Installs the Debian packages a command needs when they are missing: `system-deps.sh nats-server chromium`.
set -euo pipefail
missing=()
for package in "$@"; do
  case "$package" in
    nats-server) command -v nats-server >/dev/null 2>&1 || missing+=(nats-server) ;;
    chromium) command -v chromium >/dev/null 2>&1 || missing+=(chromium) ;;
    *) echo "unknown system package: $package" >&2; exit 2 ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} from Debian's packages"
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
