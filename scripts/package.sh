#!/usr/bin/env bash
# Builds a release package into dist/:
#   scripts/package.sh linux    -> dist/chuhe-<version>-linux-amd64.tar.xz  (binary, .desktop, icon, Makefile)
#                                  and dist/chuhe_<version>_amd64.deb (the same binaries; dpkg-deb, dpkg-shlibdeps)
#   scripts/package.sh windows  -> dist/chuhe-<version>-windows-amd64.zip   (cross-compiled with mingw-w64)
#                                  and dist/chuhe-<version>-windows-amd64-setup.exe (NSIS installer, makensis)
#   scripts/package.sh macos    -> dist/chuhe-<version>-macos-<arch>.zip    (on a Mac with Xcode's tools)
#                                  and dist/chuhe-<version>-macos-<arch>.dmg (hdiutil)
# Each package carries chuhe-engine beside the app, LICENSE (GPL-3.0-or-later) and
# THIRD_PARTY_NOTICES.txt (scripts/notices, checked here against the modules the programs link).
# The version comes from FyneApp.toml.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: package.sh linux|windows|macos}
go=${GO:-go}
# amd64 builds use Go's SIMD experiment, as the Makefile's do (the net's AVX2 loops, docs/nnue.md).
if [ -z "${GOEXPERIMENT+set}" ] && { [ "$target" != macos ] || [ "$($go env GOARCH)" = amd64 ]; }; then
	export GOEXPERIMENT=simd
fi
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
[ -n "$version" ] || { echo "package: no Version in FyneApp.toml" >&2; exit 1; }
# The notices must name every module the programs link: a stale file stops the packaging.
$go run ./scripts/notices -check
notices=resources/THIRD_PARTY_NOTICES.txt
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

