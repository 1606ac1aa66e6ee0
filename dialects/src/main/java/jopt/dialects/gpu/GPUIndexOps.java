package jopt.dialects.gpu;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * The ops that give an index of the launch: GPU_IndexOp's family ({@code gpu.thread_id x},
 * {@code gpu.block_dim y upper_bound 64}, ...), whose result is named after the op and the
 * dimension ({@code %thread_id_x}), and the subgroup ones without a dimension
 * ({@code gpu.lane_id}, {@code gpu.subgroup_id : index}, ...). All pure, with an optional
 * {@code upper_bound}.
 */
public final class GPUIndexOps {
  private GPUIndexOps() {}

  /** The ops of GPU_IndexOp (a dimension, MLIR's result name). */
  static final List<String> DIMENSIONED = List.of("cluster_dim", "cluster_dim_blocks", "cluster_id",
      "cluster_block_id", "block_dim", "block_id", "grid_dim", "thread_id", "global_id");
  /** The subgroup ops that print their result type. */
  static final List<String> TYPED = List.of("subgroup_id", "num_subgroups", "subgroup_size");

  static List<OpDefinition> definitions() {
    List<OpDefinition> defs = new ArrayList<>();
    for (String name : DIMENSIONED) {
      defs.add(new Def(OpSpec.op("gpu." + name)
          .attr("dimension", GPUConstraints.DIMENSION)
          .optionalAttr("upper_bound", GPUConstraints.INDEX)
          .result("result", TypeConstraints.INDEX)
          .format("$dimension (`upper_bound` $upper_bound^)? attr-dict")
          .build(), name));
    }
    defs.add(new Def(OpSpec.op("gpu.lane_id")
        .optionalAttr("upper_bound", GPUConstraints.INDEX)
        .result("result", TypeConstraints.INDEX)
        .format("(`upper_bound` $upper_bound^)? attr-dict")
        .build(), null));
    for (String name : TYPED) {
      defs.add(new Def(OpSpec.op("gpu." + name)
          .optionalAttr("upper_bound", GPUConstraints.INDEX)
          .result("result", TypeConstraints.INDEX)
          .format("(`upper_bound` $upper_bound^)? attr-dict `:` type($result)")
          .build(), null));
    }
    return defs;
  }

  /** Whether {@code op} is one of these ops. */
  public static boolean isa(Operation op) {
    return op.getDef() instanceof Def;
  }

  /** The definition: pure; a dimensioned op names its result {@code opname_dim}. */
  static final class Def extends OpDefinition implements Traits.Pure {
    private final String resultPrefix;

    Def(OpSpec spec, String resultPrefix) {
      super(spec);
      this.resultPrefix = resultPrefix;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      if (resultPrefix != null && op.getAttr("dimension") instanceof GPUEnumAttr dim) {
        setName.accept(op.getResult(0), resultPrefix + "_" + dim.keyword());
      }
    }
  }
}
