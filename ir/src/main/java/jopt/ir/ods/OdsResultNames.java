package jopt.ir.ods;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * The result names ODS gives an op that declares more than one result group: the first result
 * of each group is named after the group, which prints as one ({@code %memref, %asyncToken =
 * gpu.alloc async ...}, {@code %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for
 * ...}), as mlir-opt-22 prints.
 */
public final class OdsResultNames {
  private OdsResultNames() {}

  public static void name(Operation op, BiConsumer<Value, String> setName) {
    OpSpec spec = op.getDef().getSpec();
    if (spec.results().size() < 2) {
      return;
    }
    for (int g = 0; g < spec.results().size(); g++) {
      List<Value> group = ValueGroups.results(spec, op, g);
      if (!group.isEmpty()) {
        setName.accept(group.get(0), spec.results().get(g).name());
      }
    }
  }
}
