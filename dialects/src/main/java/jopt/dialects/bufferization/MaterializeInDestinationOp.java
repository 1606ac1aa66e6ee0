package jopt.dialects.bufferization;

import java.util.List;
import java.util.Set;
import jopt.dialects.memref.Asm;
import jopt.dialects.memref.Attrs;
import jopt.dialects.memref.ShapedTypes;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.interfaces.MemoryEffects;

/**
 * bufferization.materialize_in_destination: {@code %source in restrict? writable? %dest
 * attr-dict : (src, dest) -> result?}; writes the destination when it is a memref.
 */
public final class MaterializeInDestinationOp extends OpDefinition implements MemoryEffects {
  public MaterializeInDestinationOp() {
    super("bufferization.materialize_in_destination");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("restrict", "writable");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    p.parseKeyword("in");
    if (p.parseOptionalKeyword("restrict")) {
      result.addAttribute("restrict", Attrs.unit());
    }
    if (p.parseOptionalKeyword("writable")) {
      result.addAttribute("writable", Attrs.unit());
    }
    UnresolvedOperand dst = p.parseOperand();
    p.parseOptionalAttrDict(result.attributes);
    p.parseColon();
    SourceLoc loc = p.getCurrentLocation();
    p.parseLParen();
    List<Type> inputs = p.parseTypeList();
    p.parseRParen();
    p.parseArrow();
    List<Type> results = p.parseFunctionResultTypes();
    result.addOperands(p.resolveOperands(List.of(src, dst), inputs, loc));
    result.addTypes(results);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print(" in");
    if (op.getAttr("restrict") != null) {
      p.print(" restrict");
    }
    if (op.getAttr("writable") != null) {
      p.print(" writable");
    }
    p.print(' ').printOperand(op.getOperand(1));
    Asm.printAttrDict(p, op, "restrict", "writable");
    p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
  }

  @Override
  public boolean verify(Operation op) {
    Type src = op.getOperand(0).getType();
    Type dest = op.getOperand(1).getType();
    boolean isBuffer = ShapedTypes.isAnyMemRef(dest);
    if (!isBuffer && !ShapedTypes.isAnyTensor(dest)) {
      return fail(op, "'dest' must be a tensor or a memref");
    }
    if (!isBuffer && op.getNumResults() != 1) {
      return fail(op, "tensor 'dest' implies exactly one tensor result");
    }
    if (!isBuffer && !dest.equals(op.getResult(0).getType())) {
      return fail(op, "result and 'dest' types must match");
    }
    if (isBuffer && op.getNumResults() != 0) {
      return fail(op, "memref 'dest' implies zero results");
    }
    if (op.getAttr("restrict") != null && !isBuffer) {
      return fail(op, "'restrict' is valid only for memref destinations");
    }
    if ((op.getAttr("writable") != null) != isBuffer) {
      return fail(op, "'writable' must be specified if and only if the destination is of memref type");
    }
    boolean srcRanked = ShapedTypes.isRankedTensor(src);
    if (srcRanked != (ShapedTypes.isRankedTensor(dest) || ShapedTypes.isMemRef(dest))) {
      return fail(op, "source/destination shapes are incompatible");
    }
    if (srcRanked) {
      long[] s = ShapedTypes.shape(src);
      long[] d = ShapedTypes.shape(dest);
      if (s.length != d.length) {
        return fail(op, "rank mismatch between source and destination shape");
      }
      for (int i = 0; i < s.length; i++) {
        if (s[i] != ShapedTypes.DYNAMIC && d[i] != ShapedTypes.DYNAMIC && s[i] != d[i]) {
          return fail(op, "source/destination shapes are incompatible");
        }
      }
    }
    return true;
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    if (ShapedTypes.isAnyMemRef(op.getOperand(1).getType())) {
      return List.of(new Effect(Kind.WRITE, op.getOperand(1)));
    }
    return List.of();
  }
}
