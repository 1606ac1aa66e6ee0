package jopt.deallocation;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.pass.Pass;
import jopt.pass.PassInfo;
import jopt.transforms.FrozenPatternSet;
import jopt.transforms.GreedyPatternRewriteDriver;
import jopt.transforms.GreedyRewriteConfig;

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
      "Lowers retain to scf.", "func.func", ToScfPass::new);

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

  static final class RewriteRetain extends RewritePattern {
    RewriteRetain() {
      super("deallocation.retain");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
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
      Value nul = create(rewriter, loc, "deallocation.null", List.of(), List.of(
          OwnershipType.INSTANCE)).getResult(0);
      OperationState c = new OperationState(loc, "arith.constant");
      c.addAttribute("value", IntegerAttr.getIndex(0));
      c.addType(IndexType.get());
      Value zero = rewriter.create(c).getResult(0);
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
        OperationState st = new OperationState(loc, "scf.if");
        st.addOperand(nonZero);
        Block then = st.addRegion().emplaceBlock();
        st.addRegion();
        OperationState free = new OperationState(loc, "deallocation.free");
        free.addOperand(remaining.get(i));
        then.push_back(Operation.create(rewriter.getContext(), free));
        then.push_back(Operation.create(rewriter.getContext(), new OperationState(loc, "scf.yield")));
        rewriter.create(st);
      }
      rewriter.replaceOp(op, results);
      return true;
    }

    private static Operation create(PatternRewriter rewriter, Location loc, String name,
        List<Value> operands, List<Type> types) {
      OperationState st = new OperationState(loc, name);
      st.addOperands(operands);
      st.addTypes(types);
      return rewriter.create(st);
    }

    private static Value getBuffer(PatternRewriter rewriter, Location loc, Value v) {
      return create(rewriter, loc, "deallocation.get_buffer", List.of(v),
          List.of(IndexType.get())).getResult(0);
    }

    /** arith.cmpi with predicate 0 (eq) or 1 (ne). */
    private static Value cmp(PatternRewriter rewriter, Location loc, int predicate, Value a,
        Value b) {
      OperationState st = new OperationState(loc, "arith.cmpi");
      st.addAttribute("predicate", IntegerAttr.get(predicate, IntegerType.get(64)));
      st.addOperands(List.of(a, b));
      st.addType(IntegerType.get(1));
      return rewriter.create(st).getResult(0);
    }

    private static Operation ifElse(PatternRewriter rewriter, Location loc, Value cond,
        List<Value> thenValues, List<Value> elseValues) {
      OperationState st = new OperationState(loc, "scf.if");
      st.addOperand(cond);
      for (Value v : thenValues) {
        st.addType(v.getType());
      }
      for (List<Value> yielded : List.of(thenValues, elseValues)) {
        Block b = st.addRegion().emplaceBlock();
        OperationState y = new OperationState(loc, "scf.yield");
        y.addOperands(yielded);
        b.push_back(Operation.create(rewriter.getContext(), y));
      }
      return rewriter.create(st);
    }
  }
}
