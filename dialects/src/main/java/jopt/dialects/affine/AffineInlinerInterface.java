package jopt.dialects.affine;

import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.interfaces.DialectInlinerInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.ShapedDimOpInterface;
import jopt.ir.rewrite.Matchers;

/**
 * The affine dialect's inlining hooks (MLIR's AffineInlinerInterface): affine ops may be inlined
 * into an affine scope or an affine.for/parallel/if; a one-block region may be inlined into an
 * affine.for/parallel/if only when each op of it either has no memory effects or is an
 * affine.apply, load or store whose dims and symbols stay valid where the region lands.
 */
final class AffineInlinerInterface implements DialectInlinerInterface {
  static final AffineInlinerInterface INSTANCE = new AffineInlinerInterface();

  private AffineInlinerInterface() {}

  private static boolean isAffineStructure(Operation op) {
    return AffineForOp.SPEC.isa(op) || AffineParallelOp.SPEC.isa(op) || AffineIfOp.SPEC.isa(op);
  }

  @Override
  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, Map<Value, Value> mapping) {
    if (!isAffineStructure(dest.getParentOp()) || !src.hasOneBlock()) {
      return false;
    }
    for (Operation op : src.getFirstBlock().getOperations()) {
      if (hasNoEffect(op)) {
        continue;
      }
      if (!remainsLegalAfterInline(op, src, dest, mapping)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, Map<Value, Value> mapping) {
    Operation parent = dest.getParentOp();
    return parent.hasTrait(Traits.AffineScope.class) || isAffineStructure(parent);
  }

  /** MLIR's MemoryEffectOpInterface::hasNoEffect: ops whose effects come from their regions have none to ask. */
  private static boolean hasNoEffect(Operation op) {
    if (op.hasTrait(Traits.Pure.class)) {
      return true;
    }
    MemoryEffects effects = op.getInterface(MemoryEffects.class);
    return effects != null && !op.hasTrait(Traits.HasRecursiveMemoryEffects.class)
        && effects.getEffects(op).isEmpty();
  }

  /** affine.apply, load and store keep valid dims and symbols; any other op with effects is refused. */
  private static boolean remainsLegalAfterInline(Operation op, Region src, Region dest, Map<Value, Value> mapping) {
    int firstMapOperand;
    if (AffineLoadOp.SPEC.isa(op) || AffineVectorLoadOp.SPEC.isa(op)) {
      firstMapOperand = 1;
    } else if (AffineStoreOp.SPEC.isa(op) || AffineVectorStoreOp.SPEC.isa(op)) {
      firstMapOperand = 2;
    } else if (AffineApplyOp.isa(op)) {
      BiPredicate<Value, Region> check = AffineValidity.isValidDim(op.getResult(0), src)
          ? AffineValidity::isValidDim : AffineValidity::isValidSymbol;
      return allRemainLegal(op.getOperands(), src, dest, mapping, check);
    } else {
      return false;
    }
    if (!(op.getAttr("map") instanceof AffineMapAttr mapAttr)) {
      return false;
    }
    AffineMap map = mapAttr.getValue();
    List<Value> operands = op.getOperands().subList(firstMapOperand, op.getNumOperands());
    int dims = map.getNumDims();
    return allRemainLegal(operands.subList(0, dims), src, dest, mapping, AffineValidity::isValidDim)
        && allRemainLegal(operands.subList(operands.size() - map.getNumSymbols(), operands.size()), src, dest,
            mapping, AffineValidity::isValidSymbol);
  }

  private static boolean allRemainLegal(List<Value> values, Region src, Region dest, Map<Value, Value> mapping,
      BiPredicate<Value, Region> legal) {
    for (Value v : values) {
      if (!remainsLegalAfterInline(v, src, dest, mapping, legal)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A dim or symbol of {@code src} stays one in {@code dest}: a value not at the top level of
   * {@code src} is inlined with its definition; an argument must be replaced by a valid one; a
   * top-level result must be a constant or a dim, valid anywhere.
   */
  private static boolean remainsLegalAfterInline(Value value, Region src, Region dest, Map<Value, Value> mapping,
      BiPredicate<Value, Region> legal) {
    boolean topLevel = value instanceof BlockArgument arg ? arg.getOwner().getParent() == src
        : value.getDefiningOp().getParentRegion() == src;
    if (!topLevel) {
      return true;
    }
    if (value instanceof BlockArgument) {
      Value replacement = mapping.get(value);
      return replacement != null && legal.test(replacement, dest);
    }
    Operation def = value.getDefiningOp();
    return Matchers.constantValue(def) != null || def.getInterface(ShapedDimOpInterface.class) != null;
  }
}
