package jopt.interpreter;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
import org.junit.jupiter.api.Test;

/**
 * What one interpreter keeps from a run for the next (jopt-run --repeat, a pipeline's input and
 * output): a constant global's bytes while nothing writes them, how often a small op ran, and
 * the arrays of large buffers (RecycledBytes), which a later run gets as fresh memory.
 */
class RunAgainTest {
  private static final String READS_GLOBAL = """
      memref.global "private" constant @w : memref<4xf32> = dense<[1.5, 2.5, 3.5, 4.5]>
      func.func @main() -> f32 {
        %g = memref.get_global @w : memref<4xf32>
        %c2 = arith.constant 2 : index
        %x = memref.load %g[%c2] : memref<4xf32>
        return %x : f32
      }
      """;

  /** Each run adds 1 to the constant global's element 2 (undefined behaviour, seen). */
  private static final String WRITES_GLOBAL = """
      memref.global "private" constant @w : memref<4xf32> = dense<[1.5, 2.5, 3.5, 4.5]>
      func.func @main() -> f32 {
        %g = memref.get_global @w : memref<4xf32>
        %c2 = arith.constant 2 : index
        %x = memref.load %g[%c2] : memref<4xf32>
        %one = arith.constant 1.0 : f32
        %y = arith.addf %x, %one : f32
        memref.store %y, %g[%c2] : memref<4xf32>
        %z = memref.load %g[%c2] : memref<4xf32>
        return %z : f32
      }
      """;

  @Test
  void aConstantGlobalReadsTheSameInEveryRun() {
    Interpreter in = new Interpreter(Programs.parse(READS_GLOBAL), InterpreterOptions.defaults());
    for (int run = 0; run < 3; run++) {
      ExecutionResult r = in.run("main", List.of());
      assertThat(r.errors()).isEmpty();
      assertThat(r.results()).containsExactly("3.5 : f32");
    }
  }

  @Test
  void aWrittenGlobalStartsFromItsInitialValueInTheNextRun() {
    Interpreter in = new Interpreter(Programs.parse(WRITES_GLOBAL), InterpreterOptions.defaults());
    for (int run = 0; run < 3; run++) {
      ExecutionResult r = in.run("main", List.of());
      assertThat(r.errors()).isEmpty();
      assertThat(r.results()).containsExactly("4.5 : f32");
    }
  }

  @Test
  void globalsOfOneInitialValueShareItsBytesButNotTheirMemory() {
    Interpreter in = new Interpreter(Programs.parse("""
        memref.global "private" constant @a : memref<2xf32> = dense<[1.5, 2.5]>
        memref.global "private" constant @b : memref<2xf32> = dense<[1.5, 2.5]>
        func.func @main() -> f32 {
          %ga = memref.get_global @a : memref<2xf32>
          %gb = memref.get_global @b : memref<2xf32>
          %c1 = arith.constant 1 : index
          %nine = arith.constant 9.0 : f32
          memref.store %nine, %ga[%c1] : memref<2xf32>
          %x = memref.load %gb[%c1] : memref<2xf32>
          return %x : f32
        }
        """), InterpreterOptions.defaults());
    for (int run = 0; run < 2; run++) {
      ExecutionResult r = in.run("main", List.of());
      assertThat(r.errors()).isEmpty();
      assertThat(r.results()).containsExactly("2.5 : f32");
    }
  }

