package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.tensor.ConcatOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's concat decomposition (DecomposeTensorConcatOp), placed for memory: a
 * {@code tensor.concat} (static along its dimension; other sizes may be dynamic: a batch) becomes
 * a {@code tensor.empty} of the result and one {@code tensor.insert_slice} per input. The empty tensor goes before the allocation the first
 * input is computed from in place (when it is in the concat's block; through tied inits and
 * loops over tiles), each insertion right after
 * its input is computed; eliminate-empty-tensors then lets each input's producers write straight
 * into the joined buffer (SqueezeNet's Fire modules, DenseNet's blocks).
 */
final class DecomposeConcat {
  private final HoistInsertDestinations roots = new HoistInsertDestinations();

  /** Decomposes every concat static along its dimension under {@code root}; returns how many. */
  int run(Operation root) {
    List<Operation> concats = new ArrayList<>();
    root.walk((Operation op) -> {
      if (ConcatOp.SPEC.isa(op) && isStatic(op) && inputsUsedOnlyHere(op)) {
        concats.add(op);
      }
    });
    for (Operation op : concats) {
      decompose(op);
    }
    return concats.size();
  }

  /**
   * Whether every input is used by the concat alone. An input also used elsewhere (DenseNet's
   * block input, read by every later concat of its block) would make the joined buffer live
   * from that input's producer on, which raises the peak instead of lowering it.
   */
  private static boolean inputsUsedOnlyHere(Operation op) {
    for (Value v : op.getOperands()) {
      for (jopt.ir.OpOperand use : v.getUses()) {
        if (use.getOwner() != op) {
          return false;
        }
      }
    }
    return true;
  }

  /** Ranked, and static along the concatenated dimension. */
  private static boolean isStatic(Operation op) {
    int dim = (int) ((IntegerAttr) op.getAttr("dim")).getInt();
    for (Value v : op.getOperands()) {
      if (!(v.getType() instanceof RankedTensorType t) || ShapedType.isDynamic(t.getDimSize(dim))) {
        return false;
      }
    }
    return op.getResult(0).getType() instanceof RankedTensorType t && !ShapedType.isDynamic(t.getDimSize(dim));
  }

  private void decompose(Operation concat) {
    RankedTensorType type = (RankedTensorType) concat.getResult(0).getType();
    int dim = (int) ((IntegerAttr) concat.getAttr("dim")).getInt();
    Builder b = new Builder(concat.getContext());
    // Through loops over tiles too: a first input tiled along a dynamic batch (two loops, the
    // second over the last tile) is computed in place from the empty tensor of its first loop.
    Operation first = roots.rootAllocationThroughLoops(concat.getOperand(0));
    boolean early = first != null && first.getBlock() == concat.getBlock();
    List<Value> dynamicSizes = early ? sizesOf(first, concat.getOperand(0), type) : null;
    if (dynamicSizes == null) {
      early = false;
      b.setInsertionPoint(concat);
      dynamicSizes = new ArrayList<>();
      for (int d = 0; d < type.getRank(); d++) {
        if (ShapedType.isDynamic(type.getDimSize(d))) {
          dynamicSizes.add(DimOp.create(b, concat.getLoc(), concat.getOperand(0),
              ConstantOp.createIndex(b, concat.getLoc(), d)).getOperation().getResult(0));
        }
      }
    }
    b.setInsertionPoint(early ? first : concat);
    Value dest = EmptyOp.create(b, concat.getLoc(), type.getShape(), type.getElementType(), dynamicSizes)
        .getOperation().getResult(0);
    Operation last = dest.getDefiningOp();
    long offset = 0;
    for (Value input : concat.getOperands()) {
      RankedTensorType t = (RankedTensorType) input.getType();
      Operation def = input.getDefiningOp();
      Operation after = def != null && def.getBlock() == concat.getBlock() && last.isBeforeInBlock(def) ? def : last;
      b.setInsertionPointAfter(after);
      List<OpFoldResult> offsets = new ArrayList<>();
      List<OpFoldResult> sizes = new ArrayList<>();
      List<OpFoldResult> strides = new ArrayList<>();
      int next = 0;
      for (int d = 0; d < t.getRank(); d++) {
        offsets.add(OpFoldResult.of(IntegerAttr.getIndex(d == dim ? offset : 0)));
        // Every input has the result's sizes but along the concatenated dimension; the sizes are
        // written as the input's type has them (insert_slice's source type is inferred from
        // them): static where it is static, else the result's size, or the input's own
        // tensor.dim where only the result is static (tensor<?x64x?x?xf32> into 40x40).
        Value resultSize = ShapedType.isDynamic(type.getDimSize(d)) ? dynamicSizes.get(next++) : null;
        if (!ShapedType.isDynamic(t.getDimSize(d))) {
          sizes.add(OpFoldResult.of(IntegerAttr.getIndex(t.getDimSize(d))));
        } else if (resultSize != null) {
          sizes.add(OpFoldResult.of(resultSize));
        } else {
          sizes.add(OpFoldResult.of(DimOp.create(b, concat.getLoc(), input,
              ConstantOp.createIndex(b, concat.getLoc(), d)).getOperation().getResult(0)));
        }
        strides.add(OpFoldResult.of(IntegerAttr.getIndex(1)));
      }
      last = InsertSliceOp.create(b, concat.getLoc(), input, dest, offsets, sizes, strides).getOperation();
      dest = last.getResult(0);
      offset += t.getDimSize(dim);
    }
    concat.getResult(0).replaceAllUsesWith(dest);
    concat.erase();
  }

  /**
   * The dynamic sizes of the concat's result {@code type} from the {@code tensor.empty}
   * {@code root} its first input {@code input} is computed in place from (of the input's type:
   * the same sizes, which the result shares but along the concatenated dimension); an empty list
   * for a static type; null if unknown.
   */
  private static List<Value> sizesOf(Operation root, Value input, RankedTensorType type) {
    if (type.hasStaticShape()) {
      return List.of();
    }
    if (!EmptyOp.SPEC.isa(root) || !root.getResult(0).getType().equals(input.getType())) {
      return null;
    }
    RankedTensorType t = (RankedTensorType) input.getType();
    for (int d = 0; d < type.getRank(); d++) {
      if (ShapedType.isDynamic(t.getDimSize(d)) != ShapedType.isDynamic(type.getDimSize(d))) {
        return null;
      }
    }
    return new ArrayList<>(EmptyOp.of(root).dynamicSizes());
  }
}
