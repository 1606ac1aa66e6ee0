package jopt.dialects.bufferization;

import java.util.List;
import java.util.Set;
import jopt.dialects.memref.Asm;
import jopt.dialects.memref.Attrs;
import jopt.dialects.memref.MixedIndices;
import jopt.dialects.memref.ShapedTypes;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;

/**
 * bufferization.alloc_tensor: {@code (%dynamic_sizes) copy(%t)? size_hint = %h? attr-dict :
 * type}; allocates its (tensor) result.
 */
public final class AllocTensorOp extends OpDefinition implements MemoryEffects, Traits.AttrSizedOperandSegments {
  public AllocTensorOp() {
    super("bufferization.alloc_tensor");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("memory_space", "operandSegmentSizes");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    List<UnresolvedOperand> sizes = p.parseOperandList(OpAsmParser.Delimiter.PAREN);
    UnresolvedOperand copy = null;
    UnresolvedOperand hint = null;
    if (p.parseOptionalKeyword("copy")) {
      p.parseLParen();
      copy = p.parseOperand();
      p.parseRParen();
    }
    if (p.parseOptionalKeyword("size_hint")) {
      p.parseEqual();
      hint = p.parseOperand();
    }
    p.parseOptionalAttrDict(result.attributes);
    Type type = p.parseColonType();
    result.addOperands(Asm.resolveIndices(p, sizes));
    if (copy != null) {
      result.addOperand(p.resolveOperand(copy, type));
    }
    if (hint != null) {
      result.addOperand(p.resolveOperand(hint, ShapedTypes.index()));
    }
    result.addAttribute("operandSegmentSizes",
        Attrs.denseI32(new long[] {sizes.size(), copy == null ? 0 : 1, hint == null ? 0 : 1}));
    result.addType(type);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print('(').printOperands(MixedIndices.segment(op, 0)).print(')');
    List<Value> copy = MixedIndices.segment(op, 1);
    if (!copy.isEmpty()) {
      p.print(" copy(").printOperand(copy.get(0)).print(')');
    }
    List<Value> hint = MixedIndices.segment(op, 2);
    if (!hint.isEmpty()) {
      p.print(" size_hint=").printOperand(hint.get(0));
    }
    Asm.printAttrDict(p, op, "operandSegmentSizes");
    Asm.printColonType(p, op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!MixedIndices.verifySegments(op, 3)) {
      return false;
    }
    Type type = op.getResult(0).getType();
    if (!ShapedTypes.isRankedTensor(type)) {
      op.emitOpError("result #0 must be ranked tensor of any type values, but got " + Asm.quote(type));
      return false;
    }
    int dyn = MixedIndices.segment(op, 0).size();
    boolean hasCopy = !MixedIndices.segment(op, 1).isEmpty();
    if (hasCopy && dyn > 0) {
      op.emitError("dynamic sizes not needed when copying a tensor");
      return false;
    }
    if (!hasCopy && dyn != ShapedTypes.numDynamicDims(type)) {
      op.emitOpError("incorrect number of dynamic sizes, has " + dyn + ", expected " + ShapedTypes.numDynamicDims(type));
      return false;
    }
    if (hasCopy && !MixedIndices.segment(op, 1).get(0).getType().equals(type)) {
      op.emitError("expected that `copy` and return type match");
      return false;
    }
    return true;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.ALLOCATE, op.getResult(0)));
  }
}
