package jopt.dialects.tosa;

import static com.google.common.truth.Truth.assertThat;

import java.util.HashSet;
import java.util.Set;
import jopt.ir.type.ShapedType;
import org.junit.jupiter.api.Test;

/**
 * The TOSA table and the pieces its verifiers share: the op set MLIR 22 registers, the dialect's
 * type and enum attributes, and numpy broadcasting as MLIR's getBroadcastedShape computes it.
 */
class TosaDialectTest {
  private static final long D = ShapedType.DYNAMIC;

  @Test
  void tableHoldsMlir22sOpsOnce() {
    Set<String> names = new HashSet<>();
    for (TosaOps.Row r : TosaOps.ROWS) {
      assertThat(names.add(r.name())).isTrue();
      assertThat(r.name()).startsWith("tosa.");
    }
    assertThat(names).hasSize(94);
    assertThat(names).containsAtLeast("tosa.reshape", "tosa.const_shape", "tosa.cond_if", "tosa.while_loop",
        "tosa.matmul_t_block_scaled", "tosa.exp2_shape", "tosa.yield");
    assertThat(names).doesNotContain("tosa.fully_connected");
  }

  @Test
  void enumDictionaryOpsNameTheirEnum() {
    for (TosaOps.Row r : TosaOps.ROWS) {
      if (r.syntax() == TosaOps.Syntax.ENUM_DICT) {
        assertThat(r.spec().attribute(r.enumAttr()).constraint()).isSameInstanceAs(r.enumKind().constraint());
      }
    }
  }

  @Test
  void parsesShapesAndEnums() {
    TosaDialect d = new TosaDialect();
    assertThat(d.parseType("shape<4>")).isEqualTo(ShapeType.get(4));
    assertThat(d.parseType("shape<0>").toString()).isEqualTo("!tosa.shape<0>");
    assertThat(d.parseType("shape<-1>")).isNull();
    assertThat(d.parseAttribute("nan_mode<IGNORE>").toString()).isEqualTo("#tosa.nan_mode<IGNORE>");
    assertThat(d.parseAttribute("rounding_mode<DOUBLE_ROUND>"))
        .isEqualTo(TosaEnumAttr.Kind.ROUNDING_MODE.get("DOUBLE_ROUND"));
    assertThat(d.parseAttribute("nan_mode<FAST>")).isNull();
    assertThat(d.parseAttribute("no_such<X>")).isNull();
  }

  @Test
  void broadcastsAsNumpy() {
    assertThat(TosaShapes.broadcast(new long[] {2, 3}, new long[] {1, 3})).isEqualTo(new long[] {2, 3});
    assertThat(TosaShapes.broadcast(new long[] {2, 3}, new long[] {3})).isEqualTo(new long[] {2, 3});
    assertThat(TosaShapes.broadcast(new long[] {2, 3}, new long[] {3, 3})).isNull();
    assertThat(TosaShapes.broadcast(new long[] {D, 3}, new long[] {4, 1})).isEqualTo(new long[] {4, 3});
    assertThat(TosaShapes.broadcast(new long[] {D}, new long[] {1})).isEqualTo(new long[] {D});
    assertThat(TosaShapes.str(new long[] {4, D, 3})).isEqualTo("4x?x3");
  }
}
