#!/usr/bin/env bash
# Runs the benchmarks the README reports at a base revision and at the
# working tree, interleaved in one session (base, new, base, new, ...), so
# that a shared, noisy machine slows both alike, and prints benchstat's
# comparison.
#
# Usage: scripts/bench-compare.sh [-count N] [-out DIR] [-same-benchmarks] BASE
#
#   BASE    a revision: a commit, tag or branch (git worktree checks it out)
#   -count  runs of each benchmark on each side: 6 by default
#   -out    where base.txt, new.txt and the test binaries go: a temporary
#           directory by default
#   -same-benchmarks  run the working tree's benchmark files at BASE too
#
# A benchmark that BASE lacks is run on the new side only, unless
# -same-benchmarks is given: then each package's bench_test.go of the
# working tree replaces BASE's where it builds there, so that both sides
# run the same benchmarks (a benchmark added since BASE runs on both).
# benchstat is golang.org/x/perf/cmd/benchstat, run with go run.
set -euo pipefail
cd "$(dirname "$0")/.."

count=6
out=""
same=""
while [ $# -gt 0 ]; do
  case "$1" in
  -same-benchmarks) same=1; shift ;;
  -count) count=$2; shift 2 ;;
  -count=*) count=${1#*=}; shift ;;
  -out) out=$2; shift 2 ;;
  -out=*) out=${1#*=}; shift ;;
  -h | -help | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  -*) echo "bench-compare.sh: unknown flag $1" >&2; exit 2 ;;
  *) break ;;
  esac
done
if [ $# -ne 1 ]; then
  echo "usage: scripts/bench-compare.sh [-count N] [-out DIR] [-same-benchmarks] BASE" >&2
  exit 2
fi
base=$1
[ -n "$out" ] || out=$(mktemp -d)
mkdir -p "$out"
tree="$out/base-tree"
rm -rf "$tree"
git worktree add -q --detach "$tree" "$base"
trap 'git worktree remove --force "$tree" >/dev/null 2>&1 || true' EXIT

# package and the benchmarks of it the README reports
benches=(
  "normalize|^Benchmark(FoldEnglish1MiB|FoldCJK1MiB|FoldNaive1MiB)$"
  "numbers|^Benchmark(NumbersGround1MiB|NumbersIndex1MiB)$"
  "verify|^Benchmark(Verify50Claims1MiB|NewCorpus1MiB|Locate(Exact|Normalized|Fuzzy)1MiB|Request)$"
  "citations|^Benchmark(CheckAnswer|CheckAnswerOnce|NewCorpus|Sentences|Request)$"
)

for entry in "${benches[@]}"; do
  pkg=${entry%%|*}
  if [ -n "$same" ] && [ -f "$pkg/bench_test.go" ]; then
    cp "$pkg/bench_test.go" "$tree/$pkg/bench_test.go"
    if ! (cd "$tree" && go test -c -o "$out/$pkg.base" "./$pkg/" 2>/dev/null); then
      echo "bench-compare.sh: $pkg/bench_test.go does not build at $base; its own is run there" >&2
      git -C "$tree" checkout -q -- "$pkg/bench_test.go"
      (cd "$tree" && go test -c -o "$out/$pkg.base" "./$pkg/")
    fi
  else
    (cd "$tree" && go test -c -o "$out/$pkg.base" "./$pkg/")
  fi
  go test -c -o "$out/$pkg.new" "./$pkg/"
done

: >"$out/base.txt"
: >"$out/new.txt"
for i in $(seq "$count"); do
  for entry in "${benches[@]}"; do
    pkg=${entry%%|*}
    pat=${entry#*|}
    (cd "$tree/$pkg" && "$out/$pkg.base" -test.run '^$' -test.bench "$pat" -test.benchmem) >>"$out/base.txt"
    (cd "$pkg" && "$out/$pkg.new" -test.run '^$' -test.bench "$pat" -test.benchmem) >>"$out/new.txt"
  done
  echo "round $i of $count done" >&2
done
go run golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da "$out/base.txt" "$out/new.txt"
echo "results in $out" >&2
