#!/usr/bin/env bash
# Builds the Linux and Windows packages and checks what can be checked on this machine:
# - the Linux archive unpacks, installs per user into a temporary home with its own Makefile, its
#   chuhe-engine answers UCI, and its app starts under Xvfb in screenshot mode and draws the board
#   (this is also the smoke test of the real window);
# - the Windows zip holds a PE32+ GUI executable with an icon resource, and chuhe-engine.exe.
set -euo pipefail
cd "$(dirname "$0")/.."
go=${GO:-go}
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
scripts/package.sh linux
scripts/package.sh windows
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

tar -xJf "dist/chuhe-$version-linux-amd64.tar.xz" -C "$tmp"
mkdir -p "$tmp/home"
(cd "$tmp/chuhe" && HOME="$tmp/home" make user-install >/dev/null)
for f in .local/bin/chuhe .local/bin/chuhe-engine .local/share/applications/io.github.chuhe-xq.chuhe.desktop \
	.local/share/icons/io.github.chuhe-xq.chuhe.png; do
	[ -e "$tmp/home/$f" ] || { echo "check-packages: user-install did not install ~/$f" >&2; exit 1; }
done
printf 'uci\nisready\nquit\n' | "$tmp/home/.local/bin/chuhe-engine" | grep -q '^readyok' ||
	{ echo "check-packages: the packaged chuhe-engine does not answer UCI" >&2; exit 1; }
HOME="$tmp/home" timeout 300 xvfb-run -a -s "-screen 0 1280x1024x24" \
	"$tmp/home/.local/bin/chuhe" --screenshot "$tmp/smoke.png"
$go run ./scripts/checkpng "$tmp/smoke.png"

zip="dist/chuhe-$version-windows-amd64.zip"
$go run ./scripts/checkpe "$zip" "chuhe-$version/Chuhe.exe"
$go run ./scripts/checkpe -console "$zip" "chuhe-$version/chuhe-engine.exe"
ls -l dist/
echo "check-packages: ok"
