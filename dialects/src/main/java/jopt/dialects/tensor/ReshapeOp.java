package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.scf.OpUtils;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;

/**
 * {@code tensor.collapse_shape %t [[0, 1]] : A into B} and
 * {@code tensor.expand_shape %t [[0, 1]] output_shape [4, %n] : A into B}.
 */
public final class ReshapeOp extends OpDefinition implements Traits.Pure {
  private final boolean expand;

  private ReshapeOp(String name, boolean expand) {
    super(name);
    this.expand = expand;
  }

  public static ReshapeOp collapseShape() {
    return new ReshapeOp("tensor.collapse_shape", false);
  }

  public static ReshapeOp expandShape() {
    return new ReshapeOp("tensor.expand_shape", true);
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return expand ? Set.of("reassociation", "static_output_shape") : Set.of("reassociation");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var src = parser.parseOperand();
    result.addAttribute("reassociation", parser.parseAttribute());
    List<UnresolvedOperand> dyn = new ArrayList<>();
    long[] statics = null;
    if (expand) {
      parser.parseKeyword("output_shape");
      statics = OpUtils.parseDynamicIndexList(parser, dyn, false);
    }
    parser.parseOptionalAttrDict(result.attributes);
    Type from = parser.parseColonType();
    parser.parseKeyword("into");
    result.addType(parser.parseType());
    result.addOperand(parser.resolveOperand(src, from));
    if (expand) {
      OpUtils.resolveOperands(parser, dyn, OpUtils.indexType(), result.operands);
      result.addAttribute("static_output_shape", OpUtils.denseI64(statics));
    }
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print(' ').printAttribute(op.getAttr("reassociation"));
    if (expand) {
      p.print(" output_shape ");
      OpUtils.printDynamicIndexList(p, OpUtils.denseValues(op, "static_output_shape"),
          op.getOperands(1, op.getNumOperands()), false);
    }
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), inherentAttributeNames());
    p.print(" : ").printType(op.getOperand(0).getType()).print(" into ").printType(op.getResult(0).getType());
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), expand ? "expanded" : "collapsed");
  }
}
