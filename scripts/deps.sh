#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages given as arguments when any is missing (apt-get, with sudo when
# not root). On other systems it prints what to install and carries on.
set -euo pipefail
if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
	echo "deps: not a Debian/Ubuntu system. Install a C compiler, pkg-config, OpenGL and X11 development"
	echo "      headers, ALSA headers (Linux) and Xvfb for the smoke test; see https://docs.fyne.io/started/."
	exit 0
fi
missing=()
for p in "$@"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing+=("$p")
	fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
# Time limits (DEPS_TIMEOUT seconds for the install, default 1800): a hung mirror or lock fails the
# install with a message instead of eating the caller's time.
limit=${DEPS_TIMEOUT:-1800}
timeout -k 30 600 $sudo apt-get update -qq || { echo "deps: apt-get update failed or took over 600 s" >&2; exit 1; }
timeout -k 30 "$limit" $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" ||
	{ echo "deps: installing ${missing[*]} failed or took over $limit s" >&2; exit 1; }
