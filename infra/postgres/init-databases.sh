#!/usr/bin/env bash
# One database and one role per service: a service can reach only its own data.
set -euo pipefail
for pair in "auth:${AUTH_DB_PASSWORD}" "wallet:${WALLET_DB_PASSWORD}" "game_engine:${GAME_DB_PASSWORD}" \
  "leaderboard:${LEADERBOARD_DB_PASSWORD}" "admin:${ADMIN_DB_PASSWORD}" \
  "chat:${CHAT_DB_PASSWORD}"; do
  name="${pair%%:*}"
  password="${pair#*:}"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" <<SQL
CREATE ROLE ${name} LOGIN PASSWORD '${password}';
CREATE DATABASE ${name} OWNER ${name};
REVOKE ALL ON DATABASE ${name} FROM PUBLIC;
SQL
done
