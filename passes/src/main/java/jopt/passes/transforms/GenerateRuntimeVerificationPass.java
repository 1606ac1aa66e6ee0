package jopt.passes.transforms;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.asm.AsmState;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code generate-runtime-verification} (MLIR's Transforms pass): every op with
 * {@link RuntimeVerifiableOpInterface} gets, right before it, the checks it cannot make
 * statically, each a {@code cf.assert} whose message is
 *
 * <pre>
 * ERROR: Runtime op verification failed
 * %0 = memref.load %arg0[%arg1] : memref&lt;1xf32&gt;      (verbose-level=1 only; regions as {...})
 * ^ out-of-bounds access
 * Location: loc("file.mlir":13:5)
 * </pre>
 *
 * The ops are collected first, so the checks' own ops are not verified. An op is printed with
 * the value names it has in the input (names computed once, before any check is added).
 * The op is printed with the command line's printing flags (its location under
 * {@code --mlir-print-debuginfo}, as mlir-opt's default flags).
 */
public final class GenerateRuntimeVerificationPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("generate-runtime-verification",
      "Generate additional runtime op verification checks", null,
      GenerateRuntimeVerificationPass::new);

  private final PassOption<Long> verboseLevel = option(PassOption.ofUnsigned("verbose-level",
      "Verbosity level for runtime verification messages: 0 = Minimum (only source location), "
          + "1 = Detailed (include full operation details, names, types, shapes, etc.)", 1));

  public GenerateRuntimeVerificationPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    List<Operation> ops = new ArrayList<>();
    getOperation().walk(op -> {
      if (op.getInterface(RuntimeVerifiableOpInterface.class) != null) {
        ops.add(op);
      }
    });
    if (ops.isEmpty()) {
      return;
    }
    boolean detailed = verboseLevel.getValue() >= 1;
    AsmState state = detailed
        ? new AsmState(getOperation(), getContext().getPrintingFlags().withSkipRegions(true)) : null;
    Builder b = new Builder(getContext());
    for (Operation op : ops) {
      b.setInsertionPoint(op);
      op.getInterface(RuntimeVerifiableOpInterface.class).generateRuntimeVerification(op, b,
          op.getLoc(), (failed, what) -> {
            StringBuilder m = new StringBuilder("ERROR: Runtime op verification failed\n");
            if (detailed) {
              m.append(state.print(failed)).append('\n');
            }
            return m.append("^ ").append(what).append("\nLocation: ")
                .append(failed.getLoc().print()).toString();
          });
    }
  }
}
