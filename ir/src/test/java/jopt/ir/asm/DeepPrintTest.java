package jopt.ir.asm;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import org.junit.jupiter.api.Test;

/**
 * A deeply nested op is handed out in pieces, its opening lines as well as its closing ones:
 * the text of 10^5 nested regions is 10^10 chars of indentation, more than one string holds.
 */
class DeepPrintTest {
  @Test
  void openingAndClosingLinesOfANestAreHandedOutInPieces() {
    // On a deep stack, as jopt prints (a test's thread holds fewer levels of the printer).
    jopt.ir.DeepStack.call(() -> {
      check();
      return null;
    });
  }

  private static void check() {
    MLIRContext ctx = TestIR.context();
    Operation module = TestIR.module(ctx);
    Block b = TestIR.body(module);
    int depth = 2_000;
    for (int i = 0; i < depth; i++) {
      OperationState st = new OperationState(Location.UNKNOWN, "test.nest");
      st.addRegion().emplaceBlock();
      Operation o = Operation.create(ctx, st);
      b.push_back(o);
      b = o.getRegion(0).front();
    }
    List<String> pieces = new ArrayList<>();
    int spillChars = 1_000;
    AsmPrinter.print(module, PrintingFlags.defaults(), t -> pieces.add(t.toString()),
        ParallelPrint.MIN_OPS, spillChars);
    String whole = AsmPrinter.printOp(module);
    assertThat(String.join("", pieces)).isEqualTo(whole);
    // The text is about 2 * depth^2 chars (8 million); each piece at most spillChars and a few
    // lines (the innermost op's opening and closing ones together).
    assertThat(whole.length()).isGreaterThan(depth * depth * 2);
    int longestLine = 2 * (depth + 1) + 40;
    for (String p : pieces) {
      assertThat(p.length()).isAtMost(spillChars + 4 * longestLine);
    }
  }
}
