package jopt.dialects.gpu;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.ValueGroups;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;

/**
 * {@code custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)}: {@code (async)?
 * ([%t, ...])?}. With {@code async} the op returns a {@code !gpu.async.token}, so its result
 * must be named.
 */
final class AsyncDependencies implements CustomDirective {
  static final AsyncDependencies INSTANCE = new AsyncDependencies();

  private static String target(String arg) {
    return arg.startsWith("type(") ? arg.substring("type(".length(), arg.length() - 1) : arg;
  }

  @Override
  public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
    SourceLoc loc = p.getCurrentLocation();
    if (p.parseOptionalKeyword("async")) {
      if (p.getNumResults() == 0) {
        throw p.emitError(loc, "needs to be named when marked 'async'");
      }
      state.setTypes(target(args.get(0)), List.of(AsyncTokenType.INSTANCE));
    } else {
      state.setTypes(target(args.get(0)), List.of());
    }
    SourceLoc depsLoc = p.getCurrentLocation();
    state.addOperands(args.get(1), p.parseOperandList(Delimiter.OPTIONAL_SQUARE), depsLoc);
  }

  @Override
  public void print(OpAsmPrinter p, Operation op, List<String> args) {
    OpSpec spec = op.getDef().getSpec();
    boolean async = !ValueGroups.results(spec, op, spec.resultIndex(target(args.get(0)))).isEmpty();
    List<Value> deps = ValueGroups.operands(spec, op, spec.operandIndex(args.get(1)));
    print(p, async, deps);
  }

  /** Prints {@code async [%a, %b]} (launch's custom form shares it). */
  static void print(OpAsmPrinter p, boolean async, List<Value> deps) {
    if (async) {
      p.print("async");
    }
    if (deps.isEmpty()) {
      return;
    }
    if (async) {
      p.print(" ");
    }
    p.print("[").printOperands(deps).print("]");
  }
}
