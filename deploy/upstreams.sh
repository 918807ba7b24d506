#!/usr/bin/env bash
# Prints the upstream lines of deploy/nginx/lender.conf.template for servers on these ports of
# this machine (or host:port pairs): deploy/upstreams.sh 3001 3002 3003
set -euo pipefail
for server in "$@"; do
  case "$server" in *:*) address="$server" ;; *) address="127.0.0.1:$server" ;; esac
  printf 'server %s max_fails=1 fail_timeout=10s;\n    ' "$address"
done
