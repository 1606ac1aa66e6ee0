package jopt.dialects.bufferization;

import java.util.Set;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;

/** bufferization.to_buffer: {@code %tensor read_only? attr-dict : tensor to memref}; the tensor's buffer. */
public final class ToBufferOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("bufferization.to_buffer")
      .summary("cast a tensor-like type to buffer-like type")
      .operand("tensor", BufferizationTypes.TENSOR_LIKE)
      .optionalAttr("read_only", AttrConstraints.UNIT)
      .result("buffer", BufferizationTypes.BUFFER_LIKE)
      .predicate("specified tensor and buffer types match", op -> BufferizationTypes.tensorAndBufferMatch(
          op, op.getOperand(0).getType(), op.getResult(0).getType()))
      .build();

  private ToBufferOp(Operation op) {
    super(op);
  }

  public static ToBufferOp of(Operation op) {
    return new ToBufferOp(checked(op, SPEC));
  }

  /** Creates {@code bufferization.to_buffer tensor : ... to bufferType}. */
  public static ToBufferOp create(Builder b, Location loc, Type bufferType, Value tensor, boolean readOnly) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(tensor).addType(bufferType);
    if (readOnly) {
      st.addAttribute("read_only", UnitAttr.get());
    }
    return new ToBufferOp(b.create(st));
  }

  public Value tensor() {
    return getOperation().getOperand(0);
  }

  public Value buffer() {
    return result(0);
  }

  public boolean readOnly() {
    return getOperation().hasAttr("read_only");
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the declarative assembly. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    /** As MLIR's: no memory effects (NoMemoryEffect, without being speculatable). */
    @Override
    public java.util.List<Effect> getEffects(Operation op) {
      return java.util.List.of();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand src = p.parseOperand();
      if (p.parseOptionalKeyword("read_only")) {
        result.addAttribute("read_only", UnitAttr.get());
      }
      InherentAttrs.parseOptionalAttrDict(p, result, SPEC);
      p.parseColon();
      Type srcType = BufferizationTypes.parseTypeOfKind(p, BufferizationTypes.TENSOR_LIKE);
      p.parseKeyword("to");
      result.addType(BufferizationTypes.parseTypeOfKind(p, BufferizationTypes.BUFFER_LIKE));
      result.addOperand(p.resolveOperand(src, srcType));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0));
      if (op.hasAttr("read_only")) {
        p.print(" read_only");
      }
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("read_only"));
      p.print(" : ").printType(op.getOperand(0).getType()).print(" to ").printType(op.getResult(0).getType());
    }
  }
}
