#!/usr/bin/env bash
# Runs every program of the Lua differential corpus (test/lua/**/*.lua) under the reference
# lua5.4 and reports: non-zero exit (except errors/uncaught-*.lua, which must exit 1), output
# that differs between two runs (non-determinism), missing header comment, and forbidden calls.
# Usage: test/support/check-lua-corpus.sh [dir-or-file...]   (default: test/lua)
set -u
cd "$(dirname "$0")/../.." || exit 2
LUA=${LUA:-lua5.4}
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(test/lua)
fail=0; n=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
while IFS= read -r f; do
  n=$((n+1))
  base=$(basename "$f")
  timeout 5 "$LUA" "$f" >"$tmp/out1" 2>"$tmp/err1"; rc=$?
  if [[ $base == uncaught-* ]]; then
    if [ $rc -ne 1 ]; then echo "FAIL $f: expected exit 1, got $rc"; fail=$((fail+1)); fi
  elif [ $rc -ne 0 ]; then
    echo "FAIL $f: exit $rc: $(head -1 "$tmp/err1")"; fail=$((fail+1)); continue
  fi
  timeout 5 "$LUA" "$f" >"$tmp/out2" 2>/dev/null
  if ! cmp -s "$tmp/out1" "$tmp/out2"; then echo "FAIL $f: output differs between runs"; fail=$((fail+1)); fi
  if grep -qE '(table|function|userdata|thread|builtin): (0x)?[0-9a-fA-F]{6,}' "$tmp/out1"; then echo "FAIL $f: output contains an address"; fail=$((fail+1)); fi
  if ! head -1 "$f" | grep -q '^--'; then echo "FAIL $f: first line is not a comment"; fail=$((fail+1)); fi
  if grep -qE '\b(io\.read|require|loadstring|dofile|coroutine\.|debug\.|collectgarbage|string\.dump)\b|[^.a-z_]load\(' "$f"; then
    echo "FAIL $f: uses a forbidden function"; fail=$((fail+1)); fi
done < <(find "${targets[@]}" -name '*.lua' \
           -not -path 'test/lua/strings/*' -not -path 'test/lua/core/*' | sort)
echo "checked $n programs, $fail problem(s)"
[ $fail -eq 0 ]
