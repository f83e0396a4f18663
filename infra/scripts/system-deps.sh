#!/usr/bin/env bash
# Installs the Debian packages a command needs when they are missing: `system-deps.sh nats-server haproxy chromium`.
# `prometheus` brings promtool, which checks the scrape config and alert rules of infra/prometheus.
# Works as root and as a user with sudo; Debian puts nats-server in /usr/sbin, off a normal user's PATH.
set -euo pipefail
has() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || [ -x "/usr/local/sbin/$1" ]; }
missing=()
for package in "$@"; do
  case "$package" in
    nats-server) [ -n "${NATS_SERVER_BIN:-}" ] || has nats-server || missing+=(nats-server) ;;
    haproxy) [ -n "${HAPROXY_BIN:-}" ] || has haproxy || missing+=(haproxy) ;;
    chromium) [ -n "${CHROMIUM_PATH:-}" ] || has chromium || missing+=(chromium) ;;
    prometheus) has promtool || missing+=(prometheus) ;;
    # The backup test runs the server of the PostgreSQL whose pg_dump the machine has; backups need the client only.
    postgresql) compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql) ;;
    postgresql-client) [ -n "${PG_BIN_DIR:-}" ] || has pg_dump || missing+=(postgresql-client) ;;
    *) echo "unknown system package: $package" >&2; exit 2 ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} from Debian's packages"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Installing ${missing[*]} needs root or sudo" >&2; exit 1; }
  sudo_cmd="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
