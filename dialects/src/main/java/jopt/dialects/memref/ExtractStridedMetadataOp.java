package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
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
import jopt.ir.interfaces.ViewLikeOpInterface;

/**
 * memref.extract_strided_metadata: {@code %source : type -> base, offset, sizes..., strides...
 * attr-dict}; results are named {@code %base_buffer, %offset, %sizes:N, %strides:N}.
 */
public final class ExtractStridedMetadataOp extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
  public ExtractStridedMetadataOp() {
    super("memref.extract_strided_metadata");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    Type t = p.parseColonType();
    p.parseArrow();
    List<Type> types = p.parseTypeList();
    p.parseOptionalAttrDict(result.attributes);
    result.addOperand(p.resolveOperand(src, t));
    result.addTypes(types);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    p.print(" : ").printType(op.getOperand(0).getType()).print(" -> ").printTypes(op.getResultTypes());
    Asm.printAttrDict(p, op);
  }

  @Override
  public boolean verify(Operation op) {
    Type src = op.getOperand(0).getType();
    if (!ShapedTypes.isMemRef(src)) {
      op.emitOpError("operand #0 must be strided memref of any type values, but got " + Asm.quote(src));
      return false;
    }
    int rank = ShapedTypes.rank(src);
    if (op.getNumResults() != 2 + 2 * rank) {
      op.emitOpError("expected " + (2 + 2 * rank) + " results, but got " + op.getNumResults());
      return false;
    }
    Type base = op.getResult(0).getType();
    if (!ShapedTypes.isMemRef(base) || ShapedTypes.rank(base) != 0) {
      op.emitOpError("result #0 must be strided memref of any type values of rank 0, but got " + Asm.quote(base));
      return false;
    }
    for (int i = 1; i < op.getNumResults(); i++) {
      if (!ShapedTypes.isIndex(op.getResult(i).getType())) {
        op.emitOpError("result #" + i + " must be index, but got " + Asm.quote(op.getResult(i).getType()));
        return false;
      }
    }
    // InferTypeOpInterface: the base buffer is a rank-0 identity memref of the same element type.
    Type inferred = ShapedTypes.memref(new long[0], ShapedTypes.elementType(src), null, ShapedTypes.memorySpace(src));
    if (!inferred.equals(base)) {
      List<String> want = new ArrayList<>();
      List<String> got = new ArrayList<>();
      for (int i = 0; i < op.getNumResults(); i++) {
        want.add(Asm.quote(i == 0 ? inferred : op.getResult(i).getType()));
        got.add(Asm.quote(op.getResult(i).getType()));
      }
      op.emitOpError("inferred type(s) " + String.join(", ", want)
          + " are incompatible with return type(s) of operation " + String.join(", ", got));
      op.emitOpError("failed to infer returned types");
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "base_buffer");
    setName.accept(op.getResult(1), "offset");
    int rank = (op.getNumResults() - 2) / 2;
    if (rank > 0) {
      setName.accept(op.getResult(2), "sizes");
      setName.accept(op.getResult(2 + rank), "strides");
    }
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
