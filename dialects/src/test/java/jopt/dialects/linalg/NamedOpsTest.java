package jopt.dialects.linalg;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.OpDsl.Arg;
import jopt.dialects.linalg.OpDsl.Call;
import jopt.dialects.linalg.OpDsl.FnKind;
import jopt.dialects.linalg.OpDsl.OperandKind;
import jopt.ir.affine.AffineMap;
import org.junit.jupiter.api.Test;

/**
 * The rows of the named-op table compile to what LinalgNamedStructuredOps.yaml records: one map
 * per operand over the domain, reductions where the output is not indexed, symbols bound by
 * strides and dilations, and payload trees as OpDSL writes them.
 */
class NamedOpsTest {
  private static String maps(List<AffineMap> maps) {
    return maps.toString();
  }

  @Test
  void everyRowCompiles() {
    assertThat(NamedOps.ROWS).hasSize(86);
    for (NamedOpRow row : NamedOps.ROWS) {
      assertThat(NamedOps.get(row.name())).isSameInstanceAs(row);
      assertThat(row.body()).isNotNull();
      if (row.maps() != null) {
        assertThat(row.maps()).hasSize(row.operands().size());
        for (AffineMap m : row.maps()) {
          assertThat(m.getNumDims()).isEqualTo(row.iteratorTypes().size());
        }
      }
      assertThat(row.operands().get(row.operands().size() - 1).kind()).isEqualTo(OperandKind.OUTPUT);
    }
  }

  @Test
  void convolutionMapsBindStridesAndDilations() {
    NamedOpRow conv = NamedOps.get("linalg.conv_2d_nhwc_hwcf");
    assertThat(conv.iteratorTypes()).containsExactly("parallel", "parallel", "parallel", "parallel", "reduction",
        "reduction", "reduction").inOrder();
    assertThat(conv.numSymbols()).isEqualTo(11);
    assertThat(maps(conv.boundMaps(a -> null))).isEqualTo("[(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, "
        + "d6), (d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3), (d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)]");
    Map<String, long[]> attrs = Map.of("strides", new long[] {2, 3}, "dilations", new long[] {1, 4});
    assertThat(conv.boundMaps(attrs::get).get(0).toString())
        .isEqualTo("(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 3 + d5 * 4, d6)");
  }

  @Test
  void poolingFilterIsIndexedByItsDims() {
    NamedOpRow pool = NamedOps.get("linalg.pooling_nchw_max");
    assertThat(pool.boundMaps(a -> null).get(1).toString()).isEqualTo("(d0, d1, d2, d3, d4, d5) -> (d4, d5)");
    Call max = (Call) pool.body();
    assertThat(max.fn()).isEqualTo("max_signed");
    assertThat(max.operands().get(0)).isEqualTo(new Arg(2));
  }

  @Test
  void payloadsAreOpDslTrees() {
    Call matmul = (Call) NamedOps.MATMUL.body();
    assertThat(matmul.fn()).isEqualTo("add");
    assertThat(matmul.operands().get(0)).isEqualTo(new Arg(2));
    Call mul = (Call) matmul.operands().get(1);
    Call castA = (Call) mul.operands().get(0);
    assertThat(castA.kind()).isEqualTo(FnKind.TYPE);
    assertThat(castA.attr()).isEqualTo("cast");
    assertThat(castA.typeOperand()).isEqualTo(2);
    // fill_rng_2d's locals are trees: the multiplier appears in both steps of its generator.
    String rng = NamedOps.get("linalg.fill_rng_2d").body().toString();
    assertThat(rng.split("1103515245", -1)).hasLength(3);
    assertThat(rng).contains("Index[dim=1]");
  }

  @Test
  void rankPolymorphicRowsHaveNoDomain() {
    assertThat(NamedOps.COPY.isRankPolymorphic()).isTrue();
    assertThat(NamedOps.FILL.isRankPolymorphic()).isTrue();
    assertThat(NamedOps.get("linalg.dot").isRankPolymorphic()).isFalse();
    assertThat(NamedOps.get("linalg.dot").maps().get(2).getNumResults()).isEqualTo(0);
  }
}
