package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.ir.Operation;
import org.junit.jupiter.api.Test;

/**
 * A widened weight left in place from the run before ({@link KeptOutput}): taken only while its
 * buffer's recycled array holds what the op wrote from the same input bytes, so every run gives
 * the values the op computes (compared with the interpreter's, {@code --no-compile}).
 */
class KeptOutputTest {
  /**
   * Widens a global (the run's argument copied into it, so that runs can change its bytes) into a
   * buffer the run frees (so its array goes back to the pool), then copies it into the result;
   * with {@code between}, an op writing the widened buffer after.
   */
  private static String program(String between) {
    return """
        memref.global "private" @weights : memref<32x64xi8> = uninitialized
        func.func @main(%arg: memref<32x64xi8>) -> memref<32x64xi32> {
          %x = memref.get_global @weights : memref<32x64xi8>
          memref.copy %arg, %x : memref<32x64xi8> to memref<32x64xi8>
          %w = memref.alloc() : memref<32x64xi32>
          %zp = arith.constant 3 : i8
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
              ins(%x : memref<32x64xi8>) outs(%w : memref<32x64xi32>) {
          ^bb0(%a: i8, %c: i32):
            %u = arith.extsi %a : i8 to i32
            linalg.yield %u : i32
          }
        """ + between + """
          %r = memref.alloc() : memref<32x64xi32>
          memref.copy %w, %r : memref<32x64xi32> to memref<32x64xi32>
          memref.dealloc %w : memref<32x64xi32>
          return %r : memref<32x64xi32>
        }
        """;
  }

  private static BufferArgument bytes(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<Integer> xs = new ArrayList<>();
    for (int i = 0; i < 32 * 64; i++) {
      xs.add(r.nextInt(-128, 128));
    }
    return new BufferArgument(new long[0], xs);
  }

  /** Runs @main on each argument in turn in one interpreter: per run, its result and profile. */
  private static List<String[]> runs(String text, InterpreterOptions options,
      BufferArgument... args) {
    Interpreter in = new Interpreter(Programs.parse(text),
        options.withCompileThreshold(0).withProfile(true));
    List<String[]> out = new ArrayList<>();
    for (BufferArgument a : args) {
      in.profile().clear();
      ExecutionResult r = in.run("main", List.of(a));
      assertThat(r.errors()).isEmpty();
      String expected = Programs.run(text, InterpreterOptions.defaults().withCompile(false), a)
          .results().get(0);
      assertThat(r.results().get(0)).isEqualTo(expected);
      out.add(new String[] {r.results().get(0), in.profile().report(0)});
    }
    return out;
  }

  @Test
  void theSameInputLeavesTheWidenedBytesInPlace() {
    List<String[]> r = runs(program(""), InterpreterOptions.defaults(), bytes(1), bytes(1),
        bytes(1));
    assertThat(r.get(0)[1]).contains("compiled (widening)");
    assertThat(r.get(1)[1]).contains("compiled (kept output)");
    assertThat(r.get(2)[1]).contains("compiled (kept output)");
    assertThat(r.get(2)[0]).isEqualTo(r.get(0)[0]);
  }

  @Test
  void anotherInputIsWidenedAgain() {
    List<String[]> r = runs(program(""), InterpreterOptions.defaults(), bytes(1), bytes(2),
        bytes(1));
    for (String[] run : r) {
      assertThat(run[1]).contains("compiled (widening)");
      assertThat(run[1]).doesNotContain("kept output");
    }
    assertThat(r.get(1)[0]).isNotEqualTo(r.get(0)[0]);
  }

  @Test
  void aBufferWrittenAfterTheOpIsWidenedAgain() {
    // %w is filled after its widening: widened again on every run; %v, never written after, kept
    String text = """
        memref.global "private" @weights : memref<32x64xi8> = uninitialized
        func.func @main(%arg: memref<32x64xi8>) -> memref<32x64xi32> {
          %x = memref.get_global @weights : memref<32x64xi8>
          memref.copy %arg, %x : memref<32x64xi8> to memref<32x64xi8>
          %w = memref.alloc() : memref<32x64xi32>
          %v = memref.alloc() : memref<32x64xi32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
              ins(%x : memref<32x64xi8>) outs(%w : memref<32x64xi32>) {
          ^bb0(%a: i8, %c: i32):
            %u = arith.extsi %a : i8 to i32
            linalg.yield %u : i32
          }
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
              ins(%x : memref<32x64xi8>) outs(%v : memref<32x64xi32>) {
          ^bb0(%a: i8, %c: i32):
            %u = arith.extui %a : i8 to i32
            linalg.yield %u : i32
          }
          %seven = arith.constant 7 : i32
          linalg.fill ins(%seven : i32) outs(%w : memref<32x64xi32>)
          %r = memref.alloc() : memref<32x64xi32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
              iterator_types = ["parallel", "parallel"]}
              ins(%w, %v : memref<32x64xi32>, memref<32x64xi32>) outs(%r : memref<32x64xi32>) {
          ^bb0(%a: i32, %b: i32, %c: i32):
            %s = arith.addi %a, %b : i32
            linalg.yield %s : i32
          }
          memref.dealloc %w : memref<32x64xi32>
          memref.dealloc %v : memref<32x64xi32>
          return %r : memref<32x64xi32>
        }
        """;
    List<String[]> r = runs(text, InterpreterOptions.defaults(), bytes(1), bytes(1), bytes(1));
    for (String[] run : r.subList(1, 3)) {
      assertThat(run[1]).contains("compiled (widening)");
      assertThat(run[1]).contains("compiled (kept output)");
    }
  }

