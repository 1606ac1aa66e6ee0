package jopt.interpreter.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import org.junit.jupiter.api.Test;

/** The buffers live when a run first reaches its peak of heap and stack bytes, largest first. */
class PeakBuffersTest {
  private static List<Long> sizes(ExecutionResult r) {
    return r.peakBuffers().stream().map(PeakBuffer::bytes).toList();
  }

  @Test
  void theBuffersLiveAtThePeakNotThoseFreedBefore() {
    // %a (64 B) is freed before %c is made; the peak is %b and %c (32 + 128 B), reached at %c.
    ExecutionResult r = Programs.run("""
        func.func @main() {
          %a = memref.alloc() : memref<16xf32>
          %b = memref.alloc() : memref<8xf32>
          memref.dealloc %a : memref<16xf32>
          %c = memref.alloc() : memref<32xf32>
          memref.dealloc %c : memref<32xf32>
          %d = memref.alloc() : memref<4xf32>
          memref.dealloc %d : memref<4xf32>
          memref.dealloc %b : memref<8xf32>
          return
        }
        """);
    assertThat(r.ok()).isTrue();
    assertThat(r.stats().totalPeakBytes()).isEqualTo(160);
    assertThat(sizes(r)).containsExactly(128L, 32L).inOrder();
    PeakBuffer c = r.peakBuffers().get(0);
    assertThat(c.type().toString()).isEqualTo("memref<32xf32>");
    assertThat(c.allocOp().getName()).isEqualTo("memref.alloc");
    assertThat(c.describe()).contains("memref<32xf32> (memref.alloc at ");
  }

  @Test
  void theFirstMomentOfAPeakReachedTwice() {
    // 64 + 64 B live twice; the report is of the first time (%a and %b), not of %a and %c.
    ExecutionResult r = Programs.run("""
        func.func @main() {
          %a = memref.alloc() : memref<16xf32>
          %b = memref.alloc() : memref<16xi32>
          memref.dealloc %b : memref<16xi32>
          %c = memref.alloc() : memref<64xi8>
          memref.dealloc %c : memref<64xi8>
          memref.dealloc %a : memref<16xf32>
          return
        }
        """);
    assertThat(r.peakBuffers().stream().map(b -> b.type().toString()).toList())
        .containsExactly("memref<16xf32>", "memref<16xi32>");
  }

  @Test
  void stackBuffersCountAndAreMarked() {
    ExecutionResult r = Programs.run("""
        func.func @main() {
          %a = memref.alloca() : memref<4xf64>
          %b = memref.alloc() : memref<2xf32>
          memref.dealloc %b : memref<2xf32>
          return
        }
        """);
    assertThat(sizes(r)).containsExactly(32L, 8L).inOrder();
    assertThat(r.peakBuffers().get(0).kind()).isEqualTo(Allocation.Kind.STACK);
    assertThat(r.peakBuffers().get(0).describe()).contains("on the stack");
  }

  @Test
  void noAllocationNoBuffers() {
    ExecutionResult r = Programs.run("""
        func.func @main() -> i32 {
          %c = arith.constant 7 : i32
          return %c : i32
        }
        """);
    assertThat(r.peakBuffers()).isEmpty();
    assertThat(PeakReport.text("peak", 0, r.peakBuffers()))
        .isEqualTo("peak: 0 bytes live at once in 0 buffers\n");
  }

  @Test
  void theReportListsThirtyAndSumsTheRest() {
    StringBuilder body = new StringBuilder();
    for (int i = 1; i <= 32; i++) {
      body.append("  %a").append(i).append(" = memref.alloc() : memref<").append(i)
          .append("xi8>\n");
    }
    for (int i = 1; i <= 32; i++) {
      body.append("  memref.dealloc %a").append(i).append(" : memref<").append(i)
          .append("xi8>\n");
    }
    ExecutionResult r = Programs.run("func.func @main() {\n" + body + "  return\n}\n");
    String text = PeakReport.text("peak", r.stats().totalPeakBytes(), r.peakBuffers());
    assertThat(text).startsWith("peak: 528 bytes live at once in 32 buffers, largest first:\n"
        + "  32 bytes   6.1%  buffer #");
    assertThat(text).endsWith("\n   3 bytes   0.6%  in 2 more buffers\n");
    assertThat(text.lines().count()).isEqualTo(32);
  }
}
