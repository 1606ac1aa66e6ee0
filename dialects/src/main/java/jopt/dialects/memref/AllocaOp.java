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

/** memref.alloca: {@code memref.alloca(%dynamicSizes)[%symbolOperands] attr-dict : type}. */
@Op(superclass = AllocLikeOp.class)
public final class AllocaOp extends AllocaOpBase {
  public static final OpSpec SPEC = spec("memref.alloca", "stack memory allocation operation", MemoryEffects.Resource.AUTOMATIC_ALLOCATION_SCOPE);

  AllocaOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.alloca} of a statically shaped {@code type} with an identity layout. */
  public static AllocaOp create(Builder b, Location loc, MemRefType type) {
    return create(b, loc, type, List.of(), List.of(), null);
  }

  /** Creates {@code memref.alloca(%dynamicSizes)}, one size per dynamic dimension of {@code type}. */
  public static AllocaOp create(Builder b, Location loc, MemRefType type, List<? extends Value> dynamicSizes) {
    return create(b, loc, type, dynamicSizes, List.of(), null);
  }

  /** Creates {@code memref.alloca(%dynamicSizes)[%symbolOperands]} with an optional alignment. */
  public static AllocaOp create(Builder b, Location loc, MemRefType type, List<? extends Value> dynamicSizes,
      List<? extends Value> symbolOperands, Long alignment) {
    return new AllocaOp(b.create(state(SPEC, loc, type, dynamicSizes, symbolOperands, alignment)));
  }

  /** The definition of memref.alloca. */
  public static final class Def extends AllocLikeOp.Def {
    public Def() {
      super(SPEC, "alloca", true);
    }
  }
}
