package jopt.dialects.affine;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.IndexType;

/**
 * affine.min and affine.max: {@code #map(dims)[symbols]}; the least or greatest result of a
 * multi-result map. One shape, two rows.
 */
public final class AffineMinMaxOp extends OpView {
  public static final OpSpec MIN = spec("affine.min", "min operation");
  public static final OpSpec MAX = spec("affine.max", "max operation");

  private static OpSpec spec(String name, String summary) {
    return OpSpec.op(name)
        .summary(summary)
        .variadicOperand("operands", TypeConstraints.INDEX)
        .attr("map", AttrConstraints.AFFINE_MAP)
        .result("result", TypeConstraints.INDEX)
        .build();
  }

  private final OpSpec spec;

  private AffineMinMaxOp(Operation op, OpSpec spec) {
    super(op);
    this.spec = spec;
  }

  /** The view of an affine.min or affine.max, or null. */
  public static AffineMinMaxOp dynCast(Operation op) {
    if (MIN.isa(op)) {
      return new AffineMinMaxOp(op, MIN);
    }
    return MAX.isa(op) ? new AffineMinMaxOp(op, MAX) : null;
  }

  public static boolean isa(Operation op) {
    return MIN.isa(op) || MAX.isa(op);
  }

  public boolean isMin() {
    return spec == MIN;
  }

  public AffineMap map() {
    return ((AffineMapAttr) getOperation().getAttr("map")).getValue();
  }

  /** Creates the op of {@code spec} (MIN or MAX) as given. */
  public static Operation create(jopt.ir.rewrite.Builder b, jopt.ir.Location loc, OpSpec spec, AffineMap map,
      List<? extends Value> operands) {
    OperationState st = spec.newState(loc);
    st.addOperands(operands).addType(IndexType.get());
    st.addAttribute("map", AffineMapAttr.get(map));
    return b.create(st);
  }

  @Override
  protected OpSpec spec() {
    return spec;
  }

  /** The definition of one row: custom form, MLIR's checks, folder and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    private final boolean isMin;

    public Def(OpSpec spec) {
      super(spec);
      this.isMin = spec == MIN;
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
      if (!(p.parseAttribute() instanceof AffineMapAttr map)) {
        throw p.emitError(loc, "invalid kind of attribute specified");
      }
      result.addAttribute("map", map);
      List<OpAsmParser.UnresolvedOperand> dims = p.parseOperandList(OpAsmParser.Delimiter.PAREN);
      List<OpAsmParser.UnresolvedOperand> syms = p.parseOperandList(OpAsmParser.Delimiter.OPTIONAL_SQUARE);
      InherentAttrs.parseOptionalAttrDict(p, result, getSpec());
      for (OpAsmParser.UnresolvedOperand o : dims) {
        result.addOperand(p.resolveOperand(o, IndexType.get()));
      }
      for (OpAsmParser.UnresolvedOperand o : syms) {
        result.addOperand(p.resolveOperand(o, IndexType.get()));
      }
      result.addType(IndexType.get());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AffineMap map = ((AffineMapAttr) op.getAttr("map")).getValue();
      p.print(' ').printAttribute(op.getAttr("map"));
      List<Value> operands = op.getOperands();
      p.print('(').printOperands(operands.subList(0, map.getNumDims())).print(')');
      if (operands.size() != map.getNumDims()) {
        p.print('[').printOperands(operands.subList(map.getNumDims(), operands.size())).print(']');
      }
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of("map"));
    }

    @Override
    public boolean verify(Operation op) {
      AffineMap map = ((AffineMapAttr) op.getAttr("map")).getValue();
      if (op.getNumOperands() != map.getNumDims() + map.getNumSymbols()) {
        op.emitOpError("operand count and affine map dimension and symbol count must match");
        return false;
      }
      if (map.getNumResults() == 0) {
        op.emitOpError("affine map expect at least one result");
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<jopt.ir.Attribute> operands, List<OpFoldResult> results) {
      return AffineCanonicalization.foldMinMax(op, isMin, operands, results);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      AffineCanonicalization.addMinMaxPatterns(patterns, getSpec(), isMin);
    }
  }
}
