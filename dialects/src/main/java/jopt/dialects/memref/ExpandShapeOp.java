package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.interfaces.ViewLikeOpInterface;

/**
 * memref.expand_shape: {@code %src [[0, 1], [2]] output_shape [..] attr-dict : type into type}.
 * The older form without {@code output_shape} is accepted for static result shapes.
 */
public final class ExpandShapeOp extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
  public ExpandShapeOp() {
    super("memref.expand_shape");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("reassociation", "static_output_shape");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    result.addAttribute("reassociation", p.parseAttribute());
    List<UnresolvedOperand> dynamic = new ArrayList<>();
    long[] statics = null;
    SourceLoc loc = p.getCurrentLocation();
    if (p.parseOptionalKeyword("output_shape")) {
      statics = MixedIndices.parse(p, dynamic);
    }
    p.parseOptionalAttrDict(result.attributes);
    Type srcType = p.parseColonType();
    p.parseKeyword("into");
    Type resType = p.parseType();
    if (statics == null) {
      if (!ShapedTypes.isMemRef(resType) || ShapedTypes.numDynamicDims(resType) != 0) {
        throw p.emitError(loc, "expected 'output_shape'");
      }
      statics = ShapedTypes.shape(resType);
    }
    result.addAttribute("static_output_shape", Attrs.denseI64(statics));
    result.addOperand(p.resolveOperand(src, srcType));
    result.addOperands(Asm.resolveIndices(p, dynamic));
    result.addType(resType);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print(' ').printAttribute(op.getAttr("reassociation"));
    p.print(" output_shape ");
    MixedIndices.print(p, MixedIndices.staticArray(op, "static_output_shape"), op.getOperands(1, op.getNumOperands()));
    Asm.printAttrDict(p, op, "reassociation", "static_output_shape");
    Asm.printTypeToType(p, op.getOperand(0).getType(), "into", op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type src = op.getOperand(0).getType();
    Type res = op.getResult(0).getType();
    if (!ShapedTypes.isMemRef(src) || !ShapedTypes.isMemRef(res)) {
      return true;
    }
    List<long[]> groups = ReassociativeReshape.verify(op, src, res, true);
    if (groups == null) {
      return false;
    }
    Type expected = ReassociativeReshape.expandedType(src, ShapedTypes.shape(res), groups);
    if (expected == null) {
      op.emitOpError("invalid source layout map");
      return false;
    }
    if (!expected.equals(res)) {
      op.emitOpError("expected expanded type to be " + Asm.quote(expected) + " but found " + Asm.quote(res));
      return false;
    }
    long[] statics = MixedIndices.staticArray(op, "static_output_shape");
    int rank = ShapedTypes.rank(res);
    if (statics.length != rank) {
      op.emitOpError("expected number of static shape bounds to be equal to the output rank (" + rank
          + ") but found " + statics.length + " inputs instead");
      return false;
    }
    int dyn = op.getNumOperands() - 1;
    if (MixedIndices.countDynamic(statics) != dyn) {
      op.emitOpError("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has "
          + MixedIndices.countDynamic(statics) + " dynamic dims while output_shape has " + dyn + " values");
      return false;
    }
    long[] shape = ShapedTypes.shape(res);
    for (int i = 0; i < rank; i++) {
      if (statics[i] != ShapedTypes.DYNAMIC && shape[i] != ShapedTypes.DYNAMIC && statics[i] != shape[i]) {
        op.emitOpError("invalid output shape provided at pos " + i);
        return false;
      }
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "expand_shape");
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
