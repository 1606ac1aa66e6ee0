#!/usr/bin/env bash
# merge-alloc's output on a fixed set of inputs, to compare two builds byte for byte:
#   bench/merge-alloc-identity.sh OUTDIR [JAR]
# Inputs (written once into OUTDIR/inputs): jopt.fuzz's generated programs (100 of seed 1,
# 200 of seed 2), 300 programs whose helpers may return buffers of dynamic size (seed 1), the
# memory-quality corpus and the MergeAlloc lit inputs. Every input set goes through every
# merge-alloc mode below in one jopt run (--split-input-file); OUTDIR/<set>.<mode>.out holds
# stdout and stderr. JAR defaults to this checkout's tools/target/jopt.jar. Compare two
# OUTDIRs with `diff -r A B --exclude=inputs` (or the summary this script prints with --diff).
#   bench/merge-alloc-identity.sh --diff A B
# INPUTS=DIR reads the inputs from DIR (e.g. the first run's OUTDIR/inputs, so that both runs
# name the same files in their diagnostics).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ "${1:-}" == --diff ]]; then
  a=$2 b=$3 same=0 differ=0
  for f in "$a"/*.out; do
    n=$(basename "$f")
    if cmp -s "$f" "$b/$n"; then same=$((same + 1)); else differ=$((differ + 1)); echo "differs: $n"; fi
  done
  echo "$same identical, $differ differ"
  [[ $differ == 0 ]]
  exit
fi
out=${1:?OUTDIR}
jar=${2:-$root/tools/target/jopt.jar}
in=${INPUTS:-$out/inputs}
mkdir -p "$out" "$in"
if [[ ! -s "$in/gen.mlir" ]]; then
  cp="${TEST_CLASSES:-$root/test/target/classes}:$jar"
  for j in net/jqwik/jqwik-api/1.9.3/jqwik-api-1.9.3.jar net/jqwik/jqwik-engine/1.9.3/jqwik-engine-1.9.3.jar \
      org/opentest4j/opentest4j/1.3.0/opentest4j-1.3.0.jar \
      org/junit/platform/junit-platform-commons/1.12.1/junit-platform-commons-1.12.1.jar \
      org/junit/platform/junit-platform-engine/1.12.1/junit-platform-engine-1.12.1.jar \
      org/apiguardian/apiguardian-api/1.1.2/apiguardian-api-1.1.2.jar; do
    cp="$cp:$HOME/.m2/repository/$j"
  done
  src="$out/DumpPrograms.java"
  cat > "$src" <<'JAVA'
import java.nio.file.*;
import java.util.*;
import jopt.fuzz.*;
import net.jqwik.api.*;
import net.jqwik.api.sessions.JqwikSession;

public class DumpPrograms {
  public static void main(String[] a) throws Exception {
    Path dir = Path.of(a[0]);
    JqwikSession.start();
    try {
      write(dir.resolve("gen.mlir"), List.of(
          take(ProgramGenerator.programs(DeallocMode.NONE), 1, 100),
          take(ProgramGenerator.programs(DeallocMode.NONE), 2, 200)));
      write(dir.resolve("dynres.mlir"), List.of(
          take(ProgramGenerator.programsWithDynamicResults(DeallocMode.NONE), 1, 300)));
    } finally {
      JqwikSession.finish();
    }
  }

  static List<String> take(Arbitrary<Program> arb, long seed, int n) {
    var gen = arb.generator(1000);
    Random r = new Random(seed);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(gen.next(r).value().text());
    }
    return out;
  }

  static void write(Path p, List<List<String>> sets) throws Exception {
    StringBuilder sb = new StringBuilder();
    for (List<String> s : sets) {
      for (String t : s) {
        if (sb.length() > 0) sb.append("// -----\n");
        sb.append(t);
      }
    }
    Files.writeString(p, sb.toString());
  }
}
JAVA
  java -cp "$cp" "$src" "$in"
  # The corpus and the lit inputs, each file a chunk (a lit file may hold chunks of its own).
  : > "$in/corpus.mlir"
  for f in "$root"/bench/memory-quality-corpus/*.mlir; do
    [[ -s "$in/corpus.mlir" ]] && echo "// -----" >> "$in/corpus.mlir"
    cat "$f" >> "$in/corpus.mlir"
  done
  : > "$in/lit.mlir"
  for f in "$root"/lit-tests/Transforms/MergeAlloc/*.mlir "$root"/lit-tests/Transforms/MergeAlloc/Inputs/*.mlir; do
    [[ -f "$f" ]] || continue
    [[ -s "$in/lit.mlir" ]] && echo "// -----" >> "$in/lit.mlir"
    cat "$f" >> "$in/lit.mlir"
  done
fi
modes=(
  "default|func.func(merge-alloc)"
  "size-first|func.func(merge-alloc{planner-options=size-first})"
  "optimal|func.func(merge-alloc{planner-options=optimal})"
  "analysis-only|func.func(merge-alloc{analysis-only=true})"
  "precise|func.func(merge-alloc{precise=true})"
  "precise-dyn|func.func(merge-alloc{precise=true dynamic-sizes=true})"
  "precise-dyn-analysis|func.func(merge-alloc{precise=true dynamic-sizes=true analysis-only=true})"
  "jopt|jopt-merge-alloc"
  "jopt-static|jopt-merge-alloc{dynamic-sizes=false}"
  "jopt-noloops|jopt-merge-alloc{reuse-loop-carried=false}"
  "jopt-nolend|jopt-merge-alloc{lend-arenas=false}"
  "jopt-noresults|jopt-merge-alloc{lend-results=false}"
  "jopt-noarena|jopt-merge-alloc{results-in-arena=false}"
  "jopt-nothing|jopt-merge-alloc{lend-arenas=false lend-results=false results-in-arena=false reuse-loop-carried=false}"
  "dealloc-merge|jopt-deallocation-pipeline{merge-alloc=merge-alloc}"
  "dealloc-default|jopt-deallocation-pipeline{merge-alloc=merge-alloc-default}"
  "gc|func.func(gc-merge-alloc)"
)
for set in gen dynres corpus lit; do
  for m in "${modes[@]}"; do
    name=${m%%|*} pipe=${m#*|}
    java -Xss64m -jar "$jar" --split-input-file --allow-unregistered-dialect \
      "--pass-pipeline=builtin.module($pipe)" "$in/$set.mlir" > "$out/$set.$name.out" 2>&1 || true
  done
done
echo "wrote $(ls "$out"/*.out | wc -l) outputs in $out"
