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
    jopt.support.DeepStack.call(() -> {
      check();
      return null;
    });
  }

  @Test
  void deepIndentationIsOnePieceOfSpaces() {
    jopt.support.DeepStack.call(() -> {
      Operation module = nest(2_100);
      List<CharSequence> pieces = new ArrayList<>();
      // The sink's text is the printer's buffer, reused: kept as a copy.
      AsmPrinter.print(module, PrintingFlags.defaults(),
          p -> pieces.add(p instanceof Indentation ? p : p.toString()));
      StringBuilder joined = new StringBuilder();
      int runs = 0;
      for (CharSequence p : pieces) {
        if (p instanceof Indentation spaces) {
          runs++;
          assertThat(spaces.length()).isAtLeast(4096);
          assertThat(spaces.toString().isBlank()).isTrue();
        }
        joined.append(p);
      }
      String whole = AsmPrinter.printOp(module);
      assertThat(joined.toString()).isEqualTo(whole);
      // One piece per line indented by 4096 chars or more (levels 2048 to 2100: about 100).
      String deep = " ".repeat(4096);
      long deepLines = whole.lines().filter(l -> l.startsWith(deep)).count();
      assertThat(deepLines).isGreaterThan(100L);
      assertThat((long) runs).isEqualTo(deepLines);
      return null;
    });
  }

  private static Operation nest(int depth) {
    MLIRContext ctx = TestIR.context();
    Operation module = TestIR.module(ctx);
    Block b = TestIR.body(module);
    for (int i = 0; i < depth; i++) {
      OperationState st = new OperationState(Location.UNKNOWN, "test.nest");
      st.addRegion().emplaceBlock();
      Operation o = Operation.create(ctx, st);
      b.push_back(o);
      b = o.getRegion(0).front();
    }
    return module;
  }

  private static void check() {
    Operation module = nest(2_000);
    int depth = 2_000;
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
