package jopt.dialects.tensor;

import java.util.List;
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
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.RankedTensorType;

/** tensor.from_elements: {@code %e0, ... attr-dict : type($result)}; a static tensor of its elements. */
public final class FromElementsOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.from_elements")
      .summary("tensor from elements operation.")
      .variadicOperand("elements", TypeConstraints.ANY)
      .result("result", TensorTypes.STATIC_SHAPE)
      .predicate("operand types match result element type", FromElementsOp::elementsMatch)
      .build();

  private FromElementsOp(Operation op) {
    super(op);
  }

  public static FromElementsOp of(Operation op) {
    return new FromElementsOp(checked(op, SPEC));
  }

  /** Creates a {@code tensor<N x T>} of the {@code elements} (at least one, all of type T). */
  public static FromElementsOp create(Builder b, Location loc, List<? extends Value> elements) {
    return create(b, loc, RankedTensorType.get(new long[] {elements.size()}, elements.get(0).getType()), elements);
  }

  public static FromElementsOp create(Builder b, Location loc, RankedTensorType type, List<? extends Value> elements) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(elements).addType(type);
    return new FromElementsOp(b.create(st));
  }

  public List<Value> elements() {
    return operands(0);
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  private static boolean elementsMatch(Operation op) {
    RankedTensorType t = (RankedTensorType) op.getResult(0).getType();
    if (op.getNumOperands() != numElements(t)) {
      return false;
    }
    for (Value v : op.getOperands()) {
      if (!v.getType().equals(t.getElementType())) {
        return false;
      }
    }
    return true;
  }

  private static long numElements(RankedTensorType t) {
    long n = 1;
    for (long d : t.getShape()) {
      n *= d;
    }
    return n;
  }

  /** The definition: custom assembly (the element types follow from the result type). */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      var loc = p.getCurrentLocation();
      List<UnresolvedOperand> elements = p.parseOperandList();
      TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      RankedTensorType type = TensorAsm.parseRankedTensorType(p);
      result.addType(type);
      if (!TensorTypes.STATIC_SHAPE.test(type)) {
        throw p.emitError(p.getNameLoc(), "'result' must be " + TensorTypes.STATIC_SHAPE.summary() + ", but got "
            + TensorTypes.quoted(type));
      }
      long n = numElements(type);
      if (n != elements.size()) {
        throw p.emitError(loc, "number of operands and types do not match: got " + elements.size()
            + " operands and " + n + " types");
      }
      for (UnresolvedOperand e : elements) {
        result.addOperand(p.resolveOperand(e, type.getElementType()));
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperands(op.getOperands());
      TensorAsm.printAttrDict(p, op);
      p.print(" : ").printType(op.getResult(0).getType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "from_elements");
    }
  }
}
