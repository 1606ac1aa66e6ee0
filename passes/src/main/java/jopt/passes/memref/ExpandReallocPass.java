package jopt.passes.memref;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.CopyOp;
import jopt.dialects.memref.DeallocOp;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.ReallocOp;
import jopt.dialects.memref.ReinterpretCastOp;
import jopt.dialects.memref.SubViewOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code expand-realloc} (MLIR's memref transform pass): every {@code memref.realloc} becomes
 * the conditional allocation and copy it stands for. With {@code %old} the source's size (a
 * constant, or {@code memref.dim} of the source) and {@code %new} the result's:
 *
 * <pre>
 * %grow = arith.cmpi ult, %old, %new : index
 * %r = scf.if %grow -> (result type) {
 *   %alloc = memref.alloc(...) : result type          (the realloc's alignment kept)
 *   %subview = memref.subview %alloc[0] [%old] [1]
 *   memref.copy %source, %subview
 *   memref.dealloc %source                             (only with emit-deallocs)
 *   scf.yield %alloc
 * } else {
 *   %cast = memref.reinterpret_cast %source to offset: [0], sizes: [%new], strides: [1]
 *   scf.yield %cast
 * }
 * </pre>
 *
 * The ops are created as upstream's conversion pattern creates them (no folding: a static size
 * becomes one {@code arith.constant} per use), so the output is the one of {@code mlir-opt-22}.
 */
public final class ExpandReallocPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("expand-realloc",
      "Expand memref.realloc operations into its components", null, ExpandReallocPass::new);

  private final PassOption<Boolean> emitDeallocs = option(PassOption.ofBool("emit-deallocs",
      "Emit deallocation operations for the original MemRef", true));

  /** When set (jopt's deallocation pipeline), static sizes decide the branch at once. */
  private boolean foldStaticSizes;

  public ExpandReallocPass() {
    super(INFO);
  }

  /**
   * The expansion jopt-deallocation-pipeline runs: as the pass, except that a realloc between
   * static sizes becomes only the branch the comparison takes (what canonicalize makes of it
   * right after). Upstream's expansion of a static shrink holds a subview larger than the new
   * buffer in the branch never taken, which the verifier rejects (mlir-opt-22 fails so, and so
   * does this pass); the pipeline must not fail on such a program.
   */
  public static ExpandReallocPass foldingStaticSizes(boolean emitDeallocs) {
    ExpandReallocPass p = new ExpandReallocPass();
    p.emitDeallocs.setValue(emitDeallocs);
    p.foldStaticSizes = true;
    return p;
  }

  @Override
  public Pass clonePass() {
    ExpandReallocPass p = (ExpandReallocPass) super.clonePass();
    p.foldStaticSizes = foldStaticSizes;
    return p;
  }

  @Override
  protected void runOnOperation() {
    List<Operation> reallocs = new ArrayList<>();
    getOperation().walkPreOrder(op -> {
      if (op != getOperation() && op.getName().equals(ReallocOp.SPEC.name())) {
        reallocs.add(op);
      }
    });
    for (Operation op : reallocs) {
      expand(ReallocOp.of(op));
    }
  }

  private void expand(ReallocOp realloc) {
    Operation op = realloc.getOperation();
    Location loc = op.getLoc();
    Builder b = new Builder(getContext());
    b.setInsertionPoint(op);
    Value source = realloc.source();
    MemRefType resultType = (MemRefType) realloc.result().getType();
    long inputSize = ((MemRefType) source.getType()).getDimSize(0);
    long outputSize = resultType.getDimSize(0);
    if (foldStaticSizes && inputSize != ShapedType.DYNAMIC && outputSize != ShapedType.DYNAMIC) {
      Value replacement = inputSize < outputSize
          ? grow(b, loc, realloc, source, resultType, inputSize, null)
          : reinterpret(b, loc, realloc, source, resultType, outputSize);
      op.getResult(0).replaceAllUsesWith(replacement);
      op.erase();
      return;
    }

    // The source's size: the static one, or memref.dim of it.
    Value dim = null;
    if (inputSize == ShapedType.DYNAMIC) {
      Value zero = ConstantOp.createIndex(b, loc, 0);
      dim = DimOp.create(b, loc, source, zero).result();
    }
    Value lhs = dim != null ? dim : ConstantOp.createIndex(b, loc, inputSize);
    Value rhs = outputSize == ShapedType.DYNAMIC ? realloc.dynamicResultSize()
        : ConstantOp.createIndex(b, loc, outputSize);
    Value cond = CmpIOp.create(b, loc, "ult", lhs, rhs).getOperation().getResult(0);
    IfOp ifOp = IfOp.create(b, loc, List.of(resultType), cond, true);

    // Then: a new buffer, the old contents copied into its front, the old one freed.
    b.setInsertionPointToEnd(ifOp.thenBlock());
    YieldOp.create(b, loc, List.of(grow(b, loc, realloc, source, resultType, inputSize, dim)));

    // Else: the old buffer, cast to the result's size (a shrink or a same-size realloc).
    b.setInsertionPointToEnd(ifOp.elseBlock());
    YieldOp.create(b, loc, List.of(reinterpret(b, loc, realloc, source, resultType, outputSize)));

    op.getResult(0).replaceAllUsesWith(ifOp.getOperation().getResult(0));
    op.erase();
  }

  /** The new buffer with the old contents in its front (and the old one freed). */
  private Value grow(Builder b, Location loc, ReallocOp realloc, Value source,
      MemRefType resultType, long inputSize, Value dim) {
    List<Value> dynamicResult = realloc.dynamicResultSize() == null ? List.of()
        : List.of(realloc.dynamicResultSize());
    Value alloc = AllocOp.create(b, loc, resultType, dynamicResult, List.of(),
        realloc.alignment()).getOperation().getResult(0);
    Value subview = SubViewOp.create(b, loc, alloc, new long[] {0}, new long[] {inputSize},
        new long[] {1}, List.of(), dim == null ? List.of() : List.of(dim), List.of()).result();
    CopyOp.create(b, loc, source, subview);
    if (emitDeallocs.getValue()) {
      DeallocOp.create(b, loc, source);
    }
    return alloc;
  }

  /** The old buffer at the new size. */
  private static Value reinterpret(Builder b, Location loc, ReallocOp realloc, Value source,
      MemRefType resultType, long outputSize) {
    List<Value> dynamicTarget = outputSize == ShapedType.DYNAMIC
        ? List.of(realloc.dynamicResultSize()) : List.of();
    return ReinterpretCastOp.create(b, loc, resultType, source, 0, new long[] {outputSize},
        new long[] {1}, List.of(), dynamicTarget, List.of()).result();
  }

}
