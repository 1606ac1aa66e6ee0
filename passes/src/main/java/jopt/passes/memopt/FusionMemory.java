package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.math.MathOp;
import jopt.dialects.tensor.EmptyPatterns;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.Types;
import jopt.passes.linalg.ElementwiseOpFusion;

/**
 * What fusing an elementwise producer into its users does to memory: its result needs no buffer,
 * but its inputs live until its last user. The inputs counted are those whose life this extends:
 * results of ops (not arguments, the caller's), not weights ({@link WeightViews#isWeightOnly}),
 * not read after the last user anyway.
 */
final class FusionMemory {
  private final WeightViews weights = new WeightViews();

  /**
   * linalg-fuse-elementwise-ops' control function in jopt-memory-pipeline: upstream's (the
   * producer has one use), and into a consumer with reduction loops (a matmul, whose output
   * cannot overwrite its inputs, and which computes the producer again for each point of its
   * reduction) only when the inputs it keeps alive take fewer bytes than the producer's result.
   * SwiGLU's {@code silu(gate) * up} stays out of the down projection: computed in place, it frees
   * one of its two inputs before the projection. GELU stays out too (its input is as large as its
   * result: fusing saves no byte and computes erf once per multiply-add); a producer without math
   * functions keeping as many bytes alive as it makes is fused (ViT's scaled, transposed heads).
   * Dynamic sizes count as in jopt-tile-for-memory ({@link TileChain#bytes(Value)}), so a
   * quantization between a dynamic MLP's GELU and its down projection is decided as it is on
   * static shapes.
   */
  static Predicate<OpOperand> memoryAwareControl() {
    FusionMemory memory = new FusionMemory();
    return ElementwiseOpFusion.PRODUCER_HAS_ONE_USE.and(operand -> {
      Operation producer = operand.get().getDefiningOp();
      LinalgOp consumer = LinalgOp.of(operand.getOwner());
      if (!GenericOp.SPEC.isa(producer) || consumer == null || consumer.numReductionLoops() == 0
          || producer.getBlock() != operand.getOwner().getBlock()) {
        return true;
      }
      long extended = memory.extendedBytes(producer, operand.getOwner());
      long result = TileChain.bytes(operand.get());
      // Without math functions, recomputing costs the consumer little: fused when it keeps no more bytes alive.
      return extended >= 0 && result >= 0
          && (extended < result || (extended == result && !callsMathFunction(producer)));
    });
  }

  /**
   * The folds of {@code tensor.dim} run with the memory-aware fusion: on dynamic shapes, a
   * reshape folded into a consumer asks the producer's size ({@code tensor.dim} of a layer norm
   * read through a collapse by a projection), which would count as a second use and keep the
   * producer whole; answered by the producer's init, the producer is fused.
   */
  static List<RewritePattern> dimFolds() {
    return List.of(new FoldDimOfViews(), new EmptyPatterns.FoldEmptyTensorWithDimOp());
  }

  /** Whether the body of {@code producer} holds a math dialect op (erf, exp, tanh, rsqrt...). */
  private static boolean callsMathFunction(Operation producer) {
    for (Operation op : GenericOp.of(producer).body().getOperations()) {
      if (MathOp.isa(op)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The bytes of {@code producer}'s inputs that fusing it into users up to {@code lastUser} keeps
   * alive longer (dynamic sizes counted as {@link TileChain#DYNAMIC_HINT}); -1 if unknown.
   */
  long extendedBytes(Operation producer, Operation lastUser) {
    Block block = producer.getBlock();
    long extended = 0;
    List<Value> seen = new ArrayList<>();
    for (Value in : GenericOp.of(producer).dpsInputs()) {
      if (seen.contains(in) || in.getDefiningOp() == null || weights.isWeightOnly(in) || readAfter(in, lastUser, block)) {
        continue;
      }
      seen.add(in);
      long bytes = TileChain.bytes(in);
      if (bytes < 0) {
        return -1;
      }
      extended += bytes;
    }
    return extended;
  }

  private static boolean readAfter(Value v, Operation op, Block block) {
    for (OpOperand use : v.getUses()) {
      Operation ancestor = Operation.findAncestorOpInBlock(block, use.getOwner());
      if (ancestor == null || op.isBeforeInBlock(ancestor)) {
        return true;
      }
    }
    return false;
  }

  /** The bytes of a static tensor of a byte-sized element type; -1 otherwise. */
  static long bytes(Value v) {
    if (!(v.getType() instanceof RankedTensorType t) || !t.hasStaticShape()) {
      return -1;
    }
    int bits = Types.getIntOrFloatBitWidth(t.getElementType());
    return bits <= 0 ? -1 : t.getNumElements() * ((bits + 7) / 8);
  }
}
