package jopt.dialects.index;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpResult;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.rewrite.Matchers;

/**
 * The view of every index binary op ({@code %c = index.add %a, %b}): the ops of
 * {@link IndexBinaryOps#ROWS}, one spec and definition per row.
 */
public final class IndexBinaryOp extends OpView {
  private final IndexBinaryOps.Row row;

  private IndexBinaryOp(Operation op, IndexBinaryOps.Row row) {
    super(op);
    this.row = row;
  }

  /** The view of {@code op}; throws unless it is an index binary op. */
  public static IndexBinaryOp of(Operation op) {
    IndexBinaryOps.Row row = op == null ? null : IndexBinaryOps.row(op.getName());
    if (row == null) {
      throw new IllegalArgumentException("not an index binary op: " + op);
    }
    return new IndexBinaryOp(op, row);
  }

  /** Whether {@code op} is an index binary op. */
  public static boolean isa(Operation op) {
    return op != null && IndexBinaryOps.row(op.getName()) != null;
  }

  /** Creates {@code name %lhs, %rhs}, an op of {@link IndexBinaryOps#ROWS}. */
  public static IndexBinaryOp create(Builder b, Location loc, String name, Value lhs, Value rhs) {
    OperationState st = new OperationState(loc, name);
    st.addOperands(List.of(lhs, rhs)).addType(jopt.ir.type.IndexType.INSTANCE);
    return of(b.create(st));
  }

  public IndexBinaryOps.Row row() {
    return row;
  }

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  public OpResult result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return specOf(row);
  }

  /** The spec of a row: IndexBinaryOp's operands, result and format. */
  static OpSpec specOf(IndexBinaryOps.Row row) {
    return OpSpec.op(row.name())
        .summary(row.summary())
        .operand("lhs", TypeConstraints.INDEX)
        .operand("rhs", TypeConstraints.INDEX)
        .result("result", TypeConstraints.INDEX)
        .format("$lhs `,` $rhs attr-dict")
        .build();
  }

  /** The definitions, in ODS order. */
  static List<OpDefinition> definitions() {
    return IndexBinaryOps.ROWS.stream()
        .map(r -> r.commutative() ? (OpDefinition) new CommutativeDef(r) : new Def(r))
        .toList();
  }

  /** The definition of a row: pure; its folder and, for associative ops, reassociation. */
  public static class Def extends OpDefinition implements Traits.Pure {
    private final IndexBinaryOps.Row row;

    Def(IndexBinaryOps.Row row) {
      super(specOf(row));
      this.row = row;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      IndexBinaryOp binary = of(op);
      IntegerAttr lhs = operands.get(0) instanceof IntegerAttr a ? a : null;
      IntegerAttr rhs = operands.get(1) instanceof IntegerAttr a ? a : null;
      if (lhs != null && rhs != null) {
        Long v = IndexBinaryOps.fold(row, lhs.getValue(), rhs.getValue());
        if (v != null) {
          results.add(OpFoldResult.of(IndexArith.attr(v)));
          return true;
        }
      }
      if (rhs != null && row.identity() != IndexBinaryOps.Identity.NONE) {
        long c = rhs.getValue();
        if (c == 0 && row.identity() == IndexBinaryOps.Identity.MUL) {
          results.add(OpFoldResult.of(rhs));
          return true;
        }
        if (c == 0 || c == 1 && row.identity() == IndexBinaryOps.Identity.MUL) {
          results.add(OpFoldResult.of(binary.lhs()));
          return true;
        }
      }
      // MLIR's Commutative trait folder: a constant left operand moves to the right, in place.
      if (row.commutative() && lhs != null && rhs == null) {
        Value l = binary.lhs();
        op.setOperand(0, binary.rhs());
        op.setOperand(1, l);
        return true;
      }
      return false;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      if (row.associative()) {
        patterns.add(new Reassociate(row));
      }
    }
  }

  /** The definition of the ops with MLIR's Commutative trait. */
  public static final class CommutativeDef extends Def implements Traits.Commutative {
    CommutativeDef(IndexBinaryOps.Row row) {
      super(row);
    }
  }

  /**
   * {@code op(op(v, c1), c2)} to {@code op(v, c)} with {@code c = op(c2, c1)} folded to a
   * constant (MLIR's canonicalizeAssociativeCommutativeBinaryOp); nothing when it does not fold.
   */
  private static final class Reassociate extends RewritePattern {
    private final IndexBinaryOps.Row row;

    Reassociate(IndexBinaryOps.Row row) {
      super(row.name());
      this.row = row;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!(Matchers.constantValue(of(op).rhs()) instanceof IntegerAttr c2)) {
        return false;
      }
      Operation inner = of(op).lhs().getDefiningOp();
      if (inner == null || !inner.getName().equals(row.name())
          || !(Matchers.constantValue(of(inner).rhs()) instanceof IntegerAttr c1)) {
        return false;
      }
      Long v = IndexBinaryOps.fold(row, c2.getValue(), c1.getValue());
      if (v == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Value c = ConstantOp.create(rewriter, op.getLoc(), v).result();
      Operation replacement = create(rewriter, op.getLoc(), row.name(), of(inner).lhs(), c).getOperation();
      rewriter.replaceOp(op, replacement.getResults());
      return true;
    }
  }
}
