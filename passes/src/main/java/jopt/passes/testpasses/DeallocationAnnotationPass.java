package jopt.passes.testpasses;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import jopt.passes.hlodeallocation.BackingMemory;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.asm.ValueNames;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.StringAttr;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * MLIR-HLO's hlo-deallocation-annotation, the test pass of its alias analysis
 * ({@link BackingMemory}): every op with regions gets
 * {@code deallocation.region_args_backing_memory} (per region, per argument, the printed names of
 * the values backing it, comma separated) and every op with results
 * {@code deallocation.result_backing_memory} (per result).
 */
public final class DeallocationAnnotationPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-deallocation-annotation",
      "Annotate ops with deallocation debug information.", "builtin.module",
      DeallocationAnnotationPass::new);

  public DeallocationAnnotationPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    BackingMemory analysis = new BackingMemory();
    ValueNames names = new ValueNames(getOperation());
    List<Operation> ops = new ArrayList<>();
    getOperation().walk((Operation op) -> ops.add(op));
    for (Operation op : ops) {
      if (op.getNumRegions() > 0) {
        List<Attribute> regions = new ArrayList<>();
        for (Region r : op.getRegions()) {
          List<Attribute> args = new ArrayList<>();
          if (!r.isEmpty()) {
            for (Value a : r.front().getArguments()) {
              args.add(describe(analysis, names, a));
            }
          }
          regions.add(ArrayAttr.get(args));
        }
        op.setAttr("deallocation.region_args_backing_memory", ArrayAttr.get(regions));
      }
      if (op.getNumResults() > 0) {
        List<Attribute> results = new ArrayList<>();
        for (Value r : op.getResults()) {
          results.add(describe(analysis, names, r));
        }
        op.setAttr("deallocation.result_backing_memory", ArrayAttr.get(results));
      }
    }
  }

  private static StringAttr describe(BackingMemory analysis, ValueNames names, Value v) {
    return StringAttr.get(analysis.of(v).stream().map(names::nameOf)
        .collect(Collectors.joining(", ")));
  }
}
