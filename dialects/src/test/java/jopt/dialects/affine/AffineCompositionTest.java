package jopt.dialects.affine;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.dialects.arith.ConstantOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IndexType;
import org.junit.jupiter.api.Test;

/**
 * makeComposedFoldedAffineApply and the validity rules, on IR built in a func.func (an affine
 * scope); the expected maps are those mlir-opt-22 gives for the same compositions.
 */
class AffineCompositionTest {
  private static final Location LOC = Location.UNKNOWN;
  private static final AffineExpr D0 = AffineExpr.dim(0);
  private static final AffineExpr D1 = AffineExpr.dim(1);
  private static final AffineExpr S0 = AffineExpr.symbol(0);
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final Builder b = new Builder(ctx);
  private final Value x;
  private final Value y;

  AffineCompositionTest() {
    TestModules.moduleWithFunction(ctx, b, List.of(IndexType.get(), IndexType.get()));
    x = TestModules.arg(b, 0);
    y = TestModules.arg(b, 1);
  }

  @Test
  void composesAnApplyAndPromotesArgumentsToSymbols() {
    Value inner = AffineApplyOp.create(b, LOC, AffineMap.get(1, 1, D0.add(S0.mul(2))), List.of(x, y)).result();
    OpFoldResult r = AffineComposition.makeComposedFoldedAffineApply(b, LOC,
        AffineMap.get(2, 0, D0.mul(3).add(D1).add(1)), List.of(OpFoldResult.of(inner), OpFoldResult.of(x)));
    AffineApplyOp apply = AffineApplyOp.of(r.value().getDefiningOp());
    assertThat(apply.map().toString()).isEqualTo("()[s0, s1] -> (s0 * 6 + s1 * 4 + 1)");
    assertThat(apply.mapOperands()).containsExactly(y, x).inOrder();
  }

  @Test
  void constantsFoldIntoTheMapOrTheResult() {
    OpFoldResult five = AffineComposition.makeComposedFoldedAffineApply(b, LOC, AffineMap.get(2, 0, D0.add(D1)),
        List.of(OpFoldResult.of(IntegerAttr.getIndex(2)), OpFoldResult.of(IntegerAttr.getIndex(3))));
    assertThat(five.isAttribute()).isTrue();
    assertThat(((IntegerAttr) five.attr()).getValue()).isEqualTo(5);

    Value c10 = ConstantOp.create(b, LOC, IntegerAttr.getIndex(10)).getOperation().getResult(0);
    OpFoldResult sum = AffineComposition.makeComposedFoldedAffineApply(b, LOC,
        AffineMap.get(3, 0, D0.add(D1).add(AffineExpr.dim(2))),
        List.of(OpFoldResult.of(c10), OpFoldResult.of(IntegerAttr.getIndex(2)), OpFoldResult.of(y)));
    AffineApplyOp apply = AffineApplyOp.of(sum.value().getDefiningOp());
    assertThat(apply.map().toString()).isEqualTo("()[s0] -> (s0 + 12)");
    assertThat(apply.mapOperands()).containsExactly(y);
  }

  @Test
  void aMapThatIsOneOperandIsThatOperand() {
    OpFoldResult r = AffineComposition.makeComposedFoldedAffineApply(b, LOC, AffineMap.get(0, 2, S0.add(AffineExpr.symbol(1))),
        List.of(OpFoldResult.of(IntegerAttr.getIndex(0)), OpFoldResult.of(x)));
    assertThat(r.isAttribute()).isFalse();
    assertThat(r.value()).isSameInstanceAs(x);
  }

  @Test
  void canonicalizeDropsUnusedAndDuplicateOperands() {
    List<Value> operands = new ArrayList<>(List.of(x, y, x));
    AffineComposition.MapAndOperands c = AffineComposition.canonicalize(
        AffineMap.get(0, 3, S0.add(AffineExpr.symbol(2))), operands);
    assertThat(c.map().toString()).isEqualTo("()[s0] -> (s0 * 2)");
    assertThat(c.operands()).containsExactly(x);
  }

  @Test
  void functionArgumentsAndConstantsAreValidSymbols() {
    Value c = ConstantOp.create(b, LOC, IntegerAttr.getIndex(1)).getOperation().getResult(0);
    assertThat(AffineValidity.isValidSymbol(x)).isTrue();
    assertThat(AffineValidity.isValidSymbol(c)).isTrue();
    assertThat(AffineValidity.isValidDim(x)).isTrue();
  }
}
