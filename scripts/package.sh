#!/usr/bin/env bash
# Builds a release package into dist/:
#   scripts/package.sh linux    -> dist/chuhe-<version>-linux-amd64.tar.xz  (binary, .desktop, icon, Makefile)
#   scripts/package.sh windows  -> dist/chuhe-<version>-windows-amd64.zip   (cross-compiled with mingw-w64)
#   scripts/package.sh macos    -> dist/chuhe-<version>-macos-<arch>.zip    (on a Mac with Xcode's tools)
# Each package carries chuhe-engine beside the app. The version comes from FyneApp.toml.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: package.sh linux|windows|macos}
go=${GO:-go}
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
[ -n "$version" ] || { echo "package: no Version in FyneApp.toml" >&2; exit 1; }
mkdir -p dist
work=$(mktemp -d)
cleanup() { rm -rf "$work" cmd/chuhe/FyneApp.toml cmd/chuhe/Chuhe.tar.xz cmd/chuhe/chuhe.tar.xz cmd/chuhe/*.exe; }
trap cleanup EXIT
# fyne package reads FyneApp.toml from the folder it builds; the project keeps the one at the root.
sed 's#^\( *Icon *= *\)".*"#\1"../../resources/assets/icon.png"#' FyneApp.toml > cmd/chuhe/FyneApp.toml
ldflags="-s -w"
# The packaging tool, pinned, built for this machine (it then builds the app for the target).
GOBIN="$work/bin" GOOS= GOARCH= CGO_ENABLED= $go install fyne.io/tools/cmd/fyne@v1.7.4
fyne="$work/bin/fyne"

case "$target" in
linux)
	(cd cmd/chuhe && $fyne package --os linux --release)
	mkdir -p "$work/x"
	tar -xJf cmd/chuhe/*.tar.xz -C "$work/x"
	top=$(ls "$work/x")
	CGO_ENABLED=0 $go build -trimpath -ldflags "$ldflags" -o "$work/x/$top/usr/local/bin/chuhe-engine" ./cmd/chuhe-engine
	# Teach the package's Makefile (written by fyne) to install and remove chuhe-engine too.
	mk="$work/x/$top/Makefile"
	sed -i \
		-e 's#^\(\tinstall -Dm00755 usr/local/bin/\$(Exec) \(.*\)/bin/\$(Exec)\)$#\1\n\tinstall -Dm00755 usr/local/bin/chuhe-engine \2/bin/chuhe-engine#' \
		-e 's#^\(\t-rm \(.*\)/bin/\$(Exec)\)$#\1\n\t-rm \2/bin/chuhe-engine#' "$mk"
	grep -q chuhe-engine "$mk" || { echo "package: could not add chuhe-engine to the package Makefile" >&2; exit 1; }
	cp README.md "$work/x/$top/README.md"
	out="dist/chuhe-$version-linux-amd64.tar.xz"
	tar -C "$work/x" -cJf "$out" "$top"
	;;
windows)
	cc=${CC_WINDOWS:-x86_64-w64-mingw32-gcc}
	command -v "$cc" >/dev/null || { echo "package: $cc not found (Debian: apt-get install gcc-mingw-w64-x86-64)" >&2; exit 1; }
	(cd cmd/chuhe && CGO_ENABLED=1 CC="$cc" GOOS=windows GOARCH=amd64 $fyne package --os windows --release)
	exe=$(ls cmd/chuhe/*.exe)
	mv "$exe" "$work/Chuhe.exe"
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $go build -trimpath -ldflags "$ldflags" -o "$work/chuhe-engine.exe" ./cmd/chuhe-engine
	cp README.md "$work/README.md"
	out="dist/chuhe-$version-windows-amd64.zip"
	$go run ./scripts/mkzip "$out" "chuhe-$version" "$work/Chuhe.exe" "$work/chuhe-engine.exe" "$work/README.md"
	;;
macos)
	[ "$(uname -s)" = Darwin ] || { echo "package: macOS packages are built on a Mac (Xcode command-line tools: xcode-select --install)" >&2; exit 1; }
	arch=$($go env GOARCH)
	(cd cmd/chuhe && $fyne package --os darwin --release)
	mv cmd/chuhe/Chuhe.app "$work/"
	$go build -trimpath -ldflags "$ldflags" -o "$work/Chuhe.app/Contents/MacOS/chuhe-engine" ./cmd/chuhe-engine
	out="dist/chuhe-$version-macos-$arch.zip"
	(cd "$work" && ditto -c -k --keepParent Chuhe.app app.zip)
	mv "$work/app.zip" "$out"
	;;
*)
	echo "package: unknown target $target (linux, windows or macos)" >&2
	exit 2
	;;
esac
echo "package: $out ($(du -h "$out" | cut -f1))"
