package jopt.dialects.linalg;

import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.Operation;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * linalg.pack: {@code %source [padding_value(%p : T)] [outer_dims_perm = [...]] inner_dims_pos =
 * [...] inner_tiles = [...] into %dest : S -> D}; tiles the source into a packed tensor of rank
 * n + k (destination-passing style).
 */
@Op
public final class PackOp extends PackOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.pack")
      .summary("linalg.pack operation")
      .operand("source", TypeConstraints.RANKED_TENSOR)
      .operand("dest", TypeConstraints.RANKED_TENSOR)
      .optionalOperand("padding_value", TypeConstraints.ANY)
      .defaultOptionalAttr("outer_dims_perm", AttrConstraints.DENSE_I64_ARRAY, DenseArrayAttr.i64())
      .attr("inner_dims_pos", AttrConstraints.DENSE_I64_ARRAY)
      .variadicOperand("inner_tiles", TypeConstraints.INDEX)
      .attr("static_inner_tiles", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", TypeConstraints.RANKED_TENSOR)
      .attrSizedOperandSegments()
      .typesMatchWith("result type matches type of dest", "dest", "result", t -> t)
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? "
          + "(`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos "
          + "`inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) "
          + "`into` $dest attr-dict `:` type($source) `->` type($dest)")
      .build();

  PackOp(Operation op) {
    super(op);
  }

  /** The definition: destination-passing style, the packing checks, no memory effects. */
  public static final class Def extends RelayoutVerifier.Def {
    public Def() {
      super(SPEC, true);
    }
  }
}
