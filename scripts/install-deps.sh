#!/bin/sh
# Installs the Debian packages the build needs, when any is missing.
# As root: apt-get install -y. Otherwise: print the exact command and fail.
set -eu
missing=""
for package in "$@"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $package"
  fi
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  echo "installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086
  apt-get install -y -qq --no-install-recommends $missing
else
  echo "missing packages:$missing" >&2
  echo "run: sudo apt-get install -y$missing" >&2
  exit 1
fi
