#!/usr/bin/env bash
# Builds the Linux and Windows packages and checks what can be checked on this machine:
# - the Linux archive unpacks and installs per user into a temporary home with its own Makefile, and
#   its chuhe-engine answers UCI;
# - the .deb: its control data and contents, its AppStream metainfo (appstreamcli) and .desktop
#   entry (desktop-file-validate), lintian (errors fail; the package's overrides say why a tag does
#   not apply), its Depends installed here and its libraries found; it is installed with dpkg into a
#   throw-away root, the installed app starts under Xvfb in screenshot mode and draws the board (this
#   is also the smoke test of the packaged app), and after dpkg --purge nothing of it is left;
# - the Windows zip and installer hold PE32+ executables (the GUI ones with an icon), the installer's
#   listing (7z) holds the app, the engine and the uninstaller; then, where Wine installs, the
#   installer runs silently under Wine and Xvfb and scripts/check-wine.sh checks the installed app
#   paints its board and the uninstaller leaves nothing (CHECK_WINE=0 skips it).
# The tools it needs beyond `make deps` are installed when missing (scripts/deps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
go=${GO:-go}
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
fail() { echo "check-packages: $*" >&2; exit 1; }
scripts/deps.sh dpkg-dev nsis p7zip-full lintian appstream desktop-file-utils
scripts/package.sh linux
scripts/package.sh windows
tmp=$(mktemp -d)
# An app left running (a smoke that timed out) would keep writing in $tmp: stop it first.
watchdog=
trap '{ [ -z "$watchdog" ] || kill "$watchdog"; pkill -KILL -f -- "^$tmp/.*/chuhe --screenshot"; } 2>/dev/null || true; rm -rf "$tmp"' EXIT

# The archive for other distributions.
tar -xJf "dist/chuhe-$version-linux-amd64.tar.xz" -C "$tmp"
mkdir -p "$tmp/home"
(cd "$tmp/chuhe" && HOME="$tmp/home" make user-install >/dev/null)
for f in LICENSE THIRD_PARTY_NOTICES.txt; do
	[ -s "$tmp/chuhe/$f" ] || fail "the archive lacks $f"
done
cmp -s "$tmp/chuhe/THIRD_PARTY_NOTICES.txt" resources/THIRD_PARTY_NOTICES.txt || fail "the archive's notices are not resources/THIRD_PARTY_NOTICES.txt"
for f in .local/bin/chuhe .local/bin/chuhe-engine .local/share/applications/io.github.chuhe-xq.chuhe.desktop \
	.local/share/icons/io.github.chuhe-xq.chuhe.png; do
	[ -e "$tmp/home/$f" ] || fail "user-install did not install ~/$f"
done
printf 'uci\nisready\nquit\n' | "$tmp/home/.local/bin/chuhe-engine" | grep -q '^readyok' ||
	fail "the archive's chuhe-engine does not answer UCI"
cmp -s "$tmp/home/.local/bin/chuhe" "$tmp/chuhe/usr/local/bin/chuhe" || fail "user-install changed the binary"

# The .deb.
deb="dist/chuhe_${version}_amd64.deb"
id=io.github.chuhe-xq.chuhe
[ "$(dpkg-deb -f "$deb" Package Version Architecture | tr '\n' ' ')" = "Package: chuhe Version: $version Architecture: amd64 " ] ||
	fail "$deb: wrong control fields: $(dpkg-deb -f "$deb" Package Version Architecture)"
contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
for f in usr/bin/chuhe usr/bin/chuhe-engine usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml \
	usr/share/icons/hicolor/{48x48,64x64,128x128,256x256,512x512}/apps/$id.png usr/share/icons/hicolor/scalable/apps/$id.svg \
	usr/share/doc/chuhe/copyright usr/share/doc/chuhe/THIRD_PARTY_NOTICES.gz usr/share/man/man6/chuhe.6.gz; do
	grep -qx "\./$f" <<<"$contents" || fail "$deb lacks /$f"
done
grep -q "<release version=\"$version\"" scripts/pkg/$id.metainfo.xml ||
	fail "scripts/pkg/$id.metainfo.xml has no <release> for version $version (FyneApp.toml): add one"
root="$tmp/root"
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
: >"$root/var/lib/dpkg/status"
# The dependencies are checked against this machine, not the empty root.
out=$(dpkg --root="$root" --force-not-root --force-depends --install "$deb" 2>&1) || { echo "$out" >&2; fail "dpkg could not install $deb"; }
appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml"
desktop-file-validate "$root/usr/share/applications/$id.desktop"
# A file manager's "Open with Chuhe" passes the file (the app opens a file named on its command line).
grep -qx 'Exec=chuhe %f' "$root/usr/share/applications/$id.desktop" ||
	fail "the desktop entry does not pass a file to open: $(grep '^Exec=' "$root/usr/share/applications/$id.desktop")"
