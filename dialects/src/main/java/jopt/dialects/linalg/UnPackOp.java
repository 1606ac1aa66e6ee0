package jopt.dialects.linalg;

import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.Operation;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * linalg.unpack: {@code %source [outer_dims_perm = [...]] inner_dims_pos = [...] inner_tiles =
 * [...] into %dest : S -> D}; the inverse of linalg.pack (destination-passing style).
 */
@Op
public final class UnPackOp extends UnPackOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.unpack")
      .summary("linalg.unpack operation")
      .operand("source", TypeConstraints.RANKED_TENSOR)
      .operand("dest", TypeConstraints.RANKED_TENSOR)
      .defaultOptionalAttr("outer_dims_perm", AttrConstraints.DENSE_I64_ARRAY, DenseArrayAttr.i64())
      .attr("inner_dims_pos", AttrConstraints.DENSE_I64_ARRAY)
      .variadicOperand("inner_tiles", TypeConstraints.INDEX)
      .attr("static_inner_tiles", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", TypeConstraints.RANKED_TENSOR)
      .typesMatchWith("result type matches type of dest", "dest", "result", t -> t)
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos "
          + "`inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) "
          + "`into` $dest attr-dict `:` type($source) `->` type($dest)")
      .build();

  UnPackOp(Operation op) {
    super(op);
  }

  /** The definition: destination-passing style, the packing checks, no memory effects. */
  public static final class Def extends RelayoutVerifier.Def {
    public Def() {
      super(SPEC, false);
    }
  }
}
