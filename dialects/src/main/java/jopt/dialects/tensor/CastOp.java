package jopt.dialects.tensor;

import java.util.function.BiConsumer;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.CastOpInterface;
import jopt.ir.ods.OpSpec;

/** tensor.cast: {@code %source attr-dict : type($source) to type($dest)}; changes static shape information only. */
public final class CastOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.cast")
      .summary("tensor cast operation")
      .operand("source", TensorTypes.ANY)
      .result("dest", TensorTypes.ANY)
      .build();

  private CastOp(Operation op) {
    super(op);
  }

  public static CastOp of(Operation op) {
    return new CastOp(checked(op, SPEC));
  }

  /** Creates {@code tensor.cast %source : T to resultType}. */
  /**
   * MLIR's canFoldIntoConsumerOp: a consumer may read the cast's source instead, the source being
   * ranked and at least as static as the result.
   */
  public static boolean canFoldIntoConsumerOp(Operation cast) {
    return cast != null && SPEC.isa(cast)
        && PadPatterns.preservesStaticInformation(cast.getResult(0).getType(), cast.getOperand(0).getType());
  }

  public static CastOp create(Builder b, Location loc, Type resultType, Value source) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addType(resultType);
    return new CastOp(b.create(st));
  }

  public Value source() {
    return getOperation().getOperand(0);
  }

  public Value dest() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the assembly shared with tensor.bitcast and the cast-compatibility check. */
  public static final class Def extends OpDefinition implements Traits.Pure, CastOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      parseCast(p, result, SPEC);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      printCast(op, p);
    }

    @Override
    public boolean areCastCompatible(java.util.List<Type> inputs, java.util.List<Type> outputs) {
      return inputs.size() == 1 && outputs.size() == 1 && TensorTypes.castCompatible(inputs.get(0), outputs.get(0));
    }

    @Override
    public boolean verify(Operation op) {
      return verifyCast(op, TensorTypes.castCompatible(op.getOperand(0).getType(), op.getResult(0).getType()));
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldCast(op, results);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new TensorFolding.ChainedTensorCast());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "cast");
    }
  }

  /** {@code $source attr-dict : type($source) to type($dest)} with tensor types. */
  static void parseCast(OpAsmParser p, OperationState result, OpSpec spec) {
    UnresolvedOperand src = p.parseOperand();
    TensorAsm.parseAttrDict(p, result, spec);
    p.parseColon();
    Type from = TensorAsm.parseTensorType(p);
    p.parseKeyword("to");
    result.addType(TensorAsm.parseTensorType(p));
    result.addOperand(p.resolveOperand(src, from));
  }

  static void printCast(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    TensorAsm.printAttrDict(p, op);
    p.print(" : ").printType(op.getOperand(0).getType()).print(" to ").printType(op.getResult(0).getType());
  }

  /** MLIR's CastOpInterface verification. */
  static boolean verifyCast(Operation op, boolean compatible) {
    if (!compatible) {
      op.emitOpError("operand type " + TensorTypes.quoted(op.getOperand(0).getType()) + " and result type "
          + TensorTypes.quoted(op.getResult(0).getType()) + " are cast incompatible");
      return false;
    }
    return true;
  }
}
