package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.type.StridesAndOffset;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.ViewLikeOpInterface;

/**
 * memref.reinterpret_cast: {@code %source to offset: [o], sizes: [..], strides: [..] attr-dict
 * : type to type}.
 */
public final class ReinterpretCastOp extends OpDefinition
    implements ViewLikeOpInterface, Traits.Pure, Traits.AttrSizedOperandSegments {
  public ReinterpretCastOp() {
    super("memref.reinterpret_cast");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("operandSegmentSizes", "static_offsets", "static_sizes", "static_strides");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    p.parseKeyword("to");
    List<UnresolvedOperand> offsets = new ArrayList<>();
    List<UnresolvedOperand> sizes = new ArrayList<>();
    List<UnresolvedOperand> strides = new ArrayList<>();
    p.parseKeyword("offset");
    p.parseColon();
    long[] so = MixedIndices.parse(p, offsets);
    p.parseComma();
    p.parseKeyword("sizes");
    p.parseColon();
    long[] ss = MixedIndices.parse(p, sizes);
    p.parseComma();
    p.parseKeyword("strides");
    p.parseColon();
    long[] st = MixedIndices.parse(p, strides);
    p.parseOptionalAttrDict(result.attributes);
    Type srcType = p.parseColonType();
    p.parseKeyword("to");
    Type resType = p.parseType();
    result.addOperand(p.resolveOperand(src, srcType));
    result.addOperands(Asm.resolveIndices(p, offsets));
    result.addOperands(Asm.resolveIndices(p, sizes));
    result.addOperands(Asm.resolveIndices(p, strides));
    result.addAttribute("operandSegmentSizes",
        Attrs.denseI32(new long[] {1, offsets.size(), sizes.size(), strides.size()}));
    result.addAttribute("static_offsets", Attrs.denseI64(so));
    result.addAttribute("static_sizes", Attrs.denseI64(ss));
    result.addAttribute("static_strides", Attrs.denseI64(st));
    result.addType(resType);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print(" to offset: ");
    MixedIndices.print(p, MixedIndices.staticArray(op, "static_offsets"), MixedIndices.segment(op, 1));
    p.print(", sizes: ");
    MixedIndices.print(p, MixedIndices.staticArray(op, "static_sizes"), MixedIndices.segment(op, 2));
    p.print(", strides: ");
    MixedIndices.print(p, MixedIndices.staticArray(op, "static_strides"), MixedIndices.segment(op, 3));
    Asm.printAttrDict(p, op, "operandSegmentSizes", "static_offsets", "static_sizes", "static_strides");
    Asm.printTypeToType(p, op.getOperand(0).getType(), "to", op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!MixedIndices.verifySegments(op, 4)) {
      return false;
    }
    long[] offsets = MixedIndices.staticArray(op, "static_offsets");
    long[] sizes = MixedIndices.staticArray(op, "static_sizes");
    long[] strides = MixedIndices.staticArray(op, "static_strides");
    if (!MixedIndices.verifyOffsetSizeStride(op, offsets, sizes, strides)) {
      return false;
    }
    Type src = op.getOperand(0).getType();
    Type res = op.getResult(0).getType();
    if (!ShapedTypes.isMemRef(res)) {
      return true;
    }
    if (!Objects.equals(ShapedTypes.elementType(src), ShapedTypes.elementType(res))) {
      op.emitError("different element types specified for source type " + Asm.quote(src)
          + " and result memref type " + Asm.quote(res));
      return false;
    }
    if (!Objects.equals(ShapedTypes.memorySpace(src), ShapedTypes.memorySpace(res))) {
      op.emitError("different memory spaces specified for source type " + Asm.quote(src)
          + " and result memref type " + Asm.quote(res));
      return false;
    }
    long[] shape = ShapedTypes.shape(res);
    if (shape.length != sizes.length) {
      op.emitError("expected result type with rank " + sizes.length + " instead of " + shape.length);
      return false;
    }
    for (int i = 0; i < shape.length; i++) {
      if (sizes[i] != ShapedTypes.DYNAMIC && shape[i] != sizes[i]) {
        op.emitError("expected result type with size = " + sizes[i] + " instead of " + shape[i] + " in dim = " + i);
        return false;
      }
    }
    StridesAndOffset so = ShapedTypes.stridesAndOffset(res);
    if (so == null) {
      op.emitError("expected result type to have strided layout but found " + Asm.quote(res));
      return false;
    }
    if (offsets.length == 1 && offsets[0] != ShapedTypes.DYNAMIC && so.offset() != offsets[0]) {
      op.emitError("expected result type with offset = " + offsets[0] + " instead of " + so.offset());
      return false;
    }
    for (int i = 0; i < strides.length; i++) {
      if (strides[i] != ShapedTypes.DYNAMIC && so.strides()[i] != strides[i]) {
        op.emitError("expected result type with stride = " + strides[i] + " instead of " + so.strides()[i]
            + " in dim = " + i);
        return false;
      }
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "reinterpret_cast");
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
