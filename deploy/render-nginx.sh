#!/usr/bin/env bash
# Renders deploy/nginx/lender.conf.template to stdout from the LENDER_* variables it names.
# Only those are replaced: nginx's own $variables (such as $host) pass through untouched.
#
#   LENDER_SERVER_NAME=www.lender.example LENDER_HTTPS_LISTEN=443 LENDER_HTTP_LISTEN=80 \
#   LENDER_TLS_CERT=/etc/ssl/lender/fullchain.pem LENDER_TLS_KEY=/etc/ssl/lender/privkey.pem \
#   LENDER_UPSTREAMS="$(deploy/upstreams.sh 3001 3002 3003)" \
#   LENDER_CACHE_DIR=/var/cache/nginx/lender LENDER_ACCESS_LOG=/var/log/nginx/lender.access.log \
#   deploy/render-nginx.sh > /etc/nginx/conf.d/lender.conf
set -euo pipefail
template="$(dirname "$0")/nginx/lender.conf.template"
names=(LENDER_SERVER_NAME LENDER_HTTPS_LISTEN LENDER_HTTP_LISTEN LENDER_TLS_CERT LENDER_TLS_KEY
  LENDER_UPSTREAMS LENDER_CACHE_DIR LENDER_ACCESS_LOG)
shell_format=""
for name in "${names[@]}"; do
  if [ -z "${!name:-}" ]; then
    echo "render-nginx: $name is not set (deploy/nginx/lender.conf.template says what it is)" >&2
    exit 1
  fi
  shell_format+="\${$name} "
done
command -v envsubst >/dev/null || { echo "render-nginx: envsubst is missing (Debian: apt-get install gettext-base)" >&2; exit 1; }
export "${names[@]}"
envsubst "$shell_format" <"$template"