  @Test
  void anActivationIsWidenedAtEveryRunEvenWithTheSameBytes() {
    String text = program("").replace("""
          %x = memref.get_global @weights : memref<32x64xi8>
          memref.copy %arg, %x : memref<32x64xi8> to memref<32x64xi8>
        """, "").replace("ins(%x ", "ins(%arg ");
    assertThat(text).doesNotContain("get_global");
    List<String[]> r = runs(text, InterpreterOptions.defaults(), bytes(1), bytes(1), bytes(1));
    for (String[] run : r) {
      assertThat(run[1]).contains("compiled (widening)");
      assertThat(run[1]).doesNotContain("kept output");
    }
  }

  /**
   * A constant global of 32x32 i8 (non-splat, as a model's weights) widened into a buffer the
   * run frees; with {@code before}, ops run between its get_global and the widening.
   */
  private static String constantProgram(String before) {
    StringBuilder dense = new StringBuilder();
    for (int i = 0; i < 32 * 32; i++) {
      dense.append(i == 0 ? "[" : i % 32 == 0 ? "], [" : ", ").append(i % 251 - 125);
    }
    dense.append("]");
    return """
        memref.global "private" constant @weights : memref<32x32xi8> = dense<[DENSE]>
        func.func @main(%arg: memref<32x64xi8>) -> memref<32x32xi32> {
          %x = memref.get_global @weights : memref<32x32xi8>
        """.replace("DENSE", dense) + before + """
          %w = memref.alloc() : memref<32x32xi32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
              ins(%x : memref<32x32xi8>) outs(%w : memref<32x32xi32>) {
          ^bb0(%a: i8, %c: i32):
            %u = arith.extsi %a : i8 to i32
            linalg.yield %u : i32
          }
          %r = memref.alloc() : memref<32x32xi32>
          memref.copy %w, %r : memref<32x32xi32> to memref<32x32xi32>
          memref.dealloc %w : memref<32x32xi32>
          return %r : memref<32x32xi32>
        }
        """;
  }

  /**
   * Runs {@code text} three times in one interpreter, the kept copy of the widening's input
   * bytes zeroed after the first: per run, its result and profile (each result checked against
   * the interpreter's).
   */
  private static List<String[]> runsWithTheCopyZeroed(String text) {
    Operation module = Programs.parse(text);
    Interpreter in = new Interpreter(module,
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    Operation[] widening = new Operation[1];
    module.walk(op -> {
      if (op.getName().equals("linalg.generic")) {
        widening[0] = op;
      }
    });
    BufferArgument arg = bytes(1);
    String expected = Programs.run(text, InterpreterOptions.defaults().withCompile(false), arg)
        .results().get(0);
    List<String[]> out = new ArrayList<>();
    for (int run = 0; run < 3; run++) {
      in.profile().clear();
      ExecutionResult r = in.run("main", List.of(arg));
      assertThat(r.errors()).isEmpty();
      assertThat(r.results().get(0)).isEqualTo(expected);
      out.add(new String[] {r.results().get(0), in.profile().report(0)});
      KeptOutput kept = in.compiled().keptOutput(widening[0], KeptOutput.class);
      if (run == 0) {
        java.util.Arrays.fill(kept.inputs()[0], (byte) 0);
      }
    }
    return out;
  }

  @Test
  void anUnwrittenConstantGlobalIsNotCompared() {
    // its bytes are its initial value's: the zeroed copy is never looked at
    List<String[]> r = runsWithTheCopyZeroed(constantProgram(""));
    assertThat(r.get(0)[1]).contains("compiled (widening)");
    assertThat(r.get(1)[1]).contains("compiled (kept output)");
    assertThat(r.get(2)[1]).contains("compiled (kept output)");
  }

  @Test
  void aConstantGlobalWrittenInTheRunIsCompared() {
    // writing a constant global is undefined behaviour, but seen: the copy is compared, differs
    // from the global's bytes, and the widening runs again (the same bits as the interpreter's);
    // the third run's copy, taken anew by the second, holds the same bytes
    List<String[]> r = runsWithTheCopyZeroed(constantProgram("""
          %c0 = arith.constant 0 : index
          %v = memref.load %x[%c0, %c0] : memref<32x32xi8>
          memref.store %v, %x[%c0, %c0] : memref<32x32xi8>
        """));
    assertThat(r.get(0)[1]).contains("compiled (widening)");
    assertThat(r.get(1)[1]).contains("compiled (widening)");
    assertThat(r.get(1)[1]).doesNotContain("kept output");
    assertThat(r.get(2)[1]).contains("compiled (kept output)");
  }

  @Test
  void notWhileUnwrittenBytesReadAsZeros() {
    List<String[]> r = runs(program(""),
        InterpreterOptions.defaults().withCheckUninitializedReads(false), bytes(1), bytes(1));
    assertThat(r.get(1)[1]).doesNotContain("kept output");
  }
}
