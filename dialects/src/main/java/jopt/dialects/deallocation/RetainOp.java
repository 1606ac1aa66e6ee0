package jopt.dialects.deallocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.memref.Asm;
import jopt.dialects.memref.MixedIndices;
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
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.type.FunctionType;

/**
 * deallocation.retain: {@code %r = deallocation.retain(%a) of(%o1, %o2) : (memref<2xf32>,
 * !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership}. For each
 * retained memref, the ownership of the allocation it derives from (each at most once, else
 * null); the other non-null allocations are freed. Operands: retained memrefs, then allocs.
 */
public final class RetainOp extends OpDefinition
    implements MemoryEffects, Traits.AttrSizedOperandSegments {
  public RetainOp() {
    super("deallocation.retain");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("operandSegmentSizes");
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
    state.addAttribute("operandSegmentSizes",
        DenseArrayAttr.ofI32(retained.size(), allocs.size()));
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
    var loc = p.getCurrentLocation();
    Type t = p.parseColonType();
    if (!(t instanceof FunctionType ft)) {
      throw p.emitError(loc, "invalid kind of type specified: expected builtin.function, but "
          + "found '" + t + "'");
    }
    List<UnresolvedOperand> all = new ArrayList<>(retained);
    all.addAll(allocs);
    List<Value> operands = p.resolveOperands(all, ft.getInputs(), loc);
    result.addOperands(operands);
    result.addAttribute("operandSegmentSizes",
        DenseArrayAttr.ofI32(retained.size(), allocs.size()));
    result.addTypes(ft.getResults());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print('(').printOperands(getRetained(op)).print(") of(").printOperands(getAllocs(op))
        .print(')');
    Asm.printAttrDict(p, op, "operandSegmentSizes");
    p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
  }

  @Override
  public boolean verify(Operation op) {
    if (!MixedIndices.verifySegments(op, 2)) {
      return false;
    }
    List<Value> retained = getRetained(op);
    for (int i = 0; i < retained.size(); i++) {
      if (!Verify.memref(op, retained.get(i).getType(), "operand #" + i)) {
        return false;
      }
    }
    List<Value> allocs = getAllocs(op);
    for (int i = 0; i < allocs.size(); i++) {
      Type t = allocs.get(i).getType();
      // MLIR-HLO once used unranked memrefs as ownership indicators; both are accepted.
      if (!OwnershipType.is(t) && !jopt.dialects.memref.ShapedTypes.isAnyMemRef(t)) {
        op.emitOpError("operand #" + (retained.size() + i) + " must be ownership indicator, but "
            + "got " + Asm.quote(t));
        return false;
      }
    }
    if (op.getNumResults() != retained.size()) {
      op.emitOpError("expected " + retained.size() + " results, one per retained memref, but "
          + "found " + op.getNumResults());
      return false;
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!Verify.ownership(op, op.getResult(i).getType(), "result #" + i)) {
        return false;
      }
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