  @Test
  void aSmallOpRunsCompiledOnceItsIterationsOverRunsReachTheThreshold() {
    String text = """
        func.func @main(%a: memref<16xf32>) -> memref<16xf32> {
          %o = memref.alloc() : memref<16xf32>
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} ins(%a : memref<16xf32>) outs(%o : memref<16xf32>) {
          ^bb0(%x: f32, %y: f32):
            %s = arith.addf %x, %x : f32
            linalg.yield %s : f32
          }
          return %o : memref<16xf32>
        }
        """;
    Interpreter in = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(64));
    String first = null;
    for (int run = 1; run <= 5; run++) {
      ExecutionResult r = in.run("main", List.of(BufferArgument.iota()));
      assertThat(r.errors()).isEmpty();
      first = first == null ? r.results().get(0) : first;
      assertThat(r.results().get(0)).isEqualTo(first);
      // 16 iterations a run: interpreted while the sum is below 64, compiled from the 4th run.
      assertThat(in.compiled().runs()).isEqualTo(Math.max(0, run - 3));
    }
  }

  @Test
  void structurallyEqualOpsCountTheirIterationsTogether() {
    // Two ops of one kernel (the same body and maps on 16 and 8 elements): 24 iterations a run
    // toward the threshold of 64, so both run compiled from the 3rd run (alone, the first
    // would wait for the 4th and the second for the 8th).
    String generic = """
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} ins(%IN : memref<Nxf32>) outs(%OUT : memref<Nxf32>) {
          ^bb0(%x: f32, %y: f32):
            %s = arith.addf %x, %x : f32
            linalg.yield %s : f32
          }
        """;
    String text = "func.func @main(%a: memref<16xf32>, %b: memref<8xf32>) -> (memref<16xf32>,"
        + " memref<8xf32>) {\n"
        + "  %o = memref.alloc() : memref<16xf32>\n"
        + generic.replace("%IN", "%a").replace("%OUT", "%o").replace("N", "16")
        + "  %p = memref.alloc() : memref<8xf32>\n"
        + generic.replace("%IN", "%b").replace("%OUT", "%p").replace("N", "8")
        + "  return %o, %p : memref<16xf32>, memref<8xf32>\n}\n";
    Interpreter in = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(64));
    List<String> first = null;
    for (int run = 1; run <= 4; run++) {
      ExecutionResult r = in.run("main", List.of(BufferArgument.iota(), BufferArgument.iota()));
      assertThat(r.errors()).isEmpty();
      first = first == null ? r.results() : first;
      assertThat(r.results()).isEqualTo(first);
      assertThat(in.compiled().runs()).isEqualTo(Math.max(0, 2 * (run - 2)));
    }
  }

  /** 64 KiB buffers: large enough to be recycled. */
  private static final String LARGE_BUFFERS = """
      func.func @fill(%v: f32) -> memref<16384xf32> {
        %t = memref.alloc() : memref<16384xf32>
        linalg.fill ins(%v : f32) outs(%t : memref<16384xf32>)
        %r = memref.alloc() : memref<16384xf32>
        memref.copy %t, %r : memref<16384xf32> to memref<16384xf32>
        memref.dealloc %t : memref<16384xf32>
        return %r : memref<16384xf32>
      }
      func.func @readUnwritten() -> f32 {
        %t = memref.alloc() : memref<16384xf32>
        %c5 = arith.constant 5 : index
        %x = memref.load %t[%c5] : memref<16384xf32>
        memref.dealloc %t : memref<16384xf32>
        return %x : f32
      }
      func.func @writeFirst() -> memref<16384xf32> {
        %t = memref.alloc() : memref<16384xf32>
        %c0 = arith.constant 0 : index
        %v = arith.constant 7.0 : f32
        memref.store %v, %t[%c0] : memref<16384xf32>
        return %t : memref<16384xf32>
      }
      func.func @copyUnwritten() -> memref<20000xf32> {
        %t = memref.alloc() : memref<16384xf32>
        %r = memref.alloc() : memref<20000xf32>
        %v = memref.subview %r[0] [16384] [1] : memref<20000xf32> to memref<16384xf32, strided<[1]>>
        memref.copy %t, %v : memref<16384xf32> to memref<16384xf32, strided<[1]>>
        memref.dealloc %t : memref<16384xf32>
        return %r : memref<20000xf32>
      }
      """;

  @Test
  void aReturnedBufferKeepsItsValuesThroughLaterRuns() {
    Interpreter in = new Interpreter(Programs.parse(LARGE_BUFFERS), InterpreterOptions.defaults());
    ExecutionResult one = in.run("fill", List.of(1.0));
    ExecutionResult two = in.run("fill", List.of(2.0));
    ExecutionResult three = in.run("fill", List.of(3.0));
    assertThat(one.errors()).isEmpty();
    assertThat(three.errors()).isEmpty();
    Interpreter fresh = new Interpreter(Programs.parse(LARGE_BUFFERS), InterpreterOptions.defaults());
    assertThat(one.results()).isEqualTo(fresh.run("fill", List.of(1.0)).results());
    assertThat(two.results()).isEqualTo(fresh.run("fill", List.of(2.0)).results());
  }

  @Test
  void aRecycledBufferIsUnwrittenMemoryAgain() {
    Interpreter in = new Interpreter(Programs.parse(LARGE_BUFFERS), InterpreterOptions.defaults());
    assertThat(in.run("fill", List.of(1.0)).errors()).isEmpty();
    ExecutionResult r = in.run("readUnwritten", List.of());
    ExecutionResult fresh = new Interpreter(Programs.parse(LARGE_BUFFERS),
        InterpreterOptions.defaults()).run("readUnwritten", List.of());
    assertThat(fresh.errors()).hasSize(1);
    assertThat(r.errors()).hasSize(1);
    assertThat(r.errors().get(0).getMessage()).isEqualTo(fresh.errors().get(0).getMessage());
    assertThat(r.errors().get(0).getMessage()).contains("uninitialized");
  }

  @Test
  void withUninitializedReadsAllowedARecycledBufferReadsAsZeros() {
    InterpreterOptions allow = InterpreterOptions.defaults().withCheckUninitializedReads(false);
    Interpreter in = new Interpreter(Programs.parse(LARGE_BUFFERS), allow);
    assertThat(in.run("fill", List.of(1.0)).errors()).isEmpty();
    ExecutionResult r = in.run("readUnwritten", List.of());
    assertThat(r.errors()).isEmpty();
    assertThat(r.results()).containsExactly("0.0 : f32");
  }

  @Test
  void aReturnedRecycledBufferHoldsZerosWhereNeverWritten() {
    // fill's first buffer (1.0 everywhere) goes back to the pool and is writeFirst's buffer,
    // taken without zeroing; what the run returns is zeroed where never written at its end.
    Interpreter in = new Interpreter(Programs.parse(LARGE_BUFFERS), InterpreterOptions.defaults());
    assertThat(in.run("fill", List.of(1.0)).errors()).isEmpty();
    ExecutionResult r = in.run("writeFirst", List.of());
    assertThat(r.errors()).isEmpty();
    byte[] bytes = ((jopt.interpreter.runtime.MemRefValue) r.values().get(0)).alloc.bytes;
    assertThat(Float.intBitsToFloat((bytes[0] & 0xff) | (bytes[1] & 0xff) << 8
        | (bytes[2] & 0xff) << 16 | (bytes[3] & 0xff) << 24)).isEqualTo(7.0f);
    for (int i = 4; i < bytes.length; i++) {
      assertThat(bytes[i]).isEqualTo((byte) 0);
    }
    ExecutionResult fresh = new Interpreter(Programs.parse(LARGE_BUFFERS),
        InterpreterOptions.defaults()).run("writeFirst", List.of());
    assertThat(r.results()).isEqualTo(fresh.results());
  }

  @Test
  void unwrittenBytesCopiedFromARecycledBufferAreZerosInTheResult() {
    Interpreter in = new Interpreter(Programs.parse(LARGE_BUFFERS), InterpreterOptions.defaults());
    assertThat(in.run("fill", List.of(1.0)).errors()).isEmpty();
    ExecutionResult r = in.run("copyUnwritten", List.of());
    assertThat(r.errors()).isEmpty();
    byte[] bytes = ((jopt.interpreter.runtime.MemRefValue) r.values().get(0)).alloc.bytes;
    for (byte b : bytes) {
      assertThat(b).isEqualTo((byte) 0);
    }
  }
}
