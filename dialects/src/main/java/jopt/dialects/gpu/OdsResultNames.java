package jopt.dialects.gpu;

import java.util.function.BiConsumer;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.ValueGroups;

/**
 * The result names ODS gives an op that declares more than one result: each result is named
 * after its group ({@code %memref, %asyncToken = gpu.alloc async ...}), as mlir-opt-22 prints.
 */
final class OdsResultNames {
  private OdsResultNames() {}

  static void name(Operation op, BiConsumer<Value, String> setName) {
    OpSpec spec = op.getDef().getSpec();
    if (spec.results().size() < 2) {
      return;
    }
    for (int g = 0; g < spec.results().size(); g++) {
      for (Value v : ValueGroups.results(spec, op, g)) {
        setName.accept(v, spec.results().get(g).name());
      }
    }
  }
}
