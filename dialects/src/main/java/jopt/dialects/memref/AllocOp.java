package jopt.dialects.memref;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.MemRefType;

/** memref.alloc: {@code memref.alloc(%dynamicSizes)[%symbolOperands] attr-dict : type}. */
@Op(superclass = AllocLikeOp.class)
public final class AllocOp extends AllocOpBase {
  public static final OpSpec SPEC = spec("memref.alloc", "memory allocation operation", MemoryEffects.Resource.DEFAULT);

  AllocOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.alloc} of a statically shaped {@code type} with an identity layout. */
  public static AllocOp create(Builder b, Location loc, MemRefType type) {
    return create(b, loc, type, List.of(), List.of(), null);
  }

  /** Creates {@code memref.alloc(%dynamicSizes)}, one size per dynamic dimension of {@code type}. */
  public static AllocOp create(Builder b, Location loc, MemRefType type, List<? extends Value> dynamicSizes) {
    return create(b, loc, type, dynamicSizes, List.of(), null);
  }

  /** Creates {@code memref.alloc(%dynamicSizes)[%symbolOperands]} with an optional alignment. */
  public static AllocOp create(Builder b, Location loc, MemRefType type, List<? extends Value> dynamicSizes,
      List<? extends Value> symbolOperands, Long alignment) {
    return new AllocOp(b.create(state(SPEC, loc, type, dynamicSizes, symbolOperands, alignment)));
  }

  /** The definition of memref.alloc. */
  public static final class Def extends AllocLikeOp.Def {
    public Def() {
      super(SPEC, "alloc", false);
    }
  }
}
