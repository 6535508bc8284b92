#!/usr/bin/env bash
# Remakes src/app/fonts/inter-latin{,-italic}.woff2 from the Inter variable fonts PrimeReact's theme ships:
# optical size fixed at text size (14), weights 400 to 700 (the only ones the styles use), the characters
# of build/theme-font.ts's INTER_SUBSET_RANGE and the layout features text needs (kerning,
# ligatures, accents, tabular figures). Not part of the build: the subsets are committed. Needs fonttools
# with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
fonts=node_modules/primereact/resources/themes/lara-light-blue/fonts
range=$(node -e "process.stdout.write(require('fs').readFileSync('build/theme-font.ts','utf8').match(/INTER_SUBSET_RANGE =\s*'([^']+)'/)[1].replace(/ /g,''))")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for style in '' -Italic; do
  python3 -m fontTools.varLib.instancer "$fonts/InterVariable$style.woff2" opsz=14 wght=400:700 -o "$work/inter$style.ttf"
  out=src/app/fonts/inter-latin$(echo "$style" | tr '[:upper:]' '[:lower:]').woff2
  python3 -m fontTools.subset "$work/inter$style.ttf" --unicodes="$range" \
    --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum' --flavor=woff2 --output-file="$out"
  echo "$out: $(wc -c < "$out") bytes"
done
