#!/bin/sh
# Builds the DocC documentation of the modules named on the command line (`make docs`):
#
#   docs-out/index.html   links to every module's site
#   docs-out/<Module>/    the module's static DocC site, to be served at /<Module>/
#
# To read it, serve docs-out/ at a web root (python3 -m http.server -d docs-out) and open
# http://localhost:8000/. Each module needs a catalog, Sources/<Module>/<Module>.docc, whose
# landing page curates every public type in its Topics.
#
# Per module: `swift build $SWIFT_BUILD_FLAGS --target <Module>` (`make docs` passes the flags of
# the build `make test` makes, so nothing is rebuilt after it; without them, the debug build), the
# symbol graph extracted from the built module with `swift symbolgraph-extract` (no SwiftPM
# plugin needed), then `docc convert` with warnings as errors. Checked: every public symbol has a
# doc comment of its own; the output has a landing page and a page for every public type, no
# public type is left out of the landing page's Topics, and every link of index.html resolves.
#
# On Linux SwipeUIKit compiles against UIKitStub, which declares UIKit's API as the iOS SDK
# spells it. Its symbol graph names the stub where the iOS build names UIKit: extensions of UIKit
# types (SwipeUIKit@UIKitStub.symbols.json: `UIScrollView.swipeTableView`) and the fallback names
# of superclasses and overridden members (`UIKitStub.UIView`). Those are renamed to UIKit (any
# `<Framework>Stub` to `<Framework>`), so the site shows the API an app sees; the stub's own
# symbols are never part of a module's graph.
set -eu
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then
  echo "usage: $0 MODULE..." >&2
  exit 2
fi
SWIFT=${SWIFT:-swift}
if [ -z "${DOCC:-}" ]; then
  # Linux toolchains ship docc beside swift.
  DOCC=$(command -v docc || echo "$(dirname "$(command -v "$SWIFT")")/docc")
fi
out=docs-out
graphs=.build/docs-symbol-graphs

fail() {
  echo "error: $*" >&2
  exit 1
}

lowercase() {
  printf '%s' "$1" | tr '[:upper:]' '[:lower:]'
}

# The public types of a module: the top-level symbols of its own symbol graph file.
top_level_symbols() {
  grep -o '"pathComponents":\["[^"]*"\]' "$1" | sed 's/.*\["\(.*\)"\]/\1/' | sort -u
}

# The symbols of a symbol graph file declared in the module's sources without a doc comment of
# their own (an override without one shows its superclass's, which DocC leaves out). Extension
# blocks carry no comment; compiler-synthesized members have no source location.
undocumented_symbols() {
  awk '{ gsub(/\{"kind":\{"identifier":"swift\./, "\n&"); print }' "$1" |
    grep "\"location\":{\"uri\":\"[^\"]*/Sources/$2/" |
    grep -v '^{"kind":{"identifier":"swift\.extension"' |
    grep -v "\"docComment\":{\"uri\":\"[^\"]*\",\"module\":\"$2\"" |
    grep -o '"pathComponents":\[[^]]*\]' | sed 's/"pathComponents":\[//; s/\]$//; s/","/./g; s/"//g'
}

# The first paragraph after a landing page's title, as HTML text.
abstract() {
  awk 'NR > 1 && NF == 0 && started { exit } NR > 1 && NF > 0 { started = 1; print }' "$1" |
    tr '\n' ' ' | sed 's/ *$//; s/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g; s/``\([^`]*\)``/\1/g' |
    sed 's/`\([^`]*\)`/<code>\1<\/code>/g'
}

for module in "$@"; do
  [ -d "Sources/$module/$module.docc" ] || fail "$module has no catalog Sources/$module/$module.docc"
done

# shellcheck disable=SC2086 # SWIFT_BUILD_FLAGS is a list of arguments
bin=$("$SWIFT" build ${SWIFT_BUILD_FLAGS:-} --show-bin-path)
triple=$(basename "$(dirname "$bin")")
rm -rf "$out"
mkdir -p "$out"

