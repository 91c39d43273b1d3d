; The Windows installer of Chuhe, built on Linux with NSIS by scripts/package.sh windows:
;   makensis -DVERSION=0.1.0 -DSRC=dir-with-Chuhe.exe-and-chuhe-engine.exe -DOUTFILE=setup.exe chuhe.nsi
; It installs for the current user without administrator rights (into %LOCALAPPDATA%\Programs\Chuhe),
; adds a Start-menu shortcut and, unless unticked, a desktop one, offers Chuhe in "Open with" for PGN
; and XQF files, and registers its uninstaller in "Apps & features" (HKCU). Silent: setup.exe /S [/D=C:\path]; uninstall.exe /S.
; SRC also holds chuhe.ico (scripts/mkicons -ico) for the installer's and the uninstaller's icons,
; LICENSE.txt (the GPL, shown on the licence page) and THIRD_PARTY_NOTICES.txt.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!ifndef VERSION
  !error "makensis -DVERSION=x.y.z is required"
!endif
!ifndef SRC
  !error "makensis -DSRC=folder is required"
!endif
!ifndef OUTFILE
  !define OUTFILE "chuhe-${VERSION}-windows-amd64-setup.exe"
!endif

!define APPID "io.github.chuhe-xq.chuhe"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPID}"
; "Open with" for game files (per user): a ProgID whose open command passes the file to Chuhe.exe,
; offered for the extensions below without taking their default program.
!define PROGID "Chuhe.Game"

Name "Chuhe ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Chuhe"
InstallDirRegKey HKCU "${UNINSTKEY}" "InstallLocation"
BrandingText "Chuhe ${VERSION}"
SetDateSave off

!include "MUI2.nsh"

!define MUI_ICON "${SRC}\chuhe.ico"
!define MUI_UNICON "${SRC}\chuhe.ico"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\Chuhe.exe"

!insertmacro MUI_PAGE_WELCOME
; The GPL is shown, not agreed to: it asks nothing of who runs Chuhe, so the page has Next, not I Agree.
!define MUI_LICENSEPAGE_BUTTON "$(^NextBtn)"
!define MUI_LICENSEPAGE_TEXT_BOTTOM "$(LicBottom)"
!insertmacro MUI_PAGE_LICENSE "${SRC}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "SimpChinese"

LangString SecApp ${LANG_ENGLISH} "Chuhe and chuhe-engine"
LangString SecApp ${LANG_SIMPCHINESE} "楚河与 chuhe-engine"
LangString SecDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktop ${LANG_SIMPCHINESE} "桌面快捷方式"
LangString LicBottom ${LANG_ENGLISH} "Chuhe is free software under the GNU GPL, version 3 or later. You need not accept it to use Chuhe; it sets the terms for passing Chuhe on."
LangString LicBottom ${LANG_SIMPCHINESE} "楚河是依照 GNU GPL 第 3 版或更新版本发布的自由软件。使用楚河无须接受此许可证；它规定的是再发布楚河的条件。"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "Chuhe"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "Chuhe installer"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "The Chuhe developers"

; OpenWith offers Chuhe for files of the extension EXT; UnOpenWith takes it back.
!macro OpenWith EXT
  WriteRegStr HKCU "Software\Classes\${EXT}\OpenWithProgids" "${PROGID}" ""
!macroend
; (Only the value: the keys may hold other programs' values, which DeleteRegKey /ifempty, counting
; subkeys alone, would take too.)
!macro UnOpenWith EXT
  DeleteRegValue HKCU "Software\Classes\${EXT}\OpenWithProgids" "${PROGID}"
!macroend

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Section "!$(SecApp)" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${SRC}\Chuhe.exe"
  File "${SRC}\chuhe-engine.exe"
  File "${SRC}\README.md"
  File "${SRC}\LICENSE.txt"
  File "${SRC}\THIRD_PARTY_NOTICES.txt"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortCut "$SMPROGRAMS\Chuhe.lnk" "$INSTDIR\Chuhe.exe"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "Chuhe"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "The Chuhe developers"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\Chuhe.exe,0"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "URLInfoAbout" "https://github.com/chuhe-xq/chuhe"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "Chuhe game"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\Chuhe.exe,0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\Chuhe.exe" "%1"'
  !insertmacro OpenWith ".pgn"
  !insertmacro OpenWith ".xqf"
  SectionGetSize ${SecMain} $0
  WriteRegDWORD HKCU "${UNINSTKEY}" "EstimatedSize" $0
SectionEnd

Section "$(SecDesktop)" SecDesktop
  CreateShortCut "$DESKTOP\Chuhe.lnk" "$INSTDIR\Chuhe.exe"
SectionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "Uninstall"
  Delete "$INSTDIR\Chuhe.exe"
  Delete "$INSTDIR\chuhe-engine.exe"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\THIRD_PARTY_NOTICES.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\Chuhe.lnk"
  Delete "$DESKTOP\Chuhe.lnk"
  DeleteRegKey HKCU "${UNINSTKEY}"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  !insertmacro UnOpenWith ".pgn"
  !insertmacro UnOpenWith ".xqf"
SectionEnd
