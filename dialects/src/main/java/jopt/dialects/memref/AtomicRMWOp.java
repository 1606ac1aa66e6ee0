package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiFunction;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;

/**
 * memref.atomic_rmw: {@code kind %value, %memref[%indices] attr-dict : (value-type, memref-type)
 * -> result-type}; an atomic read-modify-write of one element.
 */
@Op
public final class AtomicRMWOp extends AtomicRMWOpBase {
  /** arith's AtomicRMWKind cases, in the order of their values. */
  public static final List<String> KINDS = List.of("addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs",
      "maxu", "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori");
  private static final List<String> FLOAT_KINDS = List.of("addf", "maximumf", "minimumf", "mulf");
  private static final List<String> INTEGER_KINDS =
      List.of("addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi");

  public static final OpSpec SPEC = OpSpec.op("memref.atomic_rmw")
      .summary("atomic read-modify-write operation")
      .attr("kind", MemRefConstraints.ATOMIC_RMW_KIND)
      .operand("value", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT)
      .operand("memref", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT_MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .result("result", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT)
      .allTypesMatch("value", "result")
      .typesMatchWith("value type matches element type of memref", "memref", "value",
          t -> ((MemRefType) t).getElementType())
      .format("$kind $value `,` $memref `[` $indices `]` attr-dict `:` "
          + "`(` type($value) `,` type($memref) `)` `->` type($result)")
      .memRead("memref")
      .memWrite("memref")
      .build();

  AtomicRMWOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.atomic_rmw kind %value, %memref[%indices]}; {@code kind} is one of {@link #KINDS}. */
  public static AtomicRMWOp create(Builder b, Location loc, String kind, Value value, Value memref,
      List<? extends Value> indices) {
    OperationState st = SPEC.newState(loc).addOperand(value).addOperand(memref).addOperands(indices);
    st.addAttribute("kind", Attrs.i64(KINDS.indexOf(kind)));
    return new AtomicRMWOp(b.create(st.addType(value.getType())));
  }

  /** The kind's name ({@code addf}, ...). */
  public String kind() {
    return KINDS.get((int) ((IntegerAttr) attr("kind")).getValue());
  }

  /** The definition: the subscript and kind/type checks, effects, the cast folder. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.indices(op, AtomicRMWOp.of(op).memref(), op.getOperands(2, op.getNumOperands()), builder, loc, errorMessage);
    }

    @Override
    public boolean verify(Operation op) {
      AtomicRMWOp atomicRMW = AtomicRMWOp.of(op);
      int rank = ((MemRefType) atomicRMW.memref().getType()).getRank();
      if (rank != op.getNumOperands() - 2) {
        op.emitOpError("expects the number of subscripts to be equal to memref rank");
        return false;
      }
      String kind = of(op).kind();
      Type t = atomicRMW.value().getType();
      if (FLOAT_KINDS.contains(kind) && !(t instanceof FloatType)) {
        op.emitOpError("with kind '" + kind + "' expects a floating-point type");
        return false;
      }
      if (INTEGER_KINDS.contains(kind) && !(t instanceof IntegerType)) {
        op.emitOpError("with kind '" + kind + "' expects an integer type");
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op, AtomicRMWOp.of(op).value());
    }
  }
}
