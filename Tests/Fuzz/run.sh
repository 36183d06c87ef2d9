#!/usr/bin/env bash
# Builds the libFuzzer targets (Tests/Fuzz/*.swift) with the sources they exercise compiled
# into one module, and runs each for the given number of seconds (default 600), seeded from
# the shipped rule and scenario files, the broken-input corpus, sample command lines and sample
# language server messages, with a dictionary of the words each reads (Tests/Fuzz/*.dict).
#   bash Tests/Fuzz/run.sh [SECONDS] [TARGET…]     targets: front-end commands lsp-json
# Findings (crashing inputs) land in .build-fuzz/findings/; the run fails if there are any.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(front-end commands lsp-json)
out=.build-fuzz
mkdir -p "$out/findings"

build() {  # [skip="FILE…"] build NAME ENTRY MODULE…   (the files in skip are left out)
  local name=$1 entry=$2
  shift 2
  local src="$out/src-$name"
  rm -rf "$src" "$out/$name" && mkdir -p "$src"
  for module in "$@"; do
    # Every Swift file of the module, in subfolders too (Core/, Views/).
    while IFS= read -r f; do
      case " ${skip:-} " in *" $f "*) continue ;; esac
      sed -E '/^import (RefereeModel|RefereeLanguage|RefereeEngine|RefereeAnalysis|RefereePlay|RefereeCheck|RefereeLSP|RefereeStreams)$/d' "$f" > "$src/$module-$(echo "${f#Sources/$module/}" | tr / -)"
    done < <(find Sources/"$module" -name '*.swift' | sort)
    if [ "$module" = RefereeLSP ]; then
      # What the EmbedReference build step makes: docs/language.md as a Swift string.
      swiftc Sources/EmbedReferenceTool/*.swift -o "$out/embed-reference"
      "$out/embed-reference" docs/language.md "$src/RefereeLSP-ReferenceDocument.swift"
    fi
  done
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name RefereeFuzz \
    "$src"/*.swift "Tests/Fuzz/$entry" -o "$out/$name" 2>&1 | grep -E "error:" || true
  [ -x "$out/$name" ] || { echo "building the $name fuzzer failed" >&2; exit 1; }
}

seed() {  # seed NAME FILE…
  local corpus="$out/corpus-$1"
  shift
  mkdir -p "$corpus"
  cp "$@" "$corpus"/ 2>/dev/null || true
}

for target in "${targets[@]}"; do
  case $target in
    front-end)
      build front-end FrontEnd.swift RefereeModel RefereeLanguage RefereeEngine
      seed front-end rules/*.rules rules/*.scenarios examples/*.rules examples/*.scenarios Tests/Corpus/*.rules
      dict=Tests/Fuzz/language.dict
      ;;
    commands)
      build commands Commands.swift RefereeModel RefereeLanguage RefereeEngine RefereeStreams RefereeAnalysis RefereePlay
      mkdir -p "$out/corpus-commands"
      printf '\x00 4\n0\nundo\nredo\n4\nmoves\nnew\n8\nhelp\n' > "$out/corpus-commands/board"
      printf '\x02 10\n3\n7\nX\n/\n-\nundo\nshow\n' > "$out/corpus-commands/frames"
      printf '\x03 A\nB\nA\nundo\nredo\nnew\n' > "$out/corpus-commands/rally"
      printf '\x04 1122\n1234\n"  WW"\nmove undo\nmoves\n' > "$out/corpus-commands/code"
      # The moves of every shipped scenario, one a line, on the game the scenario is for.
      index=0
      for game in tictactoe tictactoe-vs-computer bowling table-tennis mastermind; do
        { printf "\\$(printf '%03o' "$index") \n"
          sed -nE 's/^ *moves? +//p' "rules/$game.scenarios" | tr ' ' '\n'; } > "$out/corpus-commands/scenario-$game"
        index=$((index + 1))
      done
      dict=Tests/Fuzz/commands.dict
      ;;
    lsp-json)
      # check's reports are not the server's, and their JSON type would clash with the server's
      # once every module is compiled into one.
      skip=Sources/RefereeCheck/Reports.swift build lsp-json LanguageServerJSON.swift \
        RefereeModel RefereeLanguage RefereeEngine RefereeStreams RefereeAnalysis RefereeCheck RefereeLSP
      corpus="$out/corpus-lsp-json"
      mkdir -p "$corpus"
      printf '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}' > "$corpus/initialize"
      printf '{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///f.rules","languageId":"referee","version":1,"text":"referee 1\\nplayres X O\\nboard 3 by 3\\nwin 3 in a row\\n"}}}' > "$corpus/open"
      printf '{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///f.rules"},"position":{"line":2,"character":1}}}' > "$corpus/hover"
      printf '{"id":[1.5e3,-0,"\\ud83d\\ude00\\n",true,false,null,{"a":{}}],"method":"x"}' > "$corpus/values"
      printf '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[0]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]' > "$corpus/nested"
      dict=Tests/Fuzz/json.dict
      ;;
    *) echo "unknown target $target (front-end, commands, lsp-json)" >&2; exit 64 ;;
  esac
  echo "fuzzing $target for $seconds s"
  # Leak detection is off: LeakSanitizer reports the Swift runtime's and Foundation's
  # process-wide caches at exit (the reported input, run alone, leaks nothing). Address errors,
  # crashes, hangs (-timeout) and memory blow-ups (-rss_limit_mb) are all still findings.
  # Both switches are needed: libFuzzer's flag, and ASan's own check at exit.
  ASAN_OPTIONS=detect_leaks=0 REFEREE_ROOT="$PWD" "$out/$target" -detect_leaks=0 -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$out/findings/$target-" "$out/corpus-$target" 2>&1 | grep -E "^#[0-9]+ +DONE|^Dictionary:|ParseDictionaryFile|stat::number_of_executed_units|stat::peak_rss|ERROR|SUMMARY|deadly|crash-|timeout-|oom-" || true
done

findings=$(ls "$out/findings" 2>/dev/null | wc -l)
echo "findings: $findings"
[ "$findings" -eq 0 ]