for module in "$@"; do
  lower=$(lowercase "$module")
  catalog="Sources/$module/$module.docc"
  site="$out/$module"

  echo "== $module: build"
  # shellcheck disable=SC2086
  "$SWIFT" build ${SWIFT_BUILD_FLAGS:-} --target "$module"

  echo "== $module: symbol graph"
  rm -rf "${graphs:?}/$module"
  mkdir -p "$graphs/$module"
  "$SWIFT" symbolgraph-extract -module-name "$module" -target "$triple" \
    -I "$bin/Modules" -I "$bin" -module-cache-path "$bin/ModuleCache" \
    -minimum-access-level public -emit-extension-block-symbols \
    -output-dir "$graphs/$module"
  for file in "$graphs/$module"/*.symbols.json; do
    sed 's/"extendedModule":"\([A-Za-z0-9_]*\)Stub"/"extendedModule":"\1"/g
      s/"targetFallback":"\([A-Za-z0-9_]*\)Stub\./"targetFallback":"\1./g' "$file" >"$file.tmp"
    rm "$file"
    case "$file" in
      *Stub.symbols.json) mv "$file.tmp" "${file%Stub.symbols.json}.symbols.json" ;;
      *) mv "$file.tmp" "$file" ;;
    esac
  done

  missing=$(for file in "$graphs/$module"/*.symbols.json; do undocumented_symbols "$file" "$module"; done)
  # shellcheck disable=SC2086 # one name per word
  [ -z "$missing" ] || fail "$module: public symbols without a /// summary:" $missing

  echo "== $module: docc convert"
  log="$graphs/$module.docc.log"
  if ! "$DOCC" convert "$catalog" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "swipetableview.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors \
    --output-path "$site" >"$log" 2>&1; then
    cat "$log" >&2
    fail "docc convert $catalog failed"
  fi
  if grep -q 'warning:' "$log"; then
    cat "$log" >&2
    fail "docc convert $catalog warned"
  fi

  echo "== $module: check"
  landing="$site/data/documentation/$lower.json"
  [ -f "$landing" ] || fail "no landing page: $landing"
  [ -f "$site/documentation/$lower/index.html" ] || fail "no page: $site/documentation/$lower/index.html"
  count=0
  for symbol in $(top_level_symbols "$graphs/$module/$module.symbols.json"); do
    page="$site/data/documentation/$lower/$(lowercase "$symbol").json"
    [ -f "$page" ] || fail "$module: no page for $symbol ($page)"
    count=$((count + 1))
  done
  [ "$count" -gt 0 ] || fail "$module: no public symbols in its symbol graph"
  if grep -q '"generated":true' "$landing"; then
    missing=""
    for symbol in $(top_level_symbols "$graphs/$module/$module.symbols.json"); do
      grep -rqF "\`\`$symbol\`\`" "$catalog" || missing="$missing $symbol"
    done
    fail "$module: public types missing from the Topics of $catalog/$module.md:${missing:- (see the generated groups in $landing)}"
  fi
  echo "$module: $count public types, $(find "$site/data/documentation" -name '*.json' | wc -l) pages"
done

# The index: one link per module, with the first paragraph of its landing page.
{
  cat <<'EOF'
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SwipeTableView for Swift: documentation</title>
<style>
body { font: 17px/1.5 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif;
  max-width: 46em; margin: 3em auto; padding: 0 1em; color: #1d1d1f; }
dt { font-size: 1.2em; margin-top: 1.2em; }
dd { margin: 0.2em 0 0; }
code { font-size: 0.9em; }
</style>
</head>
<body>
<h1>SwipeTableView for Swift</h1>
<dl>
EOF
  for module in "$@"; do
    lower=$(lowercase "$module")
    echo "<dt><a href=\"$module/documentation/$lower/\">$module</a></dt>"
    echo "<dd>$(abstract "Sources/$module/$module.docc/$module.md")</dd>"
  done
  cat <<'EOF'
</dl>
</body>
</html>
EOF
} >"$out/index.html"

for link in $(grep -o 'href="[^"]*"' "$out/index.html" | sed 's/href="\(.*\)"/\1/'); do
  [ -f "$out/${link}index.html" ] || fail "index.html links to $link, which has no index.html"
done
echo "documentation: $out/index.html (serve $out/ at a web root)"