grep -qx 'MimeType=application/x-chess-pgn;' "$root/usr/share/applications/$id.desktop" ||
	fail "the desktop entry does not offer to open PGN files"
lintian_out=$(LC_ALL=C.UTF-8 lintian --fail-on error "$deb" 2>&1 | { grep -v 'running with root privileges' || true; }) || {
	echo "$lintian_out" >&2
	fail "lintian reports errors in $deb (fix them, or override with a reason in scripts/pkg/lintian-overrides)"
}
[ -z "$lintian_out" ] || { echo "check-packages: lintian's warnings (not errors):"; echo "$lintian_out"; }
depends=$(dpkg-deb -f "$deb" Depends)
for dep in $(tr ',' '\n' <<<"$depends" | sed 's/[ (].*//; s/^ *//'); do
	dpkg-query -W -f='${Status}' "$dep" 2>/dev/null | grep -q "install ok installed" ||
		fail "Depends names $dep, which is not installed here"
done
! ldd "$root/usr/bin/chuhe" | grep -q 'not found' || fail "the installed chuhe misses libraries: $(ldd "$root/usr/bin/chuhe" | grep 'not found')"
printf 'uci\nisready\nquit\n' | "$root/usr/bin/chuhe-engine" | grep -q '^readyok' ||
	fail "the installed chuhe-engine does not answer UCI"
mkdir -p "$tmp/debhome"
# Should the smoke hang (it did once, in CI, for the whole 300 s, and never again since), say what
# ran and make the app print its goroutines (SIGQUIT) before the timeout, so that the log tells why.
(
	sleep 240 </dev/null >/dev/null 2>&1 # not holding the log's pipe open once the watchdog is killed
	if pgrep -f -- "^$root/usr/bin/chuhe --screenshot" >/dev/null; then
		echo "check-packages: the smoke screenshot still runs after 240 s; the processes, then the app's goroutines:" >&2
		ps -eo pid,ppid,etime,stat,args | grep -E 'Xvfb|xvfb-run|chuhe|xauth' | grep -v grep >&2 || true
		ls -la "$tmp/debhome" >&2 || true
		pkill -QUIT -f -- "^$root/usr/bin/chuhe --screenshot" || true
	fi
) &
watchdog=$!
HOME="$tmp/debhome" timeout 300 xvfb-run -a -s "-screen 0 1280x1024x24" \
	"$root/usr/bin/chuhe" --screenshot "$tmp/smoke.png" 2> >(grep -v '^ALSA lib' >&2)
kill "$watchdog" 2>/dev/null || true
$go run ./scripts/checkpng "$tmp/smoke.png"
dpkg --root="$root" --force-not-root --purge chuhe >/dev/null
left=$(cd "$root" && find . -mindepth 1 -not -path './var' -not -path './var/lib' -not -path './var/lib/dpkg' \
	-not -path './var/lib/dpkg/*')
[ -z "$left" ] || fail "dpkg --purge chuhe left: $left"
! ls "$root/var/lib/dpkg/info" | grep -q '^chuhe\.' || fail "dpkg --purge left chuhe's records in the dpkg database"
echo "check-packages: $deb installs, starts and purges cleanly"

# Windows.
zip="dist/chuhe-$version-windows-amd64.zip"
setup="dist/chuhe-$version-windows-amd64-setup.exe"
$go run ./scripts/checkpe "$zip" "chuhe-$version/Chuhe.exe"
$go run ./scripts/checkpe -console "$zip" "chuhe-$version/chuhe-engine.exe"
zipped=$(7z l "$zip")
for f in LICENSE.txt THIRD_PARTY_NOTICES.txt; do
	grep -qE " chuhe-$version/$f\$" <<<"$zipped" || fail "$zip lacks $f"
done
$go run ./scripts/checkpe "$setup"
listing=$(7z l "$setup")
grep -q 'NSIS-3 Unicode 64-bit' <<<"$listing" || fail "$setup is not a 64-bit NSIS 3 installer: $listing"
for f in Chuhe.exe chuhe-engine.exe README.md LICENSE.txt THIRD_PARTY_NOTICES.txt uninstall.exe; do
	grep -qE " $f\$" <<<"$listing" || fail "$setup does not install $f"
done
7z e -so "$setup" Chuhe.exe >"$tmp/Chuhe.exe" 2>/dev/null
$go run ./scripts/checkpe "$tmp/Chuhe.exe"
if [ "${CHECK_WINE:-1}" = 0 ]; then
	echo "check-packages: CHECK_WINE=0: the installer is not run under Wine"
else
	scripts/check-wine.sh "$setup"
fi
ls -l dist/
echo "check-packages: ok"
