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
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
