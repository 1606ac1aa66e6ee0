package jopt.dialects.deallocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.memref.Asm;
import jopt.dialects.memref.MixedIndices;
import jopt.dialects.memref.ShapedTypes;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IntegerType;

/**
 * deallocation.retain: {@code %r = deallocation.retain(%a) of(%o1, %o2) : (memref<2xf32>,
 * !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership}. For each
 * retained memref, the ownership of the allocation it derives from (each at most once, else
 * null); the other non-null allocations are freed. Operands: retained memrefs, then allocs,
 * sized by the {@code operandSegmentSizes} property (AttrSizedOperandSegments), which the custom
 * form elides and the generic form prints as {@code <{operandSegmentSizes = array<i32: 1, 2>}>}.
 * Parses {@code of (} as well as {@code of(}; prints {@code of(}.
 */
public final class RetainOp extends OpDefinition
    implements MemoryEffects, Traits.AttrSizedOperandSegments {
  /** The property holding the sizes of the two operand groups (retained, allocs). */
  public static final String SEGMENTS = "operandSegmentSizes";

  public RetainOp() {
    super("deallocation.retain");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of(SEGMENTS);
  }

  public static List<Value> getRetained(Operation op) {
    return MixedIndices.segment(op, 0);
  }

  public static List<Value> getAllocs(Operation op) {
    return MixedIndices.segment(op, 1);
  }

  /** Sets the operands and their segment sizes. */
  public static void setOperands(OperationState state, List<Value> retained, List<Value> allocs) {
    state.addOperands(retained);
    state.addOperands(allocs);
    state.addAttribute(SEGMENTS, DenseArrayAttr.ofI32(retained.size(), allocs.size()));
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    List<UnresolvedOperand> retained = p.parseOperandList(Delimiter.PAREN);
    p.parseKeyword("of");
    List<UnresolvedOperand> allocs = p.parseOperandList(Delimiter.PAREN);
    p.parseOptionalAttrDict(result.attributes);
    p.parseColon();
    SourceLoc typeLoc = p.getCurrentLocation();
    Type t = p.parseType();
    if (!(t instanceof FunctionType ft)) {
      throw p.emitError(typeLoc, "invalid kind of type specified: expected builtin.function, but "
          + "found " + Asm.quote(t));
    }
    List<UnresolvedOperand> all = new ArrayList<>(retained);
    all.addAll(allocs);
    List<Type> types = ft.getInputs();
    if (all.size() != types.size()) {
      // ODS's resolveOperands over the concatenated groups, at the op name.
      throw p.emitError(p.getNameLoc(), "number of operands and types do not match: got "
          + all.size() + " operands and " + types.size() + " types");
    }
    for (int i = 0; i < all.size(); i++) {
      result.addOperand(p.resolveOperand(all.get(i), types.get(i)));
    }
    result.addAttribute(SEGMENTS, DenseArrayAttr.ofI32(retained.size(), allocs.size()));
    result.addTypes(ft.getResults());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print('(').printOperands(getRetained(op)).print(") of(").printOperands(getAllocs(op))
        .print(')');
    Asm.printAttrDict(p, op, SEGMENTS);
    p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
  }

  /**
   * Checks in MLIR's order: the segment sizes property (whose conversion errors MLIR reports
   * while parsing the generic form), the AttrSizedOperandSegments trait, the ODS type
   * constraints of the operands and results, then one result per retained memref.
   */
  @Override
  public boolean verify(Operation op) {
    if (!verifySegmentSizes(op)) {
      return false;
    }
    List<Value> retained = getRetained(op);
    for (int i = 0; i < retained.size(); i++) {
      if (!Verify.check(op, ShapedTypes.isAnyMemRef(retained.get(i).getType()),
          retained.get(i).getType(), "operand #" + i, "variadic of " + Verify.MEMREF)) {
        return false;
      }
    }
    List<Value> allocs = getAllocs(op);
    for (int i = 0; i < allocs.size(); i++) {
      Type t = allocs.get(i).getType();
      // Lenient: MLIR-HLO once used unranked memrefs as ownership indicators (and the
      // interpreter and passes take a memref alloc for the allocation it is derived from), so
      // any ranked or unranked memref is accepted here as well. Results stay ownership-typed.
      if (!Verify.check(op, OwnershipType.is(t) || ShapedTypes.isAnyMemRef(t), t,
          "operand #" + (retained.size() + i),
          "variadic of " + Verify.OWNERSHIP + " or " + Verify.MEMREF)) {
        return false;
      }
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!Verify.check(op, OwnershipType.is(op.getResult(i).getType()),
          op.getResult(i).getType(), "result #" + i, "variadic of " + Verify.OWNERSHIP)) {
        return false;
      }
    }
    if (op.getNumResults() != retained.size()) {
      op.emitOpError("expected " + retained.size() + " results, one per retained memref, but "
          + "found " + op.getNumResults());
      return false;
    }
    return true;
  }

  /**
   * The {@code operandSegmentSizes} property: MLIR stores it as {@code std::array<int32_t, 2>},
   * so a value that is not a 2-element {@code array<i32: ...>} fails the property conversion
   * ("invalid properties ..."), an absent one means {@code [0, 0]}; then the
   * AttrSizedOperandSegments trait's checks.
   */
  private static boolean verifySegmentSizes(Operation op) {
    Attribute a = op.getAttr(SEGMENTS);
    long[] sizes = {0, 0};
    if (a != null) {
      String error = null;
      if (!(a instanceof DenseArrayAttr d) || !(d.getElementType() instanceof IntegerType it)
          || !it.isSignless(32)) {
        error = "expected DenseI32ArrayAttr for key `value`";
      } else if (d.size() != 2) {
        error = "size mismatch in attribute conversion: " + d.size() + " vs 2";
      } else {
        sizes = d.asLongs();
      }
      if (error != null) {
        op.emitError("invalid properties {" + SEGMENTS + " = " + AttrTypePrinter.print(a)
            + "} for op " + op.getName() + ": " + error);
        return false;
      }
    }
    if (sizes[0] < 0 || sizes[1] < 0) {
      op.emitOpError("'" + SEGMENTS + "' attribute cannot have negative elements");
      return false;
    }
    if (sizes[0] + sizes[1] != op.getNumOperands()) {
      op.emitOpError("operand count (" + op.getNumOperands() + ") does not match with the total "
          + "size (" + (sizes[0] + sizes[1]) + ") specified in attribute '" + SEGMENTS + "'");
      return false;
    }
    return true;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    List<Effect> effects = new ArrayList<>();
    for (Value v : getRetained(op)) {
      effects.add(new Effect(Kind.READ, v));
    }
    for (Value v : getAllocs(op)) {
      effects.add(new Effect(Kind.FREE, v));
    }
    return effects;
  }
}
