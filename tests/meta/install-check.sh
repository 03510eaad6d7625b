#!/usr/bin/env bash
# Installs the build into a temporary DESTDIR (as `cmake --install` and the .deb do) and checks that a desktop
# gets what it needs: both programs on the PATH, the menu entry that opens .battlemat files, the MIME type and
# the icons. Usage: install-check.sh CMAKE BUILD_DIR
set -euo pipefail
cmake=$1
build=$2
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT

DESTDIR="$root" "$cmake" --install "$build" --prefix /usr >/dev/null

status=0
for file in usr/bin/battlemat usr/bin/battlemat-cli usr/share/applications/battlemat.desktop \
            usr/share/mime/packages/battlemat.xml usr/share/icons/hicolor/scalable/apps/battlemat.svg \
            usr/share/icons/hicolor/256x256/apps/battlemat.png usr/share/icons/hicolor/48x48/apps/battlemat.png \
            usr/share/icons/hicolor/scalable/mimetypes/application-x-battlemat.svg; do
  [[ -e "$root/$file" ]] || { echo "missing after install: /$file"; status=1; }
done
for program in battlemat battlemat-cli; do
  [[ -x "$root/usr/bin/$program" ]] || { echo "/usr/bin/$program is not executable"; status=1; }
done
desktop="$root/usr/share/applications/battlemat.desktop"
if [[ -e "$desktop" ]]; then
  grep -qx 'Exec=battlemat %f' "$desktop" || { echo "battlemat.desktop: Exec does not pass the file (%f)"; status=1; }
  grep -qx 'MimeType=application/x-battlemat;' "$desktop" || { echo "battlemat.desktop: no MimeType"; status=1; }
  grep -qx 'Icon=battlemat' "$desktop" || { echo "battlemat.desktop: no Icon"; status=1; }
fi
mime="$root/usr/share/mime/packages/battlemat.xml"
if [[ -e "$mime" ]]; then
  grep -q '<mime-type type="application/x-battlemat">' "$mime" || { echo "battlemat.xml: no application/x-battlemat"; status=1; }
  grep -q '<glob pattern="\*.battlemat"' "$mime" || { echo "battlemat.xml: no *.battlemat glob"; status=1; }
  # shared-mime-info accepts it: the cache built from it maps *.battlemat to the type.
  if command -v update-mime-database >/dev/null; then
    update-mime-database "$root/usr/share/mime" >/dev/null 2>&1 || { echo "update-mime-database refuses battlemat.xml"; status=1; }
    grep -q 'application/x-battlemat:\*\.battlemat' "$root/usr/share/mime/globs2" 2>/dev/null ||
      { echo "the MIME cache does not map *.battlemat to application/x-battlemat"; status=1; }
  fi
fi
[[ $status -eq 0 ]] && echo "installed: $(cd "$root" && find . -type f | sort | tr '\n' ' ')"
exit $status
