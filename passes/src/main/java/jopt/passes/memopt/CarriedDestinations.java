package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.CastOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.rewrite.Builder;
import jopt.ir.type.RankedTensorType;

/**
 * The tensors made before a tiled chain that an op of the chain other than its consumer writes
 * into in place (its init, given by jopt-reuse-destination: a squeeze-and-excitation's scaling
 * written over the block's input), each with the dimension its tiles are sliced along. The
 * chain's loop carries each as an iteration argument: its ops read the current tile of the
 * argument (through the reshapes they read it by) and the tile written in place is inserted back,
 * so that One-Shot Bufferize keeps the write in place. Without it the write goes into a slice of
 * a tensor defined outside the loop, which One-Shot Bufferize must bufferize out of place: a new
 * buffer of the tile's size per tile, whole when a loop of dynamic extent has one tile.
 *
 * <p>A tensor qualifies only when it is dead after the loop: every use is an op of the chain
 * reading it at the current tile along one dimension, an op that runs before the loop, a
 * {@code tensor.dim}, or a reshape that keeps that dimension alone in its group and whose uses
 * qualify in turn. Each tile then reads its own elements before any tile writes them, and nothing
 * reads the tensor later. It is not a view of another tensor, and an op of the chain reads it as
 * an input (an activation, held whole through the loop anyway): an init only written there (a bias
 * broadcast, a zero fill) is left to One-Shot Bufferize's tile-sized buffers, not held whole.
 */
record CarriedDestinations(Map<Value, Integer> dims) {
  private static final int MAX_VIEW_DEPTH = 4;

  /** The carried tensors of {@code chain}, in the order its ops first write them. */
  static CarriedDestinations of(TileChain chain) {
    Operation consumer = chain.consumer();
    List<Value> consumerInits = LinalgOp.of(consumer).dpsInits();
    Map<Value, Integer> dims = new LinkedHashMap<>();
    for (Operation op : chain.ops()) {
      LinalgOp lop = LinalgOp.of(op);
      if (op == consumer || lop == null) {
        continue;
      }
      for (int i = lop.numDpsInputs(); i < op.getNumOperands(); i++) {
        Value v = op.getOperand(i);
        Operation def = v.getDefiningOp();
        int r = SliceDims.operandDim(op, i, chain.loops().get(op));
        boolean[] read = {false};
        if (r < 0 || def == null || chain.loops().containsKey(def) || consumerInits.contains(v)
            || dims.containsKey(v) || def.getBlock() != consumer.getBlock()
            || def.hasTrait(Traits.ConstantLike.class) || isView(def) || !(v.getType() instanceof RankedTensorType)
            || !readOnlyByTiles(chain, op, v, r, 0, read) || !read[0]) {
          continue;
        }
        dims.put(v, r);
      }
    }
    return new CarriedDestinations(dims);
  }

  List<Value> values() {
    return new ArrayList<>(dims.keySet());
  }

  boolean isEmpty() {
    return dims.isEmpty();
  }

  /**
   * {@code v}'s counterpart in a tile's body: the iteration argument of a carried tensor, or the
   * reshape of one made again on it ({@code made} keeps one per value); null for other values.
   */
  Value inLoop(Builder b, Value v, List<Value> carriedArgs, Map<Value, Value> made) {
    Value known = made.get(v);
    if (known != null) {
      return known;
    }
    Integer k = indexOf(v);
    if (k != null) {
      return carriedArgs.get(k);
    }
    Operation def = v.getDefiningOp();
    if (def == null || !(ExpandShapeOp.SPEC.isa(def) || CollapseShapeOp.SPEC.isa(def))) {
      return null;
    }
    Value source = inLoop(b, def.getOperand(0), carriedArgs, made);
    if (source == null) {
      return null;
    }
    List<Value> operands = new ArrayList<>(def.getOperands());
    operands.set(0, source);
    Value view = b.clone(def, List.of(v.getType()), operands).getResult(0);
    made.put(v, view);
    return view;
  }

  private Integer indexOf(Value v) {
    int k = 0;
    for (Value c : dims.keySet()) {
      if (c == v) {
        return k;
      }
      k++;
    }
    return null;
  }

  /**
   * Whether every use of {@code v} reads it at the chain's tile along dimension {@code r} (the
   * {@code writer} or a chain op before it, slicing it there), runs before the loop, only asks its
   * sizes, or is a reshape keeping {@code r} alone in its group whose uses do so in turn; sets
   * {@code read[0]} where an op of the chain reads it as an input.
   */
  private static boolean readOnlyByTiles(TileChain chain, Operation writer, Value v, int r, int depth,
      boolean[] read) {
    for (OpOperand use : v.getUses()) {
      Operation owner = use.getOwner();
      Integer loop = chain.loops().get(owner);
      if (loop != null) {
        if (SliceDims.operandDim(owner, use.getOperandNumber(), loop) != r
            || (owner != writer && !owner.isBeforeInBlock(writer))) {
          return false;
        }
        LinalgOp reader = LinalgOp.of(owner);
        read[0] |= reader == null || reader.isDpsInput(use.getOperandNumber());
      } else if (DimOp.SPEC.isa(owner) || before(owner, chain.consumer())) {
        continue;
      } else {
        int viewDim = depth < MAX_VIEW_DEPTH ? viewDim(owner, r) : -1;
        if (viewDim < 0 || !readOnlyByTiles(chain, writer, owner.getResult(0), viewDim, depth + 1, read)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Whether {@code op} makes a view of another tensor (a slice, a reshape, a cast): the loop
   * would hold the viewed tensor whole, and the view's writer inserted back would stay out of the
   * tiles of the loop's body (silero-vad's STFT magnitude, a slice of the STFT, held 600 bytes
   * more at batch 2 when carried).
   */
  private static boolean isView(Operation op) {
    return ExtractSliceOp.SPEC.isa(op) || ExpandShapeOp.SPEC.isa(op) || CollapseShapeOp.SPEC.isa(op)
        || CastOp.SPEC.isa(op);
  }

  /** Whether {@code op} runs before the loop that replaces {@code consumer} (it is not of the chain). */
  private static boolean before(Operation op, Operation consumer) {
    Operation ancestor = Operation.findAncestorOpInBlock(consumer.getBlock(), op);
    return ancestor != null && ancestor != consumer && ancestor.isBeforeInBlock(consumer);
  }

  /** The dimension of a reshape's result that is its source's dimension {@code r} alone; -1 if none. */
  private static int viewDim(Operation op, int r) {
    if (ExpandShapeOp.SPEC.isa(op)) {
      long[] group = ExpandShapeOp.of(op).reassociation().get(r);
      return group.length == 1 ? (int) group[0] : -1;
    }
    if (CollapseShapeOp.SPEC.isa(op)) {
      List<long[]> groups = CollapseShapeOp.of(op).reassociation();
      for (int g = 0; g < groups.size(); g++) {
        if (groups.get(g).length == 1 && groups.get(g)[0] == r) {
          return g;
        }
      }
    }
    return -1;
  }
}
