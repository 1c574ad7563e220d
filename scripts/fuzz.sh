#!/usr/bin/env bash
# Runs every fuzz target of the module, one at a time, for a given time
# each: the pre-release fuzzing pass.
#
# Usage: scripts/fuzz.sh [-fuzztime DURATION] [-parallel N] [REGEXP]
#
#   -fuzztime  how long each target runs (go test -fuzztime): 2m by default;
#              a count of inputs such as 10000x works too
#   -parallel  fuzzing workers per target (go test -parallel): 1 by default,
#              so that the pass does not take over a shared machine
#   REGEXP     run only the targets whose name matches (grep -E)
#
# A target that finds a failure leaves the failing input under its
# package's testdata/fuzz/<Target>/, where the ordinary go test replays it:
# commit it with the fix. The script goes on with the other targets, prints
# a table of targets, time run and result, and exits 1 if any target
# failed.
set -uo pipefail
cd "$(dirname "$0")/.."

fuzztime=2m
parallel=1
match=.
while [ $# -gt 0 ]; do
  case "$1" in
  -fuzztime) fuzztime=$2; shift 2 ;;
  -fuzztime=*) fuzztime=${1#*=}; shift ;;
  -parallel) parallel=$2; shift 2 ;;
  -parallel=*) parallel=${1#*=}; shift ;;
  -h | -help | --help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  -*) echo "fuzz.sh: unknown flag $1" >&2; exit 2 ;;
  *) match=$1; shift ;;
  esac
done

# Every fuzz target: "package-dir target", from the test files of the
# module (not of testdata or other modules).
targets=$(grep -rE --include='*_test.go' -o '^func Fuzz[A-Za-z0-9_]*\(' . |
  grep -v '/testdata/' |
  sed -E 's|^\./(.*)/[^/]*_test\.go:func (Fuzz[A-Za-z0-9_]*)\(|\1 \2|; s|^\./[^/]*_test\.go:func (Fuzz[A-Za-z0-9_]*)\(|. \1|' |
  sort -u | grep -E " .*${match}" || true)
if [ -z "$targets" ]; then
  echo "fuzz.sh: no fuzz target matches ${match}" >&2
  exit 2
fi

echo "fuzzing $(echo "$targets" | wc -l) targets for ${fuzztime} each, -parallel ${parallel}"
summary=""
failed=0
while read -r dir target; do
  echo
  echo "== ./${dir} ${target}"
  start=$(date +%s)
  if go test -run='^$' -fuzz="^${target}\$" -fuzztime="${fuzztime}" -parallel="${parallel}" "./${dir}"; then
    result=ok
  else
    result=FAIL
    failed=1
  fi
  elapsed=$(($(date +%s) - start))
  summary+=$(printf '%-36s %-28s %6ss  %s' "./${dir}" "${target}" "${elapsed}" "${result}")$'\n'
done <<<"$targets"

echo
echo "== summary (time includes building and the seed corpus)"
printf '%s' "$summary"
if [ "$failed" -ne 0 ]; then
  echo "some targets failed: their inputs are under testdata/fuzz/ of their packages" >&2
  exit 1
fi
