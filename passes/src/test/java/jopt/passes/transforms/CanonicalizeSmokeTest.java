package jopt.passes.transforms;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.rewrite.PatternRewriter;
import jopt.parser.Parser;
import java.util.List;
import org.junit.jupiter.api.Test;

class CanonicalizeSmokeTest {
  @Test
  void regionDceKeepsLiveOps() {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    Operation m = Parser.parseSourceString(ctx,
        "func.func @f(%a: i32) -> i32 {\n  %x = arith.addi %a, %a : i32\n  return %x : i32\n}\n",
        "t.mlir");
    boolean d = RegionSimplifier.runRegionDCE(new PatternRewriter(ctx), List.of(m.getRegion(0)));
    assertThat(d).isFalse();
    jopt.passmanager.PassManager pm = new jopt.passmanager.PassManager(ctx, "builtin.module");
    pm.addPass(new Canonicalizer());
    assertThat(pm.run(m)).isTrue();
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(m, PrintingFlags.defaults(), sb);
    assertThat(sb.toString()).contains("arith.addi");
  }
}
