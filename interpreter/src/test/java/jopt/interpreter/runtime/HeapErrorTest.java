package jopt.interpreter.runtime;

import static com.google.common.truth.Truth.assertThat;

import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.RuntimeError.Kind;
import org.junit.jupiter.api.Test;

/** Each heap fault on a hand-written program, located at the op that makes it. */
class HeapErrorTest {
  private static RuntimeError onlyError(String text, Object... args) {
    ExecutionResult r = Programs.run(text, args);
    assertThat(r.errors()).hasSize(1);
    return r.errors().get(0);
  }

  private static int lineOf(String text, String snippet) {
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].contains(snippet)) {
        return i + 1;
      }
    }
    throw new AssertionError(snippet);
  }

  private static void assertAt(RuntimeError e, Kind kind, String text, String snippet,
      String message) {
    assertThat(e.getKind()).isEqualTo(kind);
    assertThat(Programs.lineCol(e.getDiagnostic())).startsWith(lineOf(text, snippet) + ":");
    assertThat(e.getDiagnostic().getMessage()).contains(message);
  }

  @Test
  void useAfterFree() {
    String p = """
        func.func @main() -> f32 {
          %c0 = arith.constant 0 : index
          %a = memref.alloc() : memref<4xf32>
          memref.dealloc %a : memref<4xf32>
          %x = memref.load %a[%c0] : memref<4xf32>
          return %x : f32
        }
        """;
    RuntimeError e = onlyError(p);
    assertAt(e, Kind.USE_AFTER_FREE, p, "memref.load", "read of buffer #1");
    assertThat(e.getDiagnostic().getNotes()).hasSize(2);
    assertThat(Programs.lineCol(e.getDiagnostic().getNotes().get(1)))
        .startsWith(lineOf(p, "memref.dealloc") + ":");
  }

  @Test
  void useAfterFreeThroughAView() {
    String p = """
        func.func @main() {
          %c0 = arith.constant 0 : index
          %f = arith.constant 1.0 : f32
          %a = memref.alloc() : memref<8xf32>
          %v = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
          memref.dealloc %a : memref<8xf32>
          memref.store %f, %v[%c0] : memref<4xf32, strided<[1], offset: 4>>
          return
        }
        """;
    assertAt(onlyError(p), Kind.USE_AFTER_FREE, p, "memref.store", "write of buffer #1");
  }

  @Test
  void doubleFree() {
    String p = """
        func.func @main() {
          %a = memref.alloc() : memref<4xf32>
          %b = memref.cast %a : memref<4xf32> to memref<?xf32>
          memref.dealloc %a : memref<4xf32>
          memref.dealloc %b : memref<?xf32>
          return
        }
        """;
    assertAt(onlyError(p), Kind.DOUBLE_FREE, p, "memref.dealloc %b", "double free of buffer #1");
  }

  @Test
  void freeOfAView() {
    String p = """
        func.func @main() {
          %a = memref.alloc() : memref<8xf32>
          %v = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
          memref.dealloc %v : memref<4xf32, strided<[1], offset: 4>>
          return
        }
        """;
    assertAt(onlyError(p), Kind.INVALID_FREE, p, "memref.dealloc %v", "free of a view");
  }

  @Test
  void freeOfStackMemory() {
    String p = """
        func.func @main() {
          %a = memref.alloca() : memref<4xf32>
          memref.dealloc %a : memref<4xf32>
          return
        }
        """;
    assertAt(onlyError(p), Kind.INVALID_FREE, p, "memref.dealloc", "stack memory");
  }

  @Test
  void freeOfAnArgument() {
    String p = """
        func.func @main(%a: memref<4xf32>) {
          memref.dealloc %a : memref<4xf32>
          return
        }
        """;
    assertAt(onlyError(p, BufferArgument.iota()), Kind.INVALID_FREE, p, "memref.dealloc",
        "owned by the caller");
  }

  @Test
  void stackMemoryDiesWithItsScope() {
    String p = """
        func.func @f() -> memref<4xf32> {
          %a = memref.alloca() : memref<4xf32>
          return %a : memref<4xf32>
        }
        func.func @main() -> f32 {
          %c0 = arith.constant 0 : index
          %a = call @f() : () -> memref<4xf32>
          %x = memref.load %a[%c0] : memref<4xf32>
          return %x : f32
        }
        """;
    RuntimeError e = onlyError(p);
    assertAt(e, Kind.USE_AFTER_FREE, p, "memref.load", "scope ended");
  }

  @Test
  void leakAtTheEndOfTheEntry() {
    String p = """
        func.func @main() -> memref<2xi32> {
          %a = memref.alloc() : memref<4xf32>
          %b = memref.alloc() : memref<2xi32>
          %c = memref.alloc() : memref<3xf32>
          memref.dealloc %c : memref<3xf32>
          return %b : memref<2xi32>
        }
        """;
    // %b is returned (the caller's), %c freed: only %a leaks.
    RuntimeError e = onlyError(p);
    assertAt(e, Kind.LEAK, p, "%a = memref.alloc", "buffer #1 (memref<4xf32>, 16 bytes) is never freed");
  }

  @Test
  void outOfBoundsIndex() {
    String p = """
        func.func @main() {
          %c4 = arith.constant 4 : index
          %f = arith.constant 1.0 : f32
          %a = memref.alloca() : memref<4xf32>
          memref.store %f, %a[%c4] : memref<4xf32>
          return
        }
        """;
    assertAt(onlyError(p), Kind.OUT_OF_BOUNDS, p, "memref.store",
        "index 4 out of bounds for dimension 0 of size 4");
  }

  @Test
  void outOfBoundsThroughAReinterpretedView() {
    String p = """
        func.func @main() {
          %c3 = arith.constant 3 : index
          %f = arith.constant 1.0 : f32
          %a = memref.alloca() : memref<4xf32>
          %v = memref.reinterpret_cast %a to offset: [2], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: 2>>
          memref.store %f, %v[%c3] : memref<4xf32, strided<[1], offset: 2>>
          return
        }
        """;
    assertAt(onlyError(p), Kind.OUT_OF_BOUNDS, p, "memref.store", "outside buffer #1");
  }

  @Test
  void subviewOutOfBounds() {
    String p = """
        func.func @main(%o: index) {
          %a = memref.alloca() : memref<8xf32>
          %v = memref.subview %a[%o] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
          return
        }
        """;
    assertAt(onlyError(p, 5L), Kind.OUT_OF_BOUNDS, p, "memref.subview", "subview out of bounds");
  }

  @Test
  void uninitializedRead() {
    String p = """
        func.func @main() -> f32 {
          %c1 = arith.constant 1 : index
          %a = memref.alloca() : memref<4xf32>
          %x = memref.load %a[%c1] : memref<4xf32>
          return %x : f32
        }
        """;
    assertAt(onlyError(p), Kind.UNINITIALIZED_READ, p, "memref.load", "uninitialized");
    ExecutionResult lenient = Programs.run(p,
        InterpreterOptions.defaults().withCheckUninitializedReads(false));
    assertThat(lenient.ok()).isTrue();
  }

  @Test
  void readOfBytesWrittenThroughAnotherBuffer() {
    // Two buffers of a merged arena that overlap while both are live: what merge-alloc must
    // never produce. Bytes 4..7 are written through %v0, then through %v1, then read via %v0.
    String p = """
        func.func @main() -> f32 {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c4 = arith.constant 4 : index
          %f = arith.constant 1.0 : f32
          %g = arith.constant 2.0 : f32
          %arena = memref.alloc() {alignment = 64 : i64} : memref<32xi8>
          %v0 = memref.view %arena[%c0][] : memref<32xi8> to memref<4xf32>
          %v1 = memref.view %arena[%c4][] : memref<32xi8> to memref<4xf32>
          memref.store %f, %v0[%c1] : memref<4xf32>
          memref.store %g, %v1[%c0] : memref<4xf32>
          %x = memref.load %v0[%c1] : memref<4xf32>
          memref.dealloc %arena : memref<32xi8>
          return %x : f32
        }
        """;
    RuntimeError e = onlyError(p);
    assertAt(e, Kind.CLOBBERED_READ, p, "%x = memref.load", "last written through another buffer");
    assertThat(Programs.lineCol(e.getDiagnostic().getNotes().get(0)))
        .startsWith(lineOf(p, "%v1 = memref.view") + ":");
  }

  @Test
  void viewsOfOneBufferWrittenThroughTheParentAreFine() {
    String p = """
        func.func @main() -> f32 {
          %c0 = arith.constant 0 : index
          %z = arith.constant 0 : i8
          %arena = memref.alloc() : memref<16xi8>
          linalg.fill ins(%z : i8) outs(%arena : memref<16xi8>)
          %v = memref.view %arena[%c0][] : memref<16xi8> to memref<4xf32>
          %x = memref.load %v[%c0] : memref<4xf32>
          memref.dealloc %arena : memref<16xi8>
          return %x : f32
        }
        """;
    ExecutionResult r = Programs.run(p);
    assertThat(r.errors()).isEmpty();
    assertThat(r.results()).containsExactly("0.0 : f32");
  }

  @Test
  void reallocFreesItsOperand() {
    String p = """
        func.func @main() -> i32 {
          %c0 = arith.constant 0 : index
          %v = arith.constant 7 : i32
          %a = memref.alloc() : memref<2xi32>
          memref.store %v, %a[%c0] : memref<2xi32>
          %b = memref.realloc %a : memref<2xi32> to memref<4xi32>
          %x = memref.load %b[%c0] : memref<4xi32>
          memref.dealloc %a : memref<2xi32>
          return %x : i32
        }
        """;
    RuntimeError e = onlyError(p);
    assertAt(e, Kind.DOUBLE_FREE, p, "memref.dealloc %a", "double free");
    assertThat(e.getDiagnostic().getNotes().get(1).getMessage()).contains("first reallocated");
  }

  @Test
  void divisionByZeroIsUndefined() {
    String p = """
        func.func @main(%a: i32, %b: i32) -> i32 {
          %q = arith.divsi %a, %b : i32
          return %q : i32
        }
        """;
    assertAt(onlyError(p, 1L, 0L), Kind.UNDEFINED_BEHAVIOR, p, "arith.divsi", "division by zero");
  }

  @Test
  void failedAssertion() {
    String p = """
        func.func @main(%c: i1) {
          cf.assert %c, "must hold"
          return
        }
        """;
    assertAt(onlyError(p, 0L), Kind.ASSERTION, p, "cf.assert", "assertion failed: must hold");
    assertThat(Programs.run(p, 1L).ok()).isTrue();
  }

  @Test
  void unknownOpsAreReported() {
    String p = """
        func.func @main() {
          "foo.bar"() : () -> ()
          return
        }
        """;
    assertAt(onlyError(p), Kind.UNSUPPORTED, p, "foo.bar", "no semantics for 'foo.bar'");
  }

  @Test
  void infiniteLoopsHitTheStepLimit() {
    String p = """
        func.func @main() {
          %t = arith.constant true
          scf.while : () -> () {
            scf.condition(%t)
          } do {
            scf.yield
          }
          return
        }
        """;
    ExecutionResult r = Programs.run(p, InterpreterOptions.defaults().withMaxSteps(10_000));
    assertThat(r.errors().get(0).getKind()).isEqualTo(Kind.STEP_LIMIT);
  }

  @Test
  void aTimeoutStopsARunawayLoop() {
    String p = """
        func.func @main() {
          %t = arith.constant true
          scf.while : () -> () {
            scf.condition(%t)
          } do {
            scf.yield
          }
          return
        }
        """;
    // Not Programs.run: where the clock stops the interpreted and the compiled run differs.
    ExecutionResult r = new Interpreter(Programs.parse(p), InterpreterOptions.defaults()
        .withMaxSteps(Long.MAX_VALUE).withTimeoutMillis(100)).run("main", java.util.List.of());
    assertThat(r.errors().get(0).getKind()).isEqualTo(Kind.STEP_LIMIT);
    assertThat(r.errors().get(0).getMessage()).isEqualTo("execution exceeded the timeout of 0.1 s");
  }

  /** A copy between views of one allocation lying apart, its source written in part. */
  private static final String COPY_APART = """
      func.func @main() -> f32 {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %f = arith.constant 2.5 : f32
        %g = arith.constant 4.0 : f32
        %arena = memref.alloc() : memref<4x8xf32>
        %src = memref.subview %arena[0, 0] [2, 3] [1, 1] : memref<4x8xf32> to memref<2x3xf32, strided<[8, 1]>>
        %dst = memref.subview %arena[2, 4] [2, 3] [1, 1] : memref<4x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 20>>
        memref.store %f, %src[%c0, %c0] : memref<2x3xf32, strided<[8, 1]>>
        memref.store %g, %src[%c1, %c1] : memref<2x3xf32, strided<[8, 1]>>
        memref.copy %src, %dst : memref<2x3xf32, strided<[8, 1]>> to memref<2x3xf32, strided<[8, 1], offset: 20>>
        %a = memref.load %dst[%c0, %c0] : memref<2x3xf32, strided<[8, 1], offset: 20>>
        %b = memref.load %dst[%c1, %c1] : memref<2x3xf32, strided<[8, 1], offset: 20>>
        %s = arith.addf %a, %b : f32
        %x = memref.load %dst[%IDX] : memref<2x3xf32, strided<[8, 1], offset: 20>>
        %t = arith.addf %s, %x : f32
        memref.dealloc %arena : memref<4x8xf32>
        return %t : f32
      }
      """;

  @Test
  void aCopyBetweenViewsOfOneAllocationApartCopiesValuesAndWriters() {
    // Rows copied at once (the views share no byte): the written elements arrive, and the
    // writers with them (dst[0, 1] holds what src[0, 1] held: never written).
    ExecutionResult ok = Programs.run(COPY_APART.replace("%IDX", "%c1, %c1"));
    assertThat(ok.errors()).isEmpty();
    assertThat(ok.results().get(0)).isEqualTo("10.5 : f32");
    String p = COPY_APART.replace("%IDX", "%c0, %c1");
    assertAt(onlyError(p), Kind.UNINITIALIZED_READ, p, "%x = memref.load", "uninitialized");
  }
}
