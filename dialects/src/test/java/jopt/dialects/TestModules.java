package jopt.dialects;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.Verifier;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;

/** The module the dialects' builder tests build their ops in, and its check. */
public final class TestModules {
  private TestModules() {}

  /**
   * A module holding {@code func.func @f(args)}, built generically so that a test of one
   * dialect's builders depends on no other; {@code b} is left at the end of the function's body.
   */
  public static Operation moduleWithFunction(MLIRContext ctx, Builder b, List<Type> args) {
    Location loc = Location.UNKNOWN;
    OperationState ms = new OperationState(loc, "builtin.module");
    Block body = ms.addRegion().emplaceBlock();
    Operation module = Operation.create(ctx, ms);
    OperationState fs = new OperationState(loc, "func.func");
    fs.addAttribute("function_type", TypeAttr.get(FunctionType.get(args, List.of())));
    fs.addAttribute("sym_name", StringAttr.get("f"));
    Block entry = fs.addRegion().emplaceBlock();
    for (Type t : args) {
      entry.addArgument(t, loc);
    }
    b.setInsertionPointToEnd(body);
    b.create(fs);
    b.setInsertionPointToEnd(entry);
    return module;
  }

  /**
   * Asserts that {@code module} verifies and that the verifier reported nothing to {@code errors},
   * the list the test's diagnostic handler on {@code ctx} fills.
   */
  public static void assertVerifies(MLIRContext ctx, List<String> errors, Operation module) {
    boolean ok = Verifier.verify(module);
    ctx.getDiagEngine().flush();
    assertThat(errors).isEmpty();
    assertThat(ok).isTrue();
  }

  /**
   * Ends the function {@code b} inserts into with a generic {@code func.return}, forgets what was
   * reported while building, and asserts that {@code module} verifies.
   */
  public static void returnAndVerify(MLIRContext ctx, List<String> errors, Builder b, Operation module) {
    b.create(new OperationState(Location.UNKNOWN, "func.return"));
    errors.clear();
    assertVerifies(ctx, errors, module);
  }

  /** Asserts that {@code module} verifies (as {@link #assertVerifies}) and prints as {@code expected}. */
  public static void assertPrints(MLIRContext ctx, List<String> errors, Operation module, String expected) {
    assertVerifies(ctx, errors, module);
    assertThat(AsmPrinter.print(module, PrintingFlags.defaults())).isEqualTo(expected);
  }

  /** Argument {@code i} of the block {@code b} inserts into. */
  public static Value arg(Builder b, int i) {
    return b.getInsertionBlock().getArgument(i);
  }
}
