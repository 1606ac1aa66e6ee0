package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * memref.alloc and memref.alloca: {@code (%dynamicSizes)[%symbolOperands] attr-dict : type}.
 * Allocates its result.
 */
public final class AllocLikeOp extends OpDefinition implements MemoryEffects, Traits.AttrSizedOperandSegments {
  private final String resultName;

  private AllocLikeOp(String name, String resultName) {
    super(name);
    this.resultName = resultName;
  }

  public static AllocLikeOp alloc() {
    return new AllocLikeOp("memref.alloc", "alloc");
  }

  public static AllocLikeOp alloca() {
    return new AllocLikeOp("memref.alloca", "alloca");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("alignment", "operandSegmentSizes");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    List<UnresolvedOperand> sizes = p.parseOperandList(OpAsmParser.Delimiter.PAREN);
    List<UnresolvedOperand> symbols = new ArrayList<>();
    if (p.parseOptionalLSquare()) {
      symbols = p.parseOperandList();
      p.parseRSquare();
    }
    Asm.parseAttrDictCheckingAlignment(p, result);
    Type type = p.parseColonType();
    result.addOperands(Asm.resolveIndices(p, sizes));
    result.addOperands(Asm.resolveIndices(p, symbols));
    result.addAttribute("operandSegmentSizes", Attrs.denseI32(new long[] {sizes.size(), symbols.size()}));
    result.addType(type);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print('(').printOperands(MixedIndices.segment(op, 0)).print(')');
    List<Value> symbols = MixedIndices.segment(op, 1);
    if (!symbols.isEmpty()) {
      p.print('[').printOperands(symbols).print(']');
    }
    Asm.printAttrDict(p, op, "operandSegmentSizes");
    Asm.printColonType(p, op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!MixedIndices.verifySegments(op, 2)) {
      return false;
    }
    if (!Asm.isValidAlignment(op.getAttr("alignment"))) {
      op.emitOpError(Asm.ALIGNMENT_CONSTRAINT);
      return false;
    }
    Type type = op.getResult(0).getType();
    if (!ShapedTypes.isMemRef(type)) {
      op.emitOpError("result #0 must be memref of any type values, but got " + Asm.quote(type));
      return false;
    }
    int dyn = MixedIndices.segment(op, 0).size();
    int expected = ShapedTypes.numDynamicDims(type);
    if (dyn != expected) {
      op.emitOpError("incorrect number of dynamic sizes, has " + dyn + ", expected " + expected);
      return false;
    }
    int syms = MixedIndices.segment(op, 1).size();
    int expectedSyms = ShapedTypes.numLayoutSymbols(type);
    if (syms != expectedSyms) {
      op.emitOpError("symbol operand count does not equal memref symbol count: expected " + expectedSyms
          + ", got " + syms);
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), resultName);
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.ALLOCATE, op.getResult(0)));
  }

  @Override
  public void getCanonicalizationPatterns(RewritePatternSet patterns) {
    patterns.add(new MemRefFolding.SimplifyDeadAlloc(getName()));
  }
}
