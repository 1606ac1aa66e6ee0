package jopt.passes.bufferization.dealloc;

import java.util.ArrayList;
import java.util.List;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.dialects.arith.IntBinaryOps.MulIOp;
import jopt.dialects.bufferization.CloneOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.AllocaOp;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.CopyOp;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.RankOp;
import jopt.dialects.memref.ReshapeOp;
import jopt.dialects.memref.StoreOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.IndexType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.UnrankedMemRefType;

/**
 * MLIR's CloneOpConversion: bufferization.clone becomes a memref.alloc of the clone's shape (its
 * dynamic sizes read with memref.dim; an unranked clone is allocated flat, its size and shape
 * computed in a loop over its rank, and reshaped) cast to the clone's type when the layout
 * differs, and a memref.copy into it.
 */
final class CloneLowering {
  private CloneLowering() {}

  /** Whether an allocation can be cast to the clone's type (a strided layout may not). */
  static boolean canLower(CloneOp clone) {
    Type type = clone.output().getType();
    return type instanceof UnrankedMemRefType || CastOp.areCastCompatible(identityLayout((MemRefType) type), type);
  }

  private static MemRefType identityLayout(MemRefType t) {
    return MemRefType.get(t.getShape(), t.getElementType(), null, t.getMemorySpace());
  }

  /** Builds the allocation and copy of {@code clone} at {@code b}'s insertion point; returns the allocation. */
  static Value lower(Builder b, CloneOp clone) {
    Operation op = clone.getOperation();
    Location loc = op.getLoc();
    Value input = clone.input();
    Type type = clone.output().getType();
    Value alloc;
    if (type instanceof UnrankedMemRefType unranked) {
      Value zero = Buffers.constantIndex(b, loc, 0);
      Value one = Buffers.constantIndex(b, loc, 1);
      Value rank = RankOp.create(b, loc, input).getOperation().getResult(0);
      MemRefType shapeType = MemRefType.get(new long[] {ShapedType.DYNAMIC}, IndexType.INSTANCE);
      Value shape = AllocaOp.create(b, loc, shapeType, List.of(rank)).getOperation().getResult(0);
      Value size = ForOp.create(b, loc, zero, rank, one, List.of(one), (fb, l, i, args) -> {
        Value dim = DimOp.create(fb, l, input, i).result();
        StoreOp.create(fb, l, dim, shape, List.of(i));
        Value acc = MulIOp.create(fb, l, args.get(0), dim).getOperation().getResult(0);
        YieldOp.create(fb, l, List.of(acc));
      }).getOperation().getResult(0);
      MemRefType flat = MemRefType.get(new long[] {ShapedType.DYNAMIC}, unranked.getElementType());
      alloc = AllocOp.create(b, loc, flat, List.of(size)).getOperation().getResult(0);
      alloc = ReshapeOp.create(b, loc, unranked, alloc, shape).getOperation().getResult(0);
    } else {
      MemRefType memrefType = (MemRefType) type;
      MemRefType allocType = identityLayout(memrefType);
      List<Value> dynamicSizes = new ArrayList<>();
      for (int i = 0; i < memrefType.getRank(); i++) {
        if (memrefType.isDynamicDim(i)) {
          Value index = Buffers.constantIndex(b, loc, i);
          dynamicSizes.add(b.createOrFold(DimOp.create(b, loc, input, index).getOperation()));
        }
      }
      alloc = AllocOp.create(b, loc, allocType, dynamicSizes).getOperation().getResult(0);
      if (!memrefType.equals(allocType)) {
        alloc = CastOp.create(b, loc, memrefType, alloc).getOperation().getResult(0);
      }
    }
    CopyOp.create(b, loc, input, alloc);
    return alloc;
  }
}
