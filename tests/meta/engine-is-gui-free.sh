#!/usr/bin/env bash
# Fails if the engine includes or links anything of QtGui, QtQml, QtQuick or QtWidgets (design card).
set -u
engine_dir=$1 link_file=$2 engine_test_binary=$3
status=0
if grep -qE 'Qt6?::(Gui|Qml|Quick|Widgets)|Qt6?(Gui|Qml|Quick|Widgets)' "$link_file"; then
  echo "battlemat_engine links a GUI module:"; cat "$link_file"; status=1
fi
includes=$(grep -rnE '#\s*include\s*[<"](QtGui|QtQml|QtQuick|QtWidgets|QGuiApplication|QQuick|QQml|QPainter|QImage|QColor|QPixmap|QFont)' "$engine_dir")
if [[ -n "$includes" ]]; then
  echo "engine/ includes GUI headers:"; echo "$includes"; status=1
fi
libraries=$(ldd "$engine_test_binary" | grep -E 'libQt6(Gui|Qml|Quick|Widgets)')
if [[ -n "$libraries" ]]; then
  echo "an engine-only test binary loads GUI libraries:"; echo "$libraries"; status=1
fi
[[ $status -eq 0 ]] && echo "engine is GUI-free: links $(tr '\n' ' ' <"$link_file")"
exit $status
