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
 *
 * <p>An input also used elsewhere (DenseNet's block input, read by every later concat of its
 * block; a U-Net's skip tensor) is copied in: the empty tensor goes before the allocation of the
 * earliest input used only here whose allocation comes after every input used elsewhere is
 * computed, so the joined buffer's life starts no earlier than that allocation, and inputs
 * computed before it (used elsewhere or not) are copied, as the concat copied them; only where
 * that input is computed from every copied one and {@link ConcatWindow} finds the peak between
 * the allocation and the concat kept (DenseNet's concats stay; isnet's last decoder concat is
 * decomposed, its upsampling computed in place). Otherwise the concat stays.
 */
final class DecomposeConcat {
  private final HoistInsertDestinations roots = new HoistInsertDestinations();

  /** Decomposes every concat static along its dimension under {@code root}; returns how many. */
  int run(Operation root) {
    List<Operation> concats = new ArrayList<>();
    root.walk((Operation op) -> {
      if (ConcatOp.SPEC.isa(op) && isStatic(op)) {
        concats.add(op);
      }
    });
    int decomposed = 0;
    // One at a time: an earlier decomposition moves the definitions a later concat's choice reads.
    for (Operation op : concats) {
      Plan plan = plan(op);
      if (plan != null) {
        decompose(op, plan);
        decomposed++;
      }
    }
    return decomposed;
  }

  /**
   * Where a decomposition places the joined buffer: before the root allocation of {@code anchor};
   * the insertions made in the order of {@code order} (operand numbers).
   */
  private record Plan(Value anchor, List<Integer> order) {}

  /**
   * The plan for {@code concat}, or null to leave it. With every input used by the concat alone,
   * before the first input (whether its allocation is in the block is decided at placement),
   * insertions in operand order. Otherwise before the input used only here whose root
   * allocation in the concat's block comes first among those after every input used elsewhere
   * is defined: placing the joined buffer before an input used elsewhere is computed would make
   * it live from that producer on (DenseNet's block input), raising the peak. The inputs
   * computed from that allocation on are inserted first, the others (copied) after them, and
   * only if that input is computed from each copied input of the block: an insertion of a
   * copied input then needs the in-place input's producers, which eliminate-empty-tensors cannot
   * move before the copied input's producer to compute that one in place too. And only if the
   * joined buffer, live from that allocation on, keeps the bytes live there at once no higher
   * than the concat's peak ({@link ConcatWindow}); a result of dynamic size is left.
   */
  private Plan plan(Operation concat) {
    List<Value> shared = new ArrayList<>();
    List<Integer> operandOrder = new ArrayList<>();
    for (int i = 0; i < concat.getNumOperands(); i++) {
      operandOrder.add(i);
      if (!usedOnlyBy(concat.getOperand(i), concat)) {
        shared.add(concat.getOperand(i));
      }
    }
    if (shared.isEmpty()) {
      return new Plan(concat.getOperand(0), operandOrder);
    }
    // Each input's root allocation (null for one used elsewhere), found once.
    Operation[] rootOf = new Operation[concat.getNumOperands()];
    for (int i = 0; i < rootOf.length; i++) {
      Value v = concat.getOperand(i);
      rootOf[i] = shared.contains(v) ? null : roots.rootAllocationThroughLoops(v);
    }
    Value anchor = null;
    Operation anchorRoot = null;
    for (int i = 0; i < rootOf.length; i++) {
      Operation r = rootOf[i];
      if (r == null || r.getBlock() != concat.getBlock() || !after(r, shared)
          || (anchorRoot != null && !r.isBeforeInBlock(anchorRoot))) {
        continue;
      }
      anchor = concat.getOperand(i);
      anchorRoot = r;
    }
    if (anchor == null) {
      return null;
    }
    // The anchor first, the other inputs computed from its allocation on next, the copied last.
    List<Integer> order = new ArrayList<>();
    List<Integer> copied = new ArrayList<>();
    List<Value> inPlace = new ArrayList<>();
    List<Operation> inPlaceRoots = new ArrayList<>();
    for (int i = 0; i < concat.getNumOperands(); i++) {
      Value v = concat.getOperand(i);
      Operation r = rootOf[i];
      if (r != null && r.getBlock() == concat.getBlock() && (r == anchorRoot || anchorRoot.isBeforeInBlock(r))) {
        order.add(v == anchor ? 0 : order.size(), i);
        inPlace.add(v);
        inPlaceRoots.add(r);
        continue;
      }
      // eliminate-empty-tensors moves the insertions before a copied input's insertion (the
      // anchor's producers with them) up to that input's producer where they do not depend on
      // it, and computes it in place there: the joined buffer would live from that producer on.
      Operation def = v.getDefiningOp();
      if (def != null && def.getBlock() == concat.getBlock() && !reaches(anchor, def)) {
        return null;
      }
      copied.add(i);
    }
    order.addAll(copied);
    long joined = FusionMemory.bytes(concat.getResult(0));
    if (joined < 0 || !ConcatWindow.keepsPeak(concat, anchorRoot, joined, inPlace, inPlaceRoots)) {
      return null;
    }
    return new Plan(anchor, order);
  }

  /** Whether {@code target}'s results are read, through ops of its block, to compute {@code v}. */
  private static boolean reaches(Value v, Operation target) {
    jopt.ir.Block block = target.getBlock();
    java.util.Deque<Operation> work = new java.util.ArrayDeque<>();
    java.util.Set<Operation> seen = new java.util.HashSet<>();
    if (v.getDefiningOp() != null && v.getDefiningOp().getBlock() == block) {
      work.add(v.getDefiningOp());
    }
    while (!work.isEmpty()) {
      Operation op = work.pop();
      if (op == target) {
        return true;
      }
      if (!seen.add(op) || op.isBeforeInBlock(target)) {
        continue;
      }
      op.walk((Operation nested) -> {
        for (Value operand : nested.getOperands()) {
          Operation def = operand.getDefiningOp();
          if (def != null && def.getBlock() == block && !seen.contains(def)) {
            work.add(def);
          }
        }
      });
    }
    return false;
  }

  private static boolean usedOnlyBy(Value v, Operation op) {
    for (jopt.ir.OpOperand use : v.getUses()) {
      if (use.getOwner() != op) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code op} comes after every value of {@code values} defined in its block. */
  private static boolean after(Operation op, List<Value> values) {
    for (Value v : values) {
      Operation def = v.getDefiningOp();
      // A value defined outside the block (an argument, an enclosing op) is available before it.
      if (def != null && def.getBlock() == op.getBlock() && !def.isBeforeInBlock(op)) {
        return false;
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

  /** Decomposes {@code concat} as {@code plan} places it. */
  private void decompose(Operation concat, Plan plan) {
    Value anchor = plan.anchor();
    RankedTensorType type = (RankedTensorType) concat.getResult(0).getType();
    int dim = (int) ((IntegerAttr) concat.getAttr("dim")).getInt();
    Builder b = new Builder(concat.getContext());
    // Through loops over tiles too: an input tiled along a dynamic batch (two loops, the second
    // over the last tile) is computed in place from the empty tensor of its first loop.
    Operation first = roots.rootAllocationThroughLoops(anchor);
    boolean early = first != null && first.getBlock() == concat.getBlock();
    List<Value> dynamicSizes = early ? sizesOf(first, anchor, type) : null;
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
    long[] starts = new long[concat.getNumOperands()];
    for (int i = 1; i < starts.length; i++) {
      starts[i] = starts[i - 1] + ((RankedTensorType) concat.getOperand(i - 1).getType()).getDimSize(dim);
    }
    for (int i : plan.order()) {
      Value input = concat.getOperand(i);
      long offset = starts[i];
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