# build_deb SRC builds dist/chuhe_<version>_amd64.deb from the unpacked Linux package SRC (fyne's
# tree with usr/local/bin/chuhe and chuhe-engine, and the .desktop entry) and prints its name.
build_deb() {
	local src=$1 id=io.github.chuhe-xq.chuhe
	for t in dpkg-deb dpkg-shlibdeps; do
		command -v $t >/dev/null || { echo "package: $t not found (Debian: apt-get install dpkg-dev)" >&2; exit 1; }
	done
	local root="$work/deb" doc="$work/deb/usr/share/doc/chuhe"
	install -Dm755 "$src/usr/local/bin/chuhe" "$root/usr/bin/chuhe"
	install -Dm755 "$src/usr/local/bin/chuhe-engine" "$root/usr/bin/chuhe-engine"
	install -Dm644 "$src/usr/local/share/applications/$id.desktop" "$root/usr/share/applications/$id.desktop"
	$go run ./scripts/mkicons resources/assets/icon.svg "$id" "$root/usr/share/icons/hicolor"
	install -Dm644 "scripts/pkg/$id.metainfo.xml" "$root/usr/share/metainfo/$id.metainfo.xml"
	install -Dm644 scripts/pkg/copyright "$doc/copyright"
	gzip -9n <"$notices" >"$doc/THIRD_PARTY_NOTICES.gz"
	install -Dm644 scripts/pkg/lintian-overrides "$root/usr/share/lintian/overrides/chuhe"
	mkdir -p "$root/usr/share/man/man6"
	for m in chuhe chuhe-engine; do gzip -9n <"scripts/pkg/$m.6" >"$root/usr/share/man/man6/$m.6.gz"; done
	# A native package's changelog: one entry for the version, dated by the last commit (reproducible).
	local when
	when=$(git log -1 --format=%cD 2>/dev/null || date -R)
	printf 'chuhe (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- The Chuhe developers <dev@chuhe.invalid>  %s\n' \
		"$version" "$version" "$when" | gzip -9n >"$doc/changelog.gz"
	chmod 644 "$doc/changelog.gz" "$doc/THIRD_PARTY_NOTICES.gz" "$root"/usr/share/man/man6/*.gz
	# Depends: the shared libraries the app links (OpenGL, X11, ALSA, libc), as packages with their
	# minimum versions, from dpkg-shlibdeps; chuhe-engine is static.
	mkdir -p "$work/shlib/debian"
	printf 'Source: chuhe\n\nPackage: chuhe\nArchitecture: amd64\n' >"$work/shlib/debian/control"
	local depends
	depends=$(cd "$work/shlib" && dpkg-shlibdeps -O -e"$root/usr/bin/chuhe" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
	[ -n "$depends" ] || { echo "package: dpkg-shlibdeps found no dependencies for chuhe" >&2; exit 1; }
	mkdir -p "$root/DEBIAN"
	cat >"$root/DEBIAN/control" <<CONTROL
Package: chuhe
Version: $version
Architecture: amd64
Maintainer: The Chuhe developers <dev@chuhe.invalid>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: xclip | wl-clipboard, zenity | kdialog
Section: games
Priority: optional
Homepage: https://github.com/chuhe-xq/chuhe
Description: Chinese chess (xiangqi) against the computer
 Chuhe is a xiangqi program: play against the computer at the level you
 choose, from a beginner who can be beaten to a strong engine, take moves
 back, flip the board, analyse a position live and review a game move by
 move. Games are saved as PGN; PGN and XQF (XQStudio) files open.
 .
 The package also holds chuhe-engine, the same engine as a UCI/UCCI
 program for other xiangqi programs.
CONTROL
	(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
	chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
	local deb="dist/chuhe_${version}_amd64.deb"
	dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
	echo "$deb"
}

case "$target" in
linux)
	(cd cmd/chuhe && $fyne package --os linux --release)
	[ -f cmd/chuhe/Chuhe.tar.xz ] || { echo "package: fyne package wrote no cmd/chuhe/Chuhe.tar.xz" >&2; exit 1; }
	mkdir -p "$work/x"
	tar -xJf cmd/chuhe/Chuhe.tar.xz -C "$work/x"
	top=$(ls "$work/x")
	CGO_ENABLED=0 $go build -trimpath -ldflags "$ldflags" -o "$work/x/$top/usr/local/bin/chuhe-engine" ./cmd/chuhe-engine
	# Teach the package's Makefile (written by fyne) to install and remove chuhe-engine too.
	mk="$work/x/$top/Makefile"
	sed -i \
		-e 's#^\(\tinstall -Dm00755 usr/local/bin/\$(Exec) \(.*\)/bin/\$(Exec)\)$#\1\n\tinstall -Dm00755 usr/local/bin/chuhe-engine \2/bin/chuhe-engine#' \
		-e 's#^\(\t-rm \(.*\)/bin/\$(Exec)\)$#\1\n\t-rm \2/bin/chuhe-engine#' "$mk"
	grep -q chuhe-engine "$mk" || { echo "package: could not add chuhe-engine to the package Makefile" >&2; exit 1; }
	# File managers offer Chuhe to open PGN files (the desktop entry passes the file: ExecParams in
	# FyneApp.toml).
	desktop="$work/x/$top/usr/local/share/applications/io.github.chuhe-xq.chuhe.desktop"
	grep -q '^MimeType=' "$desktop" || sed -i 's#^Exec=.*#&\nMimeType=application/x-chess-pgn;#' "$desktop"
	cp README.md LICENSE "$work/x/$top/"
	cp "$notices" "$work/x/$top/THIRD_PARTY_NOTICES.txt"
	out="dist/chuhe-$version-linux-amd64.tar.xz"
	tar -C "$work/x" -cJf "$out" "$top"
	echo "package: $out ($(du -h "$out" | cut -f1))"
	out=$(build_deb "$work/x/$top")
	;;
windows)
	cc=${CC_WINDOWS:-x86_64-w64-mingw32-gcc}
	command -v "$cc" >/dev/null || { echo "package: $cc not found (Debian: apt-get install gcc-mingw-w64-x86-64)" >&2; exit 1; }
	(cd cmd/chuhe && CGO_ENABLED=1 CC="$cc" GOOS=windows GOARCH=amd64 $fyne package --os windows --release)
	exe=$(ls cmd/chuhe/*.exe)
	mv "$exe" "$work/Chuhe.exe"
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $go build -trimpath -ldflags "$ldflags" -o "$work/chuhe-engine.exe" ./cmd/chuhe-engine
	cp README.md "$work/README.md"
	# Windows' own editors want CR LF; NSIS shows LICENSE.txt on its licence page.
	sed 's/$/\r/' LICENSE >"$work/LICENSE.txt"
	sed 's/$/\r/' "$notices" >"$work/THIRD_PARTY_NOTICES.txt"
	out="dist/chuhe-$version-windows-amd64.zip"
	$go run ./scripts/mkzip "$out" "chuhe-$version" "$work/Chuhe.exe" "$work/chuhe-engine.exe" "$work/README.md" \
		"$work/LICENSE.txt" "$work/THIRD_PARTY_NOTICES.txt"
	echo "package: $out ($(du -h "$out" | cut -f1))"
	# The installer (NSIS, per user, Start menu, uninstaller in Apps & features): scripts/pkg/chuhe.nsi.
	command -v makensis >/dev/null || { echo "package: makensis not found (Debian: apt-get install nsis)" >&2; exit 1; }
	$go run ./scripts/mkicons -ico "$work/chuhe.ico" resources/assets/icon.svg
	out="dist/chuhe-$version-windows-amd64-setup.exe"
	makensis -V2 -DVERSION="$version" -DSRC="$work" -DOUTFILE="$PWD/$out" scripts/pkg/chuhe.nsi
	;;
macos)
	[ "$(uname -s)" = Darwin ] || { echo "package: macOS packages are built on a Mac (Xcode command-line tools: xcode-select --install)" >&2; exit 1; }
	arch=$($go env GOARCH)
	(cd cmd/chuhe && $fyne package --os darwin --release)
	mv cmd/chuhe/Chuhe.app "$work/"
	$go build -trimpath -ldflags "$ldflags" -o "$work/Chuhe.app/Contents/MacOS/chuhe-engine" ./cmd/chuhe-engine
	cp LICENSE "$work/Chuhe.app/Contents/Resources/LICENSE.txt"
	cp "$notices" "$work/Chuhe.app/Contents/Resources/THIRD_PARTY_NOTICES.txt"
	# Finder's Get Info and the About box macOS draws show this line.
	plutil -replace NSHumanReadableCopyright -string "© 2026 the Chuhe developers. GPL-3.0-or-later." \
		"$work/Chuhe.app/Contents/Info.plist"
	# Signed ad hoc (no Developer ID, not notarised): the bundle's seal then covers chuhe-engine too,
	# which Apple silicon needs to run what is inside.
	codesign --force --deep --sign - "$work/Chuhe.app"
	out="dist/chuhe-$version-macos-$arch.zip"
	(cd "$work" && ditto -c -k --keepParent Chuhe.app app.zip)
	mv "$work/app.zip" "$out"
	echo "package: $out ($(du -h "$out" | cut -f1))"
	# The disk image: the app beside a link to /Applications to drag it onto.
	mkdir "$work/dmg"
	mv "$work/Chuhe.app" "$work/dmg/"
	ln -s /Applications "$work/dmg/Applications"
	out="dist/chuhe-$version-macos-$arch.dmg"
	hdiutil create -volname "Chuhe $version" -srcfolder "$work/dmg" -fs HFS+ -format UDZO -ov "$out" >/dev/null
	hdiutil verify "$out" >/dev/null
	;;
*)
	echo "package: unknown target $target (linux, windows or macos)" >&2
	exit 2
	;;
esac
echo "package: $out ($(du -h "$out" | cut -f1))"
