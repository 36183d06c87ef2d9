#!/bin/sh
# Times `referee lsp` over one session: initialize, a message whose params are arrays nested
# DEPTH deep with numbers between the brackets to make up about BYTES bytes (DEPTH 1 is one
# flat array), then shutdown and exit. Prints the answer to that message and the wall time.
# Usage: scripts/lsp-message-time.sh REFEREE DEPTH BYTES
set -eu
referee=${1:?usage: scripts/lsp-message-time.sh REFEREE DEPTH BYTES}
depth=${2:?depth}
bytes=${3:?bytes}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
frame() { printf 'Content-Length: %s\r\n\r\n' "$(wc -c < "$1" | tr -d ' ')"; cat "$1"; }
printf '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}' > "$work/initialize"
awk -v d="$depth" -v n="$bytes" 'BEGIN {
  k = int((n - 60 - 2 * d) / (2 * d)); f = ""; for (i = 0; i < k; i++) f = f "0,"
  printf "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"x\",\"params\":"
  for (i = 0; i < d; i++) printf "[%s", f
  for (i = 0; i < d; i++) printf "]"
  printf "}" }' > "$work/message"
printf '{"jsonrpc":"2.0","id":3,"method":"shutdown"}' > "$work/shutdown"
printf '{"jsonrpc":"2.0","method":"exit"}' > "$work/exit"
{ frame "$work/initialize"; frame "$work/message"; frame "$work/shutdown"; frame "$work/exit"; } > "$work/input"
start=$(date +%s%N)
"$referee" lsp < "$work/input" > "$work/output"
end=$(date +%s%N)
grep -ao '{"error":{[^}]*}' "$work/output" | head -1
echo "$(wc -c < "$work/message" | tr -d ' ') bytes, $depth deep: $(( (end - start) / 1000000 )) ms"
