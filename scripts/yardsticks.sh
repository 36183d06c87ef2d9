#!/bin/sh
# Runs the C yardsticks (tic-tac-toe, Connect Four, bowling) and `referee bench` in interleaved
# rounds and prints the median rate of each: C, the hand-written Swift baseline, the engine.
# Usage: scripts/yardsticks.sh PEERS_FOLDER [ROUNDS]   (build with swift build -c release first)
set -eu
peers=${1:?usage: scripts/yardsticks.sh PEERS_FOLDER [ROUNDS]}
rounds=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for p in ttt c4 bowling; do gcc -O2 -o "$work/$p" "$peers/$p.c"; done
for r in $(seq "$rounds"); do
  "$work/ttt" 50 5000000 | awk '/RESULT ttt_perft9_ms/ { print "C ttt-perft", 549945 / ($3 / 1000) }
                                /RESULT ttt_playouts_per_s/ { print "C ttt-playouts", $3 }'
  "$work/c4" 1000000 | awk '/CHECK c4_perft_1_9/ { s = 0; for (i = 3; i <= NF; i++) s += $i }
                            /RESULT c4_perft9_ms/ { print "C c4-perft", s / ($3 / 1000) }
                            /RESULT c4_playouts_per_s/ { print "C c4-playouts", $3 }'
  "$work/bowling" 5000000 100000 | awk '/RESULT bowl_gen_score/ { print "C bowling", $3 }'
  .build/release/referee bench --repeats 3 2>/dev/null | tee "$work/bench-$r.md" | awk -F'|' '
    function rate(s) { n = split(s, a, " "); v = a[1]; if (a[2] == "M") v *= 1e6; else if (a[2] == "k") v *= 1e3; return v }
    /tic-tac-toe random/ && !/general/ { print "S ttt-playouts", rate($5); print "E ttt-playouts", rate($4) }
    /connect four random/ && !/general/ { print "S c4-playouts", rate($5); print "E c4-playouts", rate($4) }
    /tic-tac-toe perft/ { print "S ttt-perft", rate($5); print "E ttt-perft", rate($4) }
    /connect four perft/ { print "S c4-perft", rate($5); print "E c4-perft", rate($4) }
    /bowling/ { print "S bowling", rate($5); print "E bowling", rate($4) }'
done > "$work/rates"
echo "| workload | C /s | hand-written Swift /s | Swift / C | engine /s | engine / Swift |"
echo "|---|---:|---:|---:|---:|---:|"
cat "$work/bench-$rounds.md"; echo
for w in ttt-playouts c4-playouts ttt-perft c4-perft bowling; do
  med() { grep "^$1 $w " "$work/rates" | awk '{ print $3 }' | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
  c=$(med C); s=$(med S); e=$(med E)
  awk -v w="$w" -v c="$c" -v s="$s" -v e="$e" 'BEGIN {
    printf "| %s | %.2f M | %.2f M | %.2f | %.2f M | %.2f |\n", w, c / 1e6, s / 1e6, s / c, e / 1e6, e / s }'
done
