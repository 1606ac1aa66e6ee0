package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.InferTypeOpInterface;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.InferredResultTypes;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/** memref.assume_alignment: {@code %memref, 16 attr-dict : type}; returns the same memref. */
@Op
public final class AssumeAlignmentOp extends AssumeAlignmentOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.assume_alignment")
      .summary("assumption that gives alignment information to the input memref")
      .operand("memref", TypeConstraints.MEMREF)
      .attr("alignment", MemRefConstraints.POSITIVE_I32)
      .result("result", TypeConstraints.MEMREF)
      .format("$memref `,` $alignment attr-dict `:` type($memref)")
      .build();

  AssumeAlignmentOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.assume_alignment %memref, alignment}. */
  public static AssumeAlignmentOp create(Builder b, Location loc, Value memref, int alignment) {
    return create(b, loc, memref, Attrs.i32(alignment));
  }

  /** The alignment in bytes (the generated {@code alignmentAttr()} is untyped: a confined I32). */
  public long alignment() {
    return ((IntegerAttr) alignmentAttr()).getValue();
  }

  /**
   * The definition: the power-of-two check and the result type, the memref's (which ODS infers
   * from SameOperandsAndResultType, by InferTypeOpInterface).
   */
  public static final class Def extends OpDefinition
      implements RuntimeVerifiableOpInterface, ViewLikeOpInterface, Traits.Pure, Traits.SameOperandsAndResultType, InferTypeOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.assumeAlignment(op, builder, loc, errorMessage);
    }

    @Override
    public List<Type> inferReturnTypes(MLIRContext context, List<Value> operands, NamedAttrList attributes) {
      return List.of(operands.get(0).getType());
    }

    @Override
    public boolean verify(Operation op) {
      long a = ((IntegerAttr) op.getAttr("alignment")).getValue();
      if (Long.bitCount(a & 0xffffffffL) != 1) {
        op.emitOpError("alignment must be power of 2");
        return false;
      }
      // InferTypeOpInterface (after the op's own verifier, as mlir-opt-22 reports them): the
      // result has the memref's type.
      return InferredResultTypes.verify(op, List.of(AssumeAlignmentOp.of(op).memref().getType()), null);
    }

    /** assume_alignment(assume_alignment(x, a), a) is the inner one. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      AssumeAlignmentOp assumeAlignment = AssumeAlignmentOp.of(op);
      Operation source = assumeAlignment.memref().getDefiningOp();
      if (source == null || !source.getName().equals(SPEC.name())
          || !source.getAttr("alignment").equals(op.getAttr("alignment"))) {
        return false;
      }
      results.add(OpFoldResult.of(assumeAlignment.memref()));
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(AssumeAlignmentOp.of(op).result(), "assume_align");
    }
  }
}
