package jopt.dialects.affine;

import java.util.List;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.SubViewOp;
import jopt.dialects.memref.ViewOp;
import jopt.ir.Attribute;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.ShapedDimOpInterface;
import jopt.ir.interfaces.SideEffects;
import jopt.ir.rewrite.Matchers;
import jopt.ir.type.IndexType;
import jopt.ir.type.MemRefType;

/**
 * MLIR's rules for which index values may be affine symbols or dims (AffineOps.cpp): a symbol is
 * fixed for the whole affine scope (a value defined at the top level of a func.func or one of its
 * arguments, a constant, a dim of such a value, a pure op of symbols); a dim may also vary
 * inside it, as the induction variables of affine.for and affine.parallel.
 */
public final class AffineValidity {
  private AffineValidity() {}

  /** The region of the closest ancestor of {@code op} with the AffineScope trait, or null. */
  public static Region getAffineScope(Operation op) {
    Region region = op.getParentRegion();
    while (region != null) {
      Operation parent = region.getParentOp();
      if (parent == null) {
        return null;
      }
      if (parent.hasTrait(Traits.AffineScope.class)) {
        return region;
      }
      region = parent.getParentRegion();
    }
    return null;
  }

  /** Defined at the top level of an affine scope, or an argument of its region. */
  public static boolean isTopLevelValue(Value value) {
    Operation parent = value instanceof BlockArgument arg ? arg.getOwner().getParentOp()
        : value.getDefiningOp().getParentOp();
    return parent != null && parent.hasTrait(Traits.AffineScope.class);
  }

  private static boolean isTopLevelValue(Value value, Region region) {
    if (value instanceof BlockArgument arg) {
      return arg.getOwner().getParent() == region;
    }
    return value.getDefiningOp().getParentRegion() == region;
  }

  public static boolean isValidSymbol(Value value) {
    if (value == null || !(value.getType() instanceof IndexType)) {
      return false;
    }
    if (isTopLevelValue(value)) {
      return true;
    }
    Operation def = value.getDefiningOp();
    return def != null && isValidSymbol(value, getAffineScope(def));
  }

  /** A valid symbol for uses in {@code region} (the region of an affine scope, or null). */
  public static boolean isValidSymbol(Value value, Region region) {
    if (!(value.getType() instanceof IndexType)) {
      return false;
    }
    if (region != null && region.getParentOp() != null && isTopLevelValue(value, region)) {
      return true;
    }
    Operation def = value.getDefiningOp();
    if (def == null) {
      return dominatesFromOuterRegion(value, region);
    }
    if (Matchers.constantValue(def) != null) {
      return true;
    }
    // A pure op (an affine.apply, an index.sub, ...) of valid symbols (MLIR 22's rule).
    if (jopt.ir.interfaces.ConditionallySpeculatable.isSpeculatable(def)
        && SideEffects.isMemoryEffectFree(def) && allValidSymbols(def.getOperands(), region)) {
      return true;
    }
    ShapedDimOpInterface dim = def.getInterface(ShapedDimOpInterface.class);
    if (dim != null) {
      return isDimOpValidSymbol(def, dim, region);
    }
    return dominatesFromOuterRegion(value, region);
  }

  /** MLIR's rule for values defined outside a region whose op is not isolated from above. */
  private static boolean dominatesFromOuterRegion(Value value, Region region) {
    Operation regionOp = region != null ? region.getParentOp() : null;
    if (regionOp != null && !regionOp.hasTrait(Traits.IsolatedFromAbove.class)
        && regionOp.getParentRegion() != null) {
      return isValidSymbol(value, regionOp.getParentRegion());
    }
    return false;
  }

  private static boolean allValidSymbols(List<Value> values, Region region) {
    for (Value v : values) {
      if (!isValidSymbol(v, region)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isDimOpValidSymbol(Operation op, ShapedDimOpInterface dim, Region region) {
    Value shaped = dim.getShapedValue(op);
    if (isTopLevelValue(shaped)) {
      return true;
    }
    if (shaped instanceof BlockArgument) {
      return false;
    }
    Attribute index = Matchers.constantValue(dim.getDimension(op).getDefiningOp());
    if (!(index instanceof IntegerAttr ia)) {
      return false;
    }
    Operation def = shaped.getDefiningOp();
    while (CastOp.SPEC.isa(def)) {
      if (!(def.getOperand(0).getType() instanceof MemRefType)) {
        return false;
      }
      def = def.getOperand(0).getDefiningOp();
      if (def == null) {
        return false;
      }
    }
    List<Value> dynamicSizes;
    if (AllocOp.SPEC.isa(def)) {
      dynamicSizes = AllocOp.of(def).dynamicSizes();
    } else if (ViewOp.SPEC.isa(def)) {
      dynamicSizes = ViewOp.of(def).sizes();
    } else if (SubViewOp.SPEC.isa(def)) {
      dynamicSizes = SubViewOp.of(def).sizes();
    } else {
      return false;
    }
    MemRefType type = (MemRefType) def.getResult(0).getType();
    long i = ia.getValue();
    if (i < 0 || i >= type.getRank()) {
      return false;
    }
    if (!type.isDynamicDim((int) i)) {
      return true;
    }
    int dynamicPos = type.getDynamicDimIndex((int) i);
    return dynamicPos < dynamicSizes.size() && isValidSymbol(dynamicSizes.get(dynamicPos), region);
  }

  /** The induction variable of an affine.for or one of an affine.parallel. */
  public static boolean isAffineInductionVar(Value value) {
    if (!(value instanceof BlockArgument arg)) {
      return false;
    }
    Operation parent = arg.getOwner().getParentOp();
    if (parent == null) {
      return false;
    }
    if (AffineForOp.SPEC.isa(parent)) {
      return arg.getArgNumber() == 0;
    }
    return AffineParallelOp.SPEC.isa(parent);
  }

  /** MLIR's isValidAffineIndexOperand: a valid dim or symbol for uses in {@code region}. */
  public static boolean isValidAffineIndexOperand(Value value, Region region) {
    return isValidDim(value, region) || isValidSymbol(value, region);
  }

  public static boolean isValidDim(Value value) {
    if (!(value.getType() instanceof IndexType)) {
      return false;
    }
    Operation def = value.getDefiningOp();
    if (def != null) {
      return isValidDim(value, getAffineScope(def));
    }
    if (isAffineInductionVar(value)) {
      return true;
    }
    Operation parent = ((BlockArgument) value).getOwner().getParentOp();
    return parent != null && parent.hasTrait(Traits.AffineScope.class);
  }

  public static boolean isValidDim(Value value, Region region) {
    if (!(value.getType() instanceof IndexType)) {
      return false;
    }
    if (isValidSymbol(value, region)) {
      return true;
    }
    Operation def = value.getDefiningOp();
    if (def == null) {
      return isAffineInductionVar(value);
    }
    // delinearize_index and linearize_index are forms of apply.
    if (AffineApplyOp.isa(def) || AffineDelinearizeIndexOp.SPEC.isa(def) || AffineLinearizeIndexOp.SPEC.isa(def)) {
      for (Value v : def.getOperands()) {
        if (!isValidDim(v, region)) {
          return false;
        }
      }
      return true;
    }
    ShapedDimOpInterface dim = def.getInterface(ShapedDimOpInterface.class);
    return dim != null && isTopLevelValue(dim.getShapedValue(def));
  }
}
