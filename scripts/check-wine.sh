#!/usr/bin/env bash
# The Windows installer for real, under Wine and Xvfb: scripts/check-wine.sh SETUP.exe
# - installs Wine when missing (Debian: wine, wine64; where it does not install, a loud warning and a
#   pass by hand, a failure under CI=true);
# - in a fresh Wine prefix and home, runs the installer silently (/S), checks the files, the Start-menu
#   and desktop shortcuts and the uninstaller's entry in Apps & features (HKCU Uninstall key);
# - checks the installed chuhe-engine.exe answers UCI, starts the installed Chuhe.exe and waits for its
#   window to show a finished board (scripts/xshot captures the X server's pixels; scripts/checkpng);
# - runs the uninstaller silently and checks nothing of the installation is left (the settings the
#   app wrote for its user stay, as on Windows).
# WINE_SHOTS=DIR keeps the capture.
set -euo pipefail
cd "$(dirname "$0")/.."
go=${GO:-go}
fail() { echo "check-wine: $*" >&2; exit 1; }

if [ "${1:-}" != --inside ]; then
	setup=$(realpath "${1:?usage: check-wine.sh SETUP.exe}")
	if ! command -v wine >/dev/null; then
		start=$(date +%s)
		if ! DEPS_TIMEOUT=${WINE_INSTALL_TIMEOUT:-1200} scripts/deps.sh wine wine64; then
			# Loud: the installer was NOT run. Under CI (CI=true) that fails the check; by hand
			# (a machine where Wine cannot install) it passes with this warning.
			{
				echo "check-wine: ******************************************************************"
				echo "check-wine: WARNING: Wine does not install here: the Windows installer was NOT run."
				echo "check-wine: Only its structure (PE headers, NSIS listing) was checked."
				echo "check-wine: ******************************************************************"
			} >&2
			if [ "${CI:-}" = true ]; then
				fail "CI=true: the Windows installer must run under Wine (CHECK_WINE=0 skips it on purpose)"
			fi
			exit 0
		fi
		echo "check-wine: Wine installed in $(($(date +%s) - start)) s"
	fi
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	x86_64-w64-mingw32-gcc -O2 -shared -o "$tmp/bcryptprimitives.dll" scripts/winshim/bcryptprimitives.c \
		scripts/winshim/bcryptprimitives.def -ladvapi32
	$go build -o "$tmp/xshot" ./scripts/xshot
	$go build -o "$tmp/checkpng" ./scripts/checkpng
	timeout 900 xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside "$setup" "$tmp"
	exit
fi

setup=$2 tmp=$3
export HOME="$tmp/home" WINEPREFIX="$tmp/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
mkdir -p "$HOME"
wine=$(command -v wine64 || command -v wine)
# Both programs run in the background and are waited for: a Wine program that stops answering ends
# the check through the timeouts instead of hanging it.
quiet() { "$@" 2> >(grep -v -e '^ALSA lib' -e '^wine: ' -e 'it looks like wine32' -e 'multiarch needs' \
	-e 'dpkg --add-architecture' -e 'apt-get install wine32' >&2); }
start=$(date +%s)
# Making a prefix has failed once in a while on the loaded shared machine (wineboot exits non-zero
# with nothing said): a fresh prefix is tried once more before the check fails, saying so.
boot() { quiet timeout 300 "$wine" wineboot -i; }
boot || {
	echo "check-wine: wineboot failed (exit $?); trying once more with a fresh prefix" >&2
	timeout 60 wineserver -k || true
	rm -rf "$WINEPREFIX"
	boot || fail "wineboot failed twice (exit $?)"
}
timeout 120 wineserver -w || true
echo "check-wine: Wine prefix made in $(($(date +%s) - start)) s"
sys32="$WINEPREFIX/drive_c/windows/system32"
if [ ! -e "$sys32/bcryptprimitives.dll" ]; then
	echo "check-wine: this Wine has no bcryptprimitives.dll (Go programs need its ProcessPrng): using scripts/winshim"
	cp "$tmp/bcryptprimitives.dll" "$sys32/"
