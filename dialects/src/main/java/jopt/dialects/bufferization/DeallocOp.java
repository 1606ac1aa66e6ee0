package jopt.dialects.bufferization;

import java.util.ArrayList;
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
import jopt.ir.asm.SourceLoc;
import jopt.ir.interfaces.MemoryEffects;

/**
 * bufferization.dealloc: {@code (%memrefs : types) if (%conds) retain (%retained : types)}; one
 * i1 result per retained value. Frees the memrefs.
 */
public final class DeallocOp extends OpDefinition implements MemoryEffects, Traits.AttrSizedOperandSegments {
  public DeallocOp() {
    super("bufferization.dealloc");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("operandSegmentSizes");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    List<Value> memrefs = new ArrayList<>();
    List<UnresolvedOperand> conds = new ArrayList<>();
    if (p.parseOptionalLParen()) {
      parseTypedList(p, memrefs);
      p.parseKeyword("if");
      conds = p.parseOperandList(OpAsmParser.Delimiter.PAREN);
    }
    List<Value> retained = new ArrayList<>();
    if (p.parseOptionalKeyword("retain")) {
      p.parseLParen();
      parseTypedList(p, retained);
    }
    p.parseOptionalAttrDict(result.attributes);
    result.addOperands(memrefs);
    p.resolveOperands(conds, ShapedTypes.i1(), result.operands);
    result.addOperands(retained);
    result.addAttribute("operandSegmentSizes",
        Attrs.denseI32(new long[] {memrefs.size(), conds.size(), retained.size()}));
    for (int i = 0; i < retained.size(); i++) {
      result.addType(ShapedTypes.i1());
    }
  }

  /** Parses {@code %a, %b : ta, tb)} after the opening paren. */
  private static void parseTypedList(OpAsmParser p, List<Value> out) {
    List<UnresolvedOperand> ops = p.parseOperandList();
    p.parseColon();
    SourceLoc loc = p.getCurrentLocation();
    List<Type> types = p.parseTypeList();
    p.parseRParen();
    out.addAll(p.resolveOperands(ops, types, loc));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    List<Value> memrefs = MixedIndices.segment(op, 0);
    if (!memrefs.isEmpty()) {
      p.print(" (").printOperands(memrefs).print(" : ").printTypes(types(memrefs)).print(") if (");
      p.printOperands(MixedIndices.segment(op, 1)).print(')');
    }
    List<Value> retained = MixedIndices.segment(op, 2);
    if (!retained.isEmpty()) {
      p.print(" retain (").printOperands(retained).print(" : ").printTypes(types(retained)).print(')');
    }
    Asm.printAttrDict(p, op, "operandSegmentSizes");
  }

  private static List<Type> types(List<Value> values) {
    List<Type> r = new ArrayList<>();
    for (Value v : values) {
      r.add(v.getType());
    }
    return r;
  }

  @Override
  public boolean verify(Operation op) {
    if (!MixedIndices.verifySegments(op, 3)) {
      return false;
    }
    if (MixedIndices.segment(op, 0).size() != MixedIndices.segment(op, 1).size()) {
      op.emitOpError("must have the same number of conditions as memrefs to deallocate");
      return false;
    }
    if (MixedIndices.segment(op, 2).size() != op.getNumResults()) {
      op.emitOpError("must have the same number of updated conditions (results) as retained operands");
      return false;
    }
    return true;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    List<Effect> r = new ArrayList<>();
    for (Value v : MixedIndices.segment(op, 0)) {
      r.add(new Effect(Kind.FREE, v));
    }
    return r;
  }
}
