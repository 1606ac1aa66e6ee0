package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.tensor.TensorAsm;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.AffineSymbolExpr;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.IndexType;

/**
 * affine.apply: {@code $map (dims) [symbols] attr-dict}; the single result of an affine map
 * applied to index operands, the map's dims first, then its symbols.
 */
@Op
public final class AffineApplyOp extends AffineApplyOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.apply")
      .summary("affine apply operation")
      .variadicOperand("mapOperands", TypeConstraints.INDEX)
      .result("result", TypeConstraints.INDEX)
      .attr("map", AttrConstraints.AFFINE_MAP)
      .build();

  AffineApplyOp(Operation op) {
    super(op);
  }

  /** Creates {@code affine.apply map(operands)} as given: no composition, no folding. */
  public static AffineApplyOp create(Builder b, Location loc, AffineMap map, List<? extends Value> operands) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(operands).addType(IndexType.get());
    st.addAttribute("map", AffineMapAttr.get(map));
    return new AffineApplyOp(b.create(st));
  }

  /** The single-result map of {@code expr} over {@code numDims} dims and {@code numSymbols} symbols. */
  public static AffineApplyOp create(Builder b, Location loc, AffineExpr expr, int numDims, int numSymbols,
      List<? extends Value> operands) {
    return create(b, loc, AffineMap.get(numDims, numSymbols, expr), operands);
  }

  public List<Value> dimOperands() {
    return mapOperands().subList(0, map().getNumDims());
  }

  public List<Value> symbolOperands() {
    return mapOperands().subList(map().getNumDims(), getOperation().getNumOperands());
  }

  /**
   * MLIR's AffineApplyOp::fold: a map that is one dim or symbol is that operand; a map whose
   * result is constant once the constant operands are in is that constant.
   */
  static boolean fold(AffineMap map, List<Value> operands, List<Attribute> constants, List<OpFoldResult> results) {
    AffineExpr expr = map.getResult(0);
    if (expr instanceof AffineDimExpr d) {
      results.add(OpFoldResult.of(operands.get(d.position())));
      return true;
    }
    if (expr instanceof AffineSymbolExpr s) {
      results.add(OpFoldResult.of(operands.get(map.getNumDims() + s.position())));
      return true;
    }
    List<AffineExpr> dims = new ArrayList<>();
    List<AffineExpr> syms = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      Attribute c = constants.get(i);
      if (!(c instanceof IntegerAttr ia)) {
        return false;
      }
      (i < map.getNumDims() ? dims : syms).add(AffineExpr.constant(ia.getValue()));
    }
    AffineExpr folded = map.replaceDimsAndSymbols(dims, syms, 0, 0).getResult(0);
    if (!(folded instanceof AffineConstantExpr c)) {
      // A division by zero stays (MLIR's constantFold fails on it too).
      return false;
    }
    results.add(OpFoldResult.of(IntegerAttr.getIndex(c.value())));
    return true;
  }

  /** The definition: custom assembly, MLIR's verifier, folder and SimplifyAffineOp pattern. */
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
      SourceLoc attrLoc = p.getCurrentLocation();
      Attribute attr = p.parseAttribute();
      if (!(attr instanceof AffineMapAttr mapAttr)) {
        throw p.emitError(attrLoc, "invalid kind of attribute specified");
      }
      result.addAttribute("map", mapAttr);
      List<UnresolvedOperand> dims = p.parseOperandList(Delimiter.PAREN);
      List<UnresolvedOperand> syms = p.parseOperandList(Delimiter.OPTIONAL_SQUARE);
      jopt.ir.NamedAttrList dict = new jopt.ir.NamedAttrList();
      p.parseOptionalAttrDict(dict);
      for (jopt.ir.attr.NamedAttribute na : dict.asList()) {
        if (na.name().equals("map")) {
          // MLIR adds the map to the same list first.
          throw p.emitError(p.getNameLoc(), "attribute 'map' occurs more than once in the attribute list");
        }
        result.attributes.set(na.name(), na.value());
      }
      AffineMap map = mapAttr.getValue();
      if (map.getNumDims() != dims.size() || map.getNumSymbols() != syms.size()) {
        throw p.emitError(p.getNameLoc(), "dimension or symbol index mismatch");
      }
      for (UnresolvedOperand o : dims) {
        result.addOperand(p.resolveOperand(o, IndexType.get()));
      }
      for (UnresolvedOperand o : syms) {
        result.addOperand(p.resolveOperand(o, IndexType.get()));
      }
      for (int i = 0; i < map.getNumResults(); i++) {
        result.addType(IndexType.get());
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AffineApplyOp apply = of(op);
      p.print(' ').printAttribute(op.getAttr("map"));
      p.print("(").printOperands(apply.dimOperands()).print(")");
      if (apply.map().getNumSymbols() > 0) {
        p.print("[").printOperands(apply.symbolOperands()).print("]");
      }
      TensorAsm.printAttrDict(p, op, "map");
    }

    @Override
    public boolean verify(Operation op) {
      AffineMap map = of(op).map();
      if (op.getNumOperands() != map.getNumDims() + map.getNumSymbols()) {
        op.emitOpError("operand count and affine map dimension and symbol count must match");
        return false;
      }
      if (map.getNumResults() != 1) {
        op.emitOpError("mapping must produce one value");
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return AffineApplyOp.fold(of(op).map(), op.getOperands(), operands, results);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new SimplifyAffineApply());
    }
  }

  /**
   * MLIR's SimplifyAffineOp for affine.apply: composes the affine.apply ops that define its
   * operands into its map, then canonicalizes the map and its operands (dims that are valid
   * symbols become symbols, constants and duplicates fold in, unused operands go).
   */
  static final class SimplifyAffineApply extends RewritePattern {
    SimplifyAffineApply() {
      super(SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      AffineApplyOp apply = of(op);
      AffineMap oldMap = apply.map();
      List<Value> oldOperands = new ArrayList<>(op.getOperands());
      AffineComposition.MapAndOperands composed = AffineComposition.compose(oldMap, oldOperands);
      if (composed.map().equals(oldMap) && composed.operands().equals(oldOperands)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, create(rewriter, op.getLoc(), composed.map(), composed.operands()).getOperation());
      return true;
    }
  }
}
