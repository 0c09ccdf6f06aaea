; Windows installer of Gin Rummy (NSIS 3, Unicode): per-user, no administrator rights.
;
; makensis /DVERSION=0.1.0 /DBUNDLE_DIR=dist\ginrummy /DOUTFILE=dist\ginrummy-0.1.0-setup.exe packaging\windows\ginrummy.nsi
;
; Installs the PyInstaller onedir bundle into %LOCALAPPDATA%\Programs\Gin Rummy, adds a
; Start-menu shortcut and an entry in Settings > Apps (HKCU) with its uninstaller.

; The game is 64-bit only, so the installer is too (and sees the 64-bit registry).
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "pass /DVERSION=x.y.z (python packaging/version_info.py --print)"
!endif
!ifndef BUNDLE_DIR
  !error "pass /DBUNDLE_DIR=path\to\dist\ginrummy"
!endif
!ifndef OUTFILE
  !define OUTFILE "ginrummy-${VERSION}-setup.exe"
!endif
; Four numbers for the version resource: 0.1.0 -> 0.1.0.0 (pass /DVERSION4 for others).
!ifndef VERSION4
  !define VERSION4 "${VERSION}.0"
!endif

!define APP_NAME "Gin Rummy"
!define APP_EXE "ginrummy.exe"
!define APP_ID "GinRummyDesktop"
!define PUBLISHER "Gin Rummy Desktop developers"
; The installer's own key sits beside, never over, the game's QSettings key
; (HKCU\Software\GinRummyDesktop\GinRummy), which keeps the player's settings.
!define INSTALLER_KEY "Software\${APP_ID}\Installer"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define ICON "${__FILEDIR__}\..\icons\ginrummy.ico"

!include "MUI2.nsh"
!include "FileFunc.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${INSTALLER_KEY}" "InstallDir"
BrandingText "${APP_NAME} ${VERSION}"

; Version info of setup.exe itself (the game's exe gets its own from PyInstaller).
VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP_NAME} installer"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT License"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${INSTALLER_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The game's three languages; the first is the default.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Finnish"
!insertmacro MUI_LANGUAGE "Norwegian"

LangString RunningText ${LANG_ENGLISH} "${APP_NAME} is running. Close it and press Retry."
LangString RunningText ${LANG_FINNISH} "${APP_NAME} on käynnissä. Sulje se ja valitse Yritä uudelleen."
LangString RunningText ${LANG_NORWEGIAN} "${APP_NAME} kjører. Lukk programmet og trykk Prøv igjen."

Function .onInit
  SetShellVarContext current
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  SetShellVarContext current
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "Install"
  SetOutPath "$INSTDIR"
  ; A running game holds its files open; ask instead of failing half-way.
  retry:
  IfFileExists "$INSTDIR\${APP_EXE}" 0 write_files
  ClearErrors
  FileOpen $0 "$INSTDIR\${APP_EXE}" a
  IfErrors 0 not_running
  MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "$(RunningText)" IDRETRY retry
  Abort
  not_running:
  FileClose $0
  write_files:
  ; An update replaces the whole bundle: no stale libraries from an older version.
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUNDLE_DIR}\*.*"

  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr HKCU "${INSTALLER_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; Only what the installer put there: the folder may hold a player's own files.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${INSTALLER_KEY}"
  DeleteRegKey /ifempty HKCU "Software\${APP_ID}"
  ; Settings (HKCU\Software\GinRummyDesktop\GinRummy) and saved games stay, as
  ; players expect when they reinstall.
SectionEnd
