#!/usr/bin/env bash
# The real-window test: the app built from source runs under Xvfb, and scripts/realwindow clicks,
# drags and flips on it and checks in the X server's pixels that the selection and the
# destination dots are painted (and cleared). REALWINDOW_SHOTS=DIR keeps the captures.
# REALWINDOW_PACKAGED=1 (make test sets it, after check-packages) tests the app of the Linux package
# in dist/ instead of building one: what ships is tested, and Fyne is not compiled once more.
set -euo pipefail
cd "$(dirname "$0")/.."
go=${GO:-go}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ "${REALWINDOW_PACKAGED:-}" = 1 ]; then
	version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
	tarball="dist/chuhe-$version-linux-amd64.tar.xz"
	[ -f "$tarball" ] || { echo "realwindow: no $tarball (make check-packages builds it)" >&2; exit 1; }
	tar -xJf "$tarball" -C "$tmp" chuhe/usr/local/bin/chuhe
	mv "$tmp/chuhe/usr/local/bin/chuhe" "$tmp/app"
	echo "realwindow: the app of $tarball"
else
	$go build -o "$tmp/app" ./cmd/chuhe
fi
$go build -o "$tmp/realwindow" ./scripts/realwindow
shots=()
[ -n "${REALWINDOW_SHOTS:-}" ] && shots=(-shots "$REALWINDOW_SHOTS")
for screen in 1400x1000 1600x1000; do
	echo "realwindow: screen $screen"
	timeout 300 xvfb-run -a -s "-screen 0 ${screen}x24" "$tmp/realwindow" "${shots[@]}" "$tmp/app" 2> >(grep -v '^ALSA lib' >&2)
done
