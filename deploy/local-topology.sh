#!/usr/bin/env bash
# The scale-out topology of docs/deploy.md on one machine, from Debian's packages: a PostgreSQL,
# a Redis, three servers of the site and nginx in front (TLS with a self-signed certificate).
# The servers run exactly as deploy/systemd/lender@.service runs them, with the environment
# deploy/lender.env.example describes, and nginx with deploy/nginx/lender.conf.template; only
# the ports, paths and secrets are this machine's. Nothing is installed outside STATE_DIR.
#
#   deploy/local-topology.sh up STATE_DIR      start everything (builds nothing: pnpm build first)
#   deploy/local-topology.sh down STATE_DIR    stop everything (STATE_DIR is kept)
#
# Ports, from the environment: LENDER_HTTPS_PORT (8443), LENDER_HTTP_PORT (8080),
# LENDER_SERVER_PORTS ("3001 3002 3003"), LENDER_PG_PORT (5433), LENDER_REDIS_PORT (6380).
# LENDER_ENV_EXTRA names a file of more VARIABLE=value lines for every server (the README's
# Configuration table). Needs: apt-get install nginx postgresql redis-server openssl gettext-base
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
command="${1:-}"
state="${2:-}"
[ -n "$command" ] && [ -n "$state" ] || { sed -n '2,14p' "$0" >&2; exit 2; }
mkdir -p "$state"
state="$(cd "$state" && pwd)"

https_port="${LENDER_HTTPS_PORT:-8443}"
http_port="${LENDER_HTTP_PORT:-8080}"
read -r -a server_ports <<<"${LENDER_SERVER_PORTS:-3001 3002 3003}"
pg_port="${LENDER_PG_PORT:-5433}"
redis_port="${LENDER_REDIS_PORT:-6380}"

say() { echo "topology: $*" >&2; }
fail() { say "$*"; exit 1; }

pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  dir="$(dirname "$(command -v initdb 2>/dev/null || echo /none/initdb)")"
  [ -x "$dir/initdb" ] && echo "$dir"
}

# PostgreSQL refuses to run as root: as root its tools run as the postgres user.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Waits until a URL answers 200 (curl; -k for the self-signed certificate) or fails with a log.
wait_for() {
  local url="$1" log="$2" seconds="${3:-300}" pid="${4:-}"
  local deadline=$((SECONDS + seconds))
  until [ "$(curl -k -s -o /dev/null -w '%{http_code}' --max-time 2 "$url")" = 200 ]; do
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
      tail -n 40 "$log" >&2 || true
      fail "the process for $url exited"
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      tail -n 40 "$log" >&2 || true
      fail "$url did not answer 200 within ${seconds}s"
    fi
    sleep 0.2
  done
}

