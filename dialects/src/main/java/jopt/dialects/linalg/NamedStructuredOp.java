package jopt.dialects.linalg;

import java.util.List;
import java.util.Set;
import jopt.dialects.scf.OpUtils;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;

/**
 * {@code linalg.fill} and {@code linalg.copy}: {@code ins(%x : t) outs(%y : t) [-> types]}. The
 * region is not printed; it is built as MLIR builds it ({@code linalg.yield} of the input).
 */
public final class NamedStructuredOp extends OpDefinition
    implements Traits.AttrSizedOperandSegments, Traits.SingleBlock, MemoryEffects {
  private NamedStructuredOp(String name) {
    super(name);
  }

  public static NamedStructuredOp fill() {
    return new NamedStructuredOp("linalg.fill");
  }

  public static NamedStructuredOp copy() {
    return new NamedStructuredOp("linalg.copy");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of(StructuredOps.SEGMENTS);
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    parser.parseOptionalAttrDict(result.attributes);
    List<List<Type>> types = StructuredOps.parseInsOuts(parser, result);
    OpUtils.parseOptionalArrowTypeList(parser, result.types);
    List<Type> all = new java.util.ArrayList<>(types.get(0));
    all.addAll(types.get(1));
    Block b = StructuredOps.createBody(result.addRegion(), all, result.location);
    List<Value> yielded = b.getNumArguments() > 0 ? List.of(b.getArgument(0)) : List.of();
    StructuredOps.yield(parser.getContext(), b, yielded, result.location);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of(StructuredOps.SEGMENTS));
    StructuredOps.printInsOuts(p, op);
    OpUtils.printOptionalArrowTypeList(p, op.getResultTypes());
  }

  @Override
  public boolean verify(Operation op) {
    if (!OpUtils.verifySegments(op, 2)) {
      return false;
    }
    if (StructuredOps.inputs(op).size() != 1 || StructuredOps.outputs(op).size() != 1) {
      op.emitOpError("expected 1 input and 1 output");
      return false;
    }
    return StructuredOps.verifyResults(op);
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return StructuredOps.effects(op);
  }
}
