package jopt.dialects.arith;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.function.BiPredicate;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.VectorType;

/**
 * The definition shared by the arith casts (Arith_CastOp), whose specs give MLIR's formats
 * ({@code $in ($roundingmode^)? (flags)? attr-dict : type($in) to type($out)}): SameOperandsAndResultShape,
 * the op's areCastCompatible and Elementwise checks, and the integer cast folders.
 */
public final class CastOpDef extends OpDefinition implements Traits.Pure, Traits.ElementwiseMappable {
  private final Kind from;
  private final Kind to;
  private final BiPredicate<Type, Type> compatible;

  CastOpDef(OpSpec spec, Kind from, Kind to, BiPredicate<Type, Type> compatible) {
    super(spec);
    this.from = from;
    this.to = to;
    this.compatible = compatible;
  }

  /** SameOperandsAndResultShape, CastOpInterface, Elementwise, then the width checks of ext/trunc. */
  @Override
  public boolean verify(Operation op) {
    CastOps.ArithCastOp cast = CastOps.ArithCastOp.of(op);
    if (!ArithTraits.verifySameOperandsAndResultShape(op)) {
      return false;
    }
    if (!areCastCompatible(cast.in().getType(), cast.out().getType())) {
      return ArithTraits.castIncompatible(op);
    }
    return ArithTraits.verifyElementwise(op);
  }

  /** MLIR's areCastCompatible of this cast. */
  boolean areCastCompatible(Type in, Type out) {
    if (!validCastTypes(in, out)) {
      return false;
    }
    Type a = from.underlying(in);
    Type b = to.underlying(out);
    return a != null && b != null && compatible.test(a, b);
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    CastOps.ArithCastOp cast = CastOps.ArithCastOp.of(op);
    Type to = cast.out().getType();
    if (FloatCastFolder.fold(getName(), op, operands, results)) {
      return true;
    }
    if (!(operands.get(0) instanceof IntegerAttr a)) {
      return false;
    }
    int fromWidth = IntegerFolder.width(cast.in().getType());
    int width = IntegerFolder.width(to);
    if (fromWidth <= 0 || width <= 0) {
      return false;
    }
    BigInteger v;
    switch (getName()) {
      case "arith.index_cast", "arith.extsi", "arith.trunci" -> v = IntegerFolder.signed(a, fromWidth);
      case "arith.index_castui", "arith.extui" -> v = IntegerFolder.unsigned(a, fromWidth);
      default -> {
        return false;
      }
    }
    results.add(OpFoldResult.of(IntegerAttr.get(to, v)));
    return true;
  }

  /**
   * MLIR's index-cast canonicalizations (IndexCastOfIndexCast, IndexCastOfExtSI and their
   * unsigned forms): a cast of a cast back to the original type is its source; a cast of a
   * sign (zero) extension casts the extension's source.
   */
  @Override
  public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
    if (!isIndexCast()) {
      return;
    }
    String name = getName();
    String ext = name.equals("arith.index_cast") ? "arith.extsi" : "arith.extui";
    patterns.add(new jopt.ir.rewrite.RewritePattern(name) {
      @Override
      public String getDebugName() {
        return name.equals("arith.index_cast") ? "IndexCastOfIndexCast" : "IndexCastUIOfIndexCastUI";
      }

      @Override
      public boolean matchAndRewrite(Operation op, jopt.ir.rewrite.PatternRewriter rewriter) {
        Operation def = CastOps.ArithCastOp.of(op).in().getDefiningOp();
        if (def == null || !def.getName().equals(name)
            || !CastOps.ArithCastOp.of(def).in().getType().equals(CastOps.ArithCastOp.of(op).out().getType())) {
          return false;
        }
        rewriter.replaceOp(op, List.of(CastOps.ArithCastOp.of(def).in()));
        return true;
      }
    });
    patterns.add(new jopt.ir.rewrite.RewritePattern(name) {
      @Override
      public String getDebugName() {
        return name.equals("arith.index_cast") ? "IndexCastOfExtSI" : "IndexCastUIOfExtUI";
      }

      @Override
      public boolean matchAndRewrite(Operation op, jopt.ir.rewrite.PatternRewriter rewriter) {
        Operation def = CastOps.ArithCastOp.of(op).in().getDefiningOp();
        if (def == null || !def.getName().equals(ext)) {
          return false;
        }
        jopt.ir.OperationState st = new jopt.ir.OperationState(op.getLoc(), name);
        st.addOperand(CastOps.ArithCastOp.of(def).in()).addType(CastOps.ArithCastOp.of(op).out().getType());
        rewriter.setInsertionPoint(op);
        rewriter.replaceOp(op, rewriter.create(st).getResults());
        return true;
      }
    });
  }

  private boolean isIndexCast() {
    return getName().equals("arith.index_cast") || getName().equals("arith.index_castui");
  }

  /** The underlying types a cast accepts (MLIR's getTypeIfLike / getTypeIfLikeOrMemRef). */
  enum Kind {
    INT,
    FLOAT,
    INT_OR_INDEX_OR_MEMREF,
    INT_OR_FLOAT_OR_MEMREF;

    /** The element type of {@code t} if this kind accepts it, else null. */
    Type underlying(Type t) {
      boolean memref = this == INT_OR_INDEX_OR_MEMREF || this == INT_OR_FLOAT_OR_MEMREF;
      if (t instanceof ShapedType && !(t instanceof VectorType || t instanceof TensorType
          || memref && t instanceof MemRefType)) {
        return null;
      }
      Type e = t instanceof ShapedType s ? s.getElementType() : t;
      boolean ok = switch (this) {
        case INT -> e instanceof IntegerType;
        case FLOAT -> e instanceof FloatType;
        case INT_OR_INDEX_OR_MEMREF -> e instanceof IntegerType || e instanceof IndexType;
        case INT_OR_FLOAT_OR_MEMREF -> e instanceof IntegerType || e instanceof FloatType;
      };
      return ok ? e : null;
    }
  }

  /** MLIR's areValidCastInputsAndOutputs: same ranked-tensor encoding, compatible shapes. */
  static boolean validCastTypes(Type in, Type out) {
    if (in instanceof RankedTensorType a && out instanceof RankedTensorType b
        && !Objects.equals(a.getEncoding(), b.getEncoding())) {
      return false;
    }
    return TypeUtil.compatibleShapes(in, out);
  }
}
