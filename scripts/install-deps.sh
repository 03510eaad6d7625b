#!/usr/bin/env bash
# Installs every Debian 12 package Battlemat needs to build, run and test, and nothing twice:
# a second run that finds everything present returns in well under a second.
set -euo pipefail

packages=(
  # toolchain
  cmake ninja-build g++ clang-format git
  # Qt 6.4 and QCoro 0.8 (see docs/building.md for why each QML module is listed)
  # (qt6-base-dev also holds QtPrintSupport and QtWidgets: File > Print of character sheets)
  qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev libqt6sql6-sqlite qcoro-qt6-dev
  # Qt's own strings in German (a dialog's OK/Cancel, the file dialog)
  qt6-translations-l10n
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates qml6-module-qtquick-layouts
  qml6-module-qtquick-window qml6-module-qtquick-shapes qml6-module-qtquick-dialogs qml6-module-qtqml
  qml6-module-qtqml-models qml6-module-qtqml-workerscript qml6-module-qttest qml6-module-qt-labs-platform
  # the non-native File dialogs (QtQuick.Dialogs quickimpl) import Qt.labs.folderlistmodel
  qml6-module-qt-labs-folderlistmodel
  # benchmarks and their baseline
  libbenchmark-dev libtcod-dev
  # headless runs, screenshots and PDF checks (Mesa's llvmpipe: the OpenGL run of tst_mapscenegraph under Xvfb)
  xvfb xauth poppler-utils libgl1-mesa-dri
  # the install test checks the campaign file's MIME type with update-mime-database
  shared-mime-info
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing ${#missing[@]} missing Debian packages: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "error: not root and sudo is missing; install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