up() {
  local missing=()
  for tool in nginx redis-server openssl envsubst curl node; do
    command -v "$tool" >/dev/null || missing+=("$tool")
  done
  local pgbin
  pgbin="$(pg_bin || true)"
  [ -n "$pgbin" ] || missing+=(initdb)
  [ "${#missing[@]}" = 0 ] ||
    fail "missing ${missing[*]}: apt-get install nginx postgresql redis-server openssl gettext-base curl"
  [ -f "$repo/apps/bff/dist/server.js" ] && [ -d "$repo/apps/site/build" ] ||
    fail "the site is not built: pnpm install --frozen-lockfile && pnpm build"
  chmod 0755 "$state"
  local file
  for file in "$state"/server-*.pid "$state/redis.pid" "$state/nginx/nginx.pid"; do
    if [ -f "$file" ] && kill -0 "$(cat "$file")" 2>/dev/null; then
      fail "already up in $state (deploy/local-topology.sh down $state first)"
    fi
  done

  # PostgreSQL: its own cluster, trusted on the loopback only (a real one has passwords:
  # deploy/lender.env.example), with synchronous_commit on, its default.
  local pgdata="$state/postgresql"
  if [ ! -f "$pgdata/PG_VERSION" ]; then
    mkdir -p "$pgdata"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$pgdata"
    as_postgres "$pgbin/initdb" -D "$pgdata" -U lender -A trust -E UTF8 >"$state/initdb.log" 2>&1 ||
      { cat "$state/initdb.log" >&2; fail "initdb failed"; }
  fi
  as_postgres "$pgbin/pg_ctl" start -w -t 120 -D "$pgdata" -l "$pgdata/postgresql.log" \
    -o "-p $pg_port -k $pgdata -c listen_addresses=127.0.0.1 -c max_connections=100" >/dev/null
  if ! as_postgres "$pgbin/psql" -h 127.0.0.1 -p "$pg_port" -U lender -d postgres -tAc \
    "select 1 from pg_database where datname = 'lender'" | grep -q 1; then
    as_postgres "$pgbin/createdb" -h 127.0.0.1 -p "$pg_port" -U lender lender
  fi
  say "PostgreSQL on 127.0.0.1:$pg_port"

  # Redis: counters only (nothing to keep across a restart); volatile-ttl evicts the keys
  # closest to expiring first if it is ever full, and every key has a TTL.
  redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no \
    --maxmemory 64mb --maxmemory-policy volatile-ttl --daemonize yes \
    --pidfile "$state/redis.pid" --logfile "$state/redis.log" --dir "$state"
  local tries=0
  until redis-cli -p "$redis_port" ping 2>/dev/null | grep -q PONG; do
    tries=$((tries + 1)); [ "$tries" -lt 100 ] || fail "Redis did not start: $(tail -5 "$state/redis.log")"
    sleep 0.1
  done
  say "Redis on 127.0.0.1:$redis_port"

  # The servers' environment, in systemd's EnvironmentFile format.
  local env_file="$state/lender.env"
  if [ ! -f "$env_file" ]; then
    {
      echo "SITE_URL=https://localhost:$https_port"
      echo "TRUST_PROXY=loopback"
      echo "DATABASE_URL=postgres://lender@127.0.0.1:$pg_port/lender"
      echo "REDIS_URL=redis://127.0.0.1:$redis_port"
      echo "ADMIN_TOKEN=$(openssl rand -hex 32)"
      echo "LOG_LEVEL=info"
      echo "SHUTDOWN_TIMEOUT_MS=10000"
      if [ -n "${LENDER_ENV_EXTRA:-}" ]; then cat "$LENDER_ENV_EXTRA"; fi
    } >"$env_file"
    chmod 0600 "$env_file"
  fi

  # The servers, as lender@.service starts them. One starts first and prepares the database
  # (migrations, the place data); the others then find it ready.
  local port first=1
  for port in "${server_ports[@]}"; do
    (
      set -a
      # shellcheck disable=SC1090
      . "$env_file"
      set +a
      cd "$repo"
      PORT="$port" HOST=127.0.0.1 exec node --max-semi-space-size=16 \
        --max-old-space-size=512 apps/bff/dist/server.js
    ) >"$state/server-$port.log" 2>&1 &
    echo $! >"$state/server-$port.pid"
    if [ "$first" = 1 ]; then
      wait_for "http://127.0.0.1:$port/readyz" "$state/server-$port.log" 600 "$!"
      first=0
    fi
  done
  for port in "${server_ports[@]}"; do
    wait_for "http://127.0.0.1:$port/readyz" "$state/server-$port.log" 300 "$(cat "$state/server-$port.pid")"
  done
  say "servers ready on ${server_ports[*]}"

  # TLS: a self-signed certificate for localhost (a real one comes from your CA or ACME).
  mkdir -p "$state/tls"
  if [ ! -f "$state/tls/cert.pem" ]; then
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 \
      -subj "/CN=localhost" -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
      -keyout "$state/tls/key.pem" -out "$state/tls/cert.pem" 2>/dev/null
  fi

  # nginx with the shipped template, in a prefix of its own.
  local ngx="$state/nginx"
  mkdir -p "$ngx/conf.d" "$ngx/cache" "$ngx/temp" "$ngx/logs"
  local upstream_ports=()
  for port in "${server_ports[@]}"; do upstream_ports+=("$port"); done
  LENDER_SERVER_NAME=localhost \
    LENDER_HTTPS_LISTEN="127.0.0.1:$https_port" \
    LENDER_HTTP_LISTEN="127.0.0.1:$http_port" \
    LENDER_TLS_CERT="$state/tls/cert.pem" \
    LENDER_TLS_KEY="$state/tls/key.pem" \
    LENDER_UPSTREAMS="$("$repo/deploy/upstreams.sh" "${upstream_ports[@]}")" \
    LENDER_CACHE_DIR="$ngx/cache" \
    LENDER_ACCESS_LOG="$ngx/logs/access.log" \
    "$repo/deploy/render-nginx.sh" >"$ngx/conf.d/lender.conf"
  local user_line=""
  if [ "$(id -u)" = 0 ]; then
    user_line="user www-data;"
    chown -R www-data "$ngx/cache" "$ngx/temp"
  fi
  cat >"$ngx/nginx.conf" <<CONF
$user_line
worker_processes auto;
pid $ngx/nginx.pid;
error_log $ngx/logs/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    client_body_temp_path $ngx/temp/body;
    proxy_temp_path $ngx/temp/proxy;
    fastcgi_temp_path $ngx/temp/fastcgi;
    uwsgi_temp_path $ngx/temp/uwsgi;
    scgi_temp_path $ngx/temp/scgi;
    include $ngx/conf.d/lender.conf;
}
CONF
  nginx -t -q -p "$ngx" -c "$ngx/nginx.conf" || fail "nginx refused its configuration"
  nginx -p "$ngx" -c "$ngx/nginx.conf"
  wait_for "https://127.0.0.1:$https_port/readyz" "$ngx/logs/error.log" 30
  say "nginx on https://localhost:$https_port (and http://localhost:$http_port)"
  say "up; stop with: deploy/local-topology.sh down $state"
}

# Stops one process by its pid file: SIGTERM, then SIGKILL after the servers' own stop timeout.
stop_pid() {
  local file="$1" pid
  [ -f "$file" ] || return 0
  pid="$(cat "$file")"
  if kill -TERM "$pid" 2>/dev/null; then
    for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$file"
}

down() {
  if [ -f "$state/nginx/nginx.pid" ]; then
    nginx -p "$state/nginx" -c "$state/nginx/nginx.conf" -s quit 2>/dev/null || true
    for _ in $(seq 1 50); do [ -f "$state/nginx/nginx.pid" ] || break; sleep 0.1; done
  fi
  local file
  for file in "$state"/server-*.pid; do [ -e "$file" ] && stop_pid "$file"; done
  stop_pid "$state/redis.pid"
  local pgbin
  pgbin="$(pg_bin || true)"
  if [ -n "$pgbin" ] && [ -f "$state/postgresql/postmaster.pid" ]; then
    as_postgres "$pgbin/pg_ctl" stop -w -t 60 -D "$state/postgresql" -m fast >/dev/null || true
  fi
  say "down"
}

case "$command" in
  up) up ;;
  down) down ;;
  *) sed -n '2,14p' "$0" >&2; exit 2 ;;
esac
