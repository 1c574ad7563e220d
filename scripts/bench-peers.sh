#!/usr/bin/env bash
# Compares verbatim's fuzzy location with a peer, side by side in one run:
# a 200-character quote with three substitutions, near the end of 1 MiB of
# English prose (internal/testtext), against edlib (C++, Myers'
# bit-parallel algorithm with banding; infix mode HW, k = 10% of the
# quote's code points) through Debian's python3-edlib, on the same strings:
# the source and quote as verbatim's fuzzy stage searches them, folded,
# given to edlib as UTF-8 bytes. verbatim is timed on a prepared Document,
# all three stages of Locate included (exact, normalized, fuzzy).
#
# Usage: scripts/bench-peers.sh [-rounds N] [-n N]
#
#   -rounds  rounds of verbatim then edlib: 3 by default; each figure is
#            the median of the rounds' medians
#   -n       timed calls per side and round: 200 by default
#
# Needs Go. Installs python3-edlib with apt-get when it is missing, apt-get
# is there and the script runs as root; otherwise it says so and prints
# verbatim's figure alone.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=3
n=200
while [ $# -gt 0 ]; do
  case "$1" in
  -rounds) rounds=$2; shift 2 ;;
  -rounds=*) rounds=${1#*=}; shift ;;
  -n) n=$2; shift 2 ;;
  -n=*) n=${1#*=}; shift ;;
  -h | -help | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "bench-peers.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done

# A Python that imports edlib: Debian's package installs it for the
# system's python3, which a python3 earlier on PATH (pyenv, a virtual
# environment) may not see.
find_python() {
  for py in python3 /usr/bin/python3; do
    if command -v "$py" >/dev/null 2>&1 && "$py" -c 'import edlib' >/dev/null 2>&1; then
      echo "$py"
      return
    fi
  done
}
python=$(find_python)
if [ -z "$python" ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing python3-edlib with apt-get ..." >&2
  if ! apt-get install -y -q python3-edlib >/dev/null 2>&1; then
    apt-get update -q >/dev/null 2>&1 || true
    apt-get install -y -q python3-edlib >/dev/null 2>&1 || true
  fi
  python=$(find_python)
fi
if [ -z "$python" ]; then
  echo "bench-peers.sh: skipping the edlib comparison: python3-edlib is not installed and cannot be" >&2
  echo "  installed here (it needs apt-get and root: apt-get install python3-edlib)." >&2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/benchpeers" ./scripts/benchpeers
"$tmp/benchpeers" -write "$tmp"

echo "fuzzy location of a 200-character quote with 3 substitutions in 1 MiB of English"
echo "$(go version | cut -d' ' -f3-), $(uname -m), $(nproc) cores; median of $n calls a round, $rounds rounds"
for r in $(seq "$rounds"); do
  read -r v v0 vstart vend vdist < <("$tmp/benchpeers" -n "$n")
  echo "$v" >>"$tmp/verbatim"
  echo "$v0" >>"$tmp/stages"
  line="round $r: verbatim $(awk -v t="$v" -v s="$v0" 'BEGIN { printf "%.3f ms (%.3f ms before the fuzzy stage)", t / 1e6, s / 1e6 }')"
  if [ -n "$python" ]; then
    read -r ed el edist estart eend < <("$python" scripts/benchpeers/edlib_peer.py "$tmp" "$n")
    echo "$ed" >>"$tmp/distance"
    echo "$el" >>"$tmp/locations"
    line="$line, edlib $(awk -v d="$ed" -v l="$el" 'BEGIN { printf "%.3f ms (distance), %.3f ms (locations)", d / 1e6, l / 1e6 }')"
  fi
  echo "$line"
done

median() { sort -n "$1" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
v=$(median "$tmp/verbatim")
v0=$(median "$tmp/stages")
echo
printf 'verbatim  Locate, prepared Document        %8.3f ms   span [%d, %d) of the source, %d edits\n' \
  "$(awk -v t="$v" 'BEGIN { print t / 1e6 }')" "$vstart" "$vend" "$vdist"
printf '          of which exact and normalized    %8.3f ms   (Locate with Fuzzy off)\n' \
  "$(awk -v t="$v0" 'BEGIN { print t / 1e6 }')"
if [ -n "$python" ]; then
  d=$(median "$tmp/distance")
  l=$(median "$tmp/locations")
  printf 'edlib     HW, k=%s, task="distance"        %8.3f ms   %s edits, span [%d, %d) of the folded source\n' \
    "$(cat "$tmp/k")" "$(awk -v t="$d" 'BEGIN { print t / 1e6 }')" "$edist" "$estart" "$eend"
  printf 'edlib     HW, k=%s, task="locations"       %8.3f ms\n' \
    "$(cat "$tmp/k")" "$(awk -v t="$l" 'BEGIN { print t / 1e6 }')"
  awk -v v="$v" -v d="$d" -v l="$l" 'BEGIN {
    printf "ratio     edlib / verbatim: %.1fx (distance), %.1fx (locations)\n", d / v, l / v
  }'
fi
