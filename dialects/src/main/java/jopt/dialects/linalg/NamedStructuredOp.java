package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.RankedTensorType;

/**
 * The view shared by the named structured ops ({@code linalg.fill}, {@code linalg.copy},
 * {@code linalg.matmul}, {@code linalg.add}, ...): {@code ins(...) outs(...)} operands split by
 * {@code operandSegmentSizes}, results tied to the tensor outputs, and an implicit body built
 * from the op's definition. The elementwise ones are rank-polymorphic: identity maps over the
 * output's rank (an empty map for scalars), all loops parallel.
 */
public abstract class NamedStructuredOp extends LinalgOp {
  protected NamedStructuredOp(Operation op) {
    super(op);
  }

  /** The ODS of a named op: {@code inputs}, {@code outputs}, then {@code extra} attributes. */
  static OpSpec.Builder spec(String name, String summary) {
    return OpSpec.op(name)
        .summary(summary)
        .variadicOperand("inputs", TypeConstraints.ANY)
        .variadicOperand("outputs", LinalgTypes.SHAPED);
  }

  /** Finishes a named op's spec: its results, region and segment sizes. */
  static OpSpec finish(OpSpec.Builder b) {
    return b.variadicResult("result_tensors", LinalgTypes.RANKED_TENSOR)
        .region("region", RegionDef.Blocks.ANY)
        .attrSizedOperandSegments()
        .build();
  }

  public List<Value> inputs() {
    return operands(0);
  }

  public List<Value> outputs() {
    return operands(1);
  }

  @Override
  public List<Value> dpsInputs() {
    return inputs();
  }

  @Override
  public List<Value> dpsInits() {
    return outputs();
  }

  /** The rank-polymorphic maps: the identity over the first output's rank, empty for scalars. */
  @Override
  public List<AffineMap> indexingMaps() {
    int loops = numLoops();
    List<AffineMap> maps = new ArrayList<>();
    for (Value v : getOperation().getOperands()) {
      maps.add(LinalgTypes.rank(v.getType()) == 0 ? IndexingMaps.scalar(loops) : IndexingMaps.identity(loops));
    }
    return maps;
  }

  @Override
  public List<String> iteratorTypes() {
    List<Value> outs = outputs();
    int rank = outs.isEmpty() ? 0 : LinalgTypes.rank(outs.get(0).getType());
    return Collections.nCopies(rank, "parallel");
  }

  /**
   * MLIR's buildStructuredOp: the operands, one result per ranked-tensor output, {@code attrs},
   * the segment sizes, and the body built by {@code body}.
   */
  static Operation build(Builder b, Location loc, OpSpec spec, RegionBuilder.Body body, List<? extends Value> inputs,
      List<? extends Value> outputs, NamedAttrList attrs) {
    OperationState st = spec.newState(loc);
    st.addOperands(inputs).addOperands(outputs);
    for (Value v : outputs) {
      if (v.getType() instanceof RankedTensorType) {
        st.addType(v.getType());
      }
    }
    if (attrs != null) {
      for (var na : attrs.asList()) {
        st.attributes.set(na.name(), na.value());
      }
    }
    OpSpec.setOperandSegmentSizes(st, inputs.size(), outputs.size());
    RegionBuilder.fill(b.getContext(), st.addRegion(), types(inputs), types(outputs), st.attributes, body);
    return b.create(st);
  }

  static List<Type> typesOf(List<? extends Value> values) {
    return types(values);
  }
}