fi

user=$(basename "$(ls -d "$WINEPREFIX/drive_c/users/"* | grep -v -i public | head -1)")
profile="$WINEPREFIX/drive_c/users/$user"
inst="$profile/AppData/Local/Programs/Chuhe"
startmenu="$profile/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Chuhe.lnk"
desktop="$profile/Desktop/Chuhe.lnk"
key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\io.github.chuhe-xq.chuhe'

quiet timeout 300 "$wine" "$setup" /S || fail "the silent install failed"
timeout 120 wineserver -w || true
for f in "$inst/Chuhe.exe" "$inst/chuhe-engine.exe" "$inst/README.md" "$inst/LICENSE.txt" "$inst/THIRD_PARTY_NOTICES.txt" "$inst/uninstall.exe" "$startmenu" "$desktop"; do
	[ -e "$f" ] || fail "the installer did not create ${f#"$WINEPREFIX/"}"
done
reg=$(quiet "$wine" reg query "$key") || fail "no uninstall entry $key"
for v in DisplayName DisplayVersion UninstallString QuietUninstallString InstallLocation; do
	grep -q "$v" <<<"$reg" || fail "the uninstall entry has no $v: $reg"
done
progid='HKCU\Software\Classes\Chuhe.Game\shell\open\command'
open=$(quiet "$wine" reg query "$progid" | tr -d '\r') || fail "no open command $progid"
grep -qF 'Chuhe.exe" "%1"' <<<"$open" || fail "the open command does not pass the file to Chuhe.exe: $open"
for ext in .pgn .xqf; do
	quiet "$wine" reg query 'HKCU\Software\Classes\'"$ext"'\OpenWithProgids' /v Chuhe.Game >/dev/null ||
		fail "Chuhe is not offered to open $ext files"
done
echo "check-wine: installed per user into ${inst#"$WINEPREFIX/"}, with shortcuts, an uninstall entry and Open with"

printf 'uci\nisready\nquit\n' | quiet timeout 120 "$wine" "$inst/chuhe-engine.exe" | tr -d '\r' | grep -q '^readyok' ||
	fail "the installed chuhe-engine.exe does not answer UCI under Wine"
quiet "$wine" "$inst/Chuhe.exe" &
app=$!
shot="$tmp/wine.png"
"$tmp/xshot" -timeout 300s "$shot" || fail "the installed Chuhe.exe showed no finished window under Wine"
"$tmp/checkpng" "$shot"
if [ -n "${WINE_SHOTS:-}" ]; then mkdir -p "$WINE_SHOTS" && cp "$shot" "$WINE_SHOTS/"; fi
kill "$app" 2>/dev/null || true
timeout 60 wineserver -k || true
wait "$app" 2>/dev/null || true

quiet timeout 300 "$wine" "$inst/uninstall.exe" /S || fail "the silent uninstall failed"
timeout 120 wineserver -w || true # the uninstaller runs on from a copy of itself
left=""
for f in "$inst" "$startmenu" "$desktop"; do
	[ ! -e "$f" ] || left="$left ${f#"$WINEPREFIX/"}"
done
[ -z "$left" ] || fail "the uninstaller left:$left"
! quiet "$wine" reg query "$key" >/dev/null 2>&1 || fail "the uninstaller left the entry $key"
! quiet "$wine" reg query 'HKCU\Software\Classes\Chuhe.Game' >/dev/null 2>&1 || fail "the uninstaller left Chuhe.Game"
! quiet "$wine" reg query 'HKCU\Software\Classes\.pgn\OpenWithProgids' /v Chuhe.Game >/dev/null 2>&1 ||
	fail "the uninstaller left Chuhe in .pgn's Open with"
timeout 60 wineserver -k || true
echo "check-wine: the installer, the installed app and the uninstaller work under Wine: ok"
