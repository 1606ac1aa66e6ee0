package jopt.passes.hlodeallocation;

import jopt.dialects.func.FuncOp;
import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.deallocation.FreeOp;
import jopt.dialects.deallocation.GetBufferOp;
import jopt.dialects.deallocation.NullOp;
import jopt.dialects.deallocation.RetainOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * hlo-deallocation-to-scf (MLIR-HLO): a retain with one retained memref or one alloc (the seed's
 * O(|allocs|·|memrefs|) bound) becomes a chain of scf.if, in the greedy driver with folding (so
 * constants go to the entry block and unused ops die). For each retained memref in order, its
 * base pointer ({@code deallocation.get_buffer}) is compared with each remaining alloc's; an
 * {@code scf.if} yields (alloc, buffer, result) unchanged when they differ and
 * (null, 0, alloc) when they are the same, taking the alloc out of consideration for the later
 * memrefs. Each alloc still remaining with a non-zero buffer is then freed under an scf.if.
 * Larger retains are left for the lowering to a library call.
 */
public final class ToScfPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-deallocation-to-scf",
      "Lowers retain to scf.", FuncOp.NAME, ToScfPass::new);

  private FrozenPatternSet patterns;

  public ToScfPass() {
    super(INFO);
  }

  @Override
  public void initialize(MLIRContext ctx) {
    patterns = new FrozenPatternSet(List.of(new RewriteRetain()));
  }

  @Override
  protected void runOnOperation() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(false));
  }

  static final class RewriteRetain extends OpRewritePattern<RetainOp> {
    RewriteRetain() {
      super(RetainOp.SPEC, RetainOp::of);
    }

    @Override
    public boolean matchAndRewrite(RetainOp retainOp, PatternRewriter rewriter) {
      Operation op = retainOp.getOperation();
      List<Value> allocs = RetainOp.getAllocs(op);
      List<Value> retainedValues = RetainOp.getRetained(op);
      if (retainedValues.size() != 1 && allocs.size() != 1) {
        return false; // needs the library call
      }
      Location loc = op.getLoc();
      rewriter.setInsertionPoint(op);
      int n = allocs.size();
      // [allocs..., their buffers..., the result of the current memref]
      List<Value> remaining = new ArrayList<>(allocs);
      for (Value alloc : allocs) {
        remaining.add(getBuffer(rewriter, loc, alloc));
      }
      remaining.add(null);
      Value nul = NullOp.create(rewriter, loc).result();
      Value zero = ConstantOp.create(rewriter, loc, IntegerAttr.getIndex(0)).result();
      List<Value> results = new ArrayList<>();
      for (Value retained : retainedValues) {
        Value retainedBuffer = getBuffer(rewriter, loc, retained);
        remaining.set(2 * n, nul);
        for (int i = 0; i < n; i++) {
          Value isSame = cmp(rewriter, loc, 0, retainedBuffer, remaining.get(n + i));
          List<Value> ifSame = List.of(nul, zero, remaining.get(i));
          List<Value> ifDifferent = List.of(remaining.get(i), remaining.get(n + i),
              remaining.get(2 * n));
          Operation ifOp = ifElse(rewriter, loc, isSame, ifSame, ifDifferent);
          remaining.set(i, ifOp.getResult(0));
          remaining.set(n + i, ifOp.getResult(1));
          remaining.set(2 * n, ifOp.getResult(2));
        }
        results.add(remaining.get(2 * n));
      }
      for (int i = 0; i < n; i++) {
        Value nonZero = cmp(rewriter, loc, 1, remaining.get(n + i), zero);
        IfOp ifOp = IfOp.create(rewriter, loc, List.of(), nonZero, false);
        Builder inThen = new Builder(rewriter.getContext());
        inThen.setInsertionPoint(ifOp.thenRegion().front().getTerminator());
        FreeOp.create(inThen, loc, remaining.get(i));
      }
      rewriter.replaceOp(op, results);
      return true;
    }

    private static Value getBuffer(PatternRewriter rewriter, Location loc, Value v) {
      return GetBufferOp.create(rewriter, loc, v).result();
    }

    /** arith.cmpi with predicate 0 (eq) or 1 (ne). */
    private static Value cmp(PatternRewriter rewriter, Location loc, int predicate, Value a,
        Value b) {
      return CmpIOp.create(rewriter, loc, predicate == 0 ? "eq" : "ne", a, b).result();
    }

    private static Operation ifElse(PatternRewriter rewriter, Location loc, Value cond,
        List<Value> thenValues, List<Value> elseValues) {
      List<Type> types = new ArrayList<>();
      for (Value v : thenValues) {
        types.add(v.getType());
      }
      IfOp ifOp = IfOp.create(rewriter, loc, types, cond, true);
      Builder inside = new Builder(rewriter.getContext());
      inside.setInsertionPointToEnd(ifOp.thenRegion().front());
      YieldOp.create(inside, loc, thenValues);
      inside.setInsertionPointToEnd(ifOp.elseRegion().front());
      YieldOp.create(inside, loc, elseValues);
      return ifOp.getOperation();
    }
  }
}
