package jopt.dialects.onnx;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Symbolic integers: canonical polynomials, the atoms a polynomial cannot say, bounds. */
class SymIntTest {
  private static SymInt dim(String name) {
    return SymInt.of(Atom.Leaf.dim(name, null));
  }

  private final SymInt h = dim("H");
  private final SymInt n = dim("N");

  @Test
  void constantsFoldAndOverflowThrows() {
    assertThat(SymInt.of(3).add(SymInt.of(4))).isEqualTo(SymInt.of(7));
    assertThat(SymInt.of(7).floorDiv(2).value()).isEqualTo(3);
    assertThat(SymInt.of(-7).floorDiv(2).value()).isEqualTo(-4);
    assertThat(SymInt.of(-7).truncDiv(SymInt.of(2)).value()).isEqualTo(-3);
    assertThat(SymInt.of(7).ceilDiv(2).value()).isEqualTo(4);
    assertThrows(ArithmeticException.class, () -> SymInt.of(Long.MAX_VALUE).add(SymInt.ONE));
  }

  @Test
  void polynomialsAreCanonical() {
    SymInt a = h.add(2).sub(3).add(n.mul(h));
    SymInt b = n.mul(h).add(h).sub(1);
    assertThat(a).isEqualTo(b);
    assertThat(a.toString()).isEqualTo("H*N + H - 1");
    assertThat(h.sub(h)).isEqualTo(SymInt.ZERO);
    assertThat(h.mul(2).add(h).exactDiv(SymInt.of(3))).isEqualTo(h);
    assertThat(n.mul(h).mul(768).exactDiv(n.mul(h).mul(12))).isEqualTo(SymInt.of(64));
    assertThat(h.add(1).exactDiv(SymInt.of(2))).isNull();
  }

  @Test
  void convolutionBranchesAgree() {
    // 3x3 stride 2 pad 1 against 1x1 stride 2 pad 0: both floordiv(H - 1, 2) + 1.
    SymInt a = h.add(2).sub(3).floorDiv(2).add(1);
    SymInt b = h.add(0).sub(1).floorDiv(2).add(1);
    assertThat(a).isEqualTo(b);
    assertThat(a.isConstant()).isFalse();
    // Stride 1, "same" padding: the size itself.
    assertThat(h.add(2).sub(3).floorDiv(1).add(1)).isEqualTo(h);
  }

  @Test
  void boundsDecideMinMaxAndComparisons() {
    assertThat(h.min(SymInt.of(Long.MAX_VALUE))).isEqualTo(h);
    assertThat(h.min(SymInt.of(Integer.MAX_VALUE))).isEqualTo(h);
    assertThat(h.max(SymInt.ZERO)).isEqualTo(h);
    assertThat(SymInt.ZERO.min(h)).isEqualTo(SymInt.ZERO);
    assertThat(h.lt(SymInt.ZERO)).isEqualTo(SymInt.ZERO);
    assertThat(h.add(1).lt(SymInt.ZERO)).isEqualTo(SymInt.ZERO);
    assertThat(h.max(n)).isEqualTo(n.max(h));
    assertThat(h.max(n).isConstant()).isFalse();
    assertThat(h.floorMod(SymInt.of(4)).upper()).isEqualTo(3);
  }

  @Test
  void broadcastOfSizes() {
    assertThat(h.broadcast(SymInt.ONE)).isEqualTo(h);
    assertThat(SymInt.ONE.broadcast(h)).isEqualTo(h);
    assertThat(h.broadcast(h)).isEqualTo(h);
    assertThat(h.broadcast(SymInt.of(5))).isEqualTo(SymInt.of(5));
    assertThat(SymInt.of(3).broadcast(SymInt.of(5))).isNull();
    assertThat(h.broadcast(n).toString()).isEqualTo("bcast(H, N)");
    assertThat(h.broadcast(n)).isEqualTo(n.broadcast(h));
    // A table of 512 rows sliced to H rows: min(H, 512) broadcast with H is H, either way round.
    assertThat(h.min(SymInt.of(512)).broadcast(h)).isEqualTo(h);
    assertThat(h.broadcast(SymInt.of(512).min(h))).isEqualTo(h);
    // Not when the other bound may be 0 or below (min(H, N) with N unbounded), nor for another size.
    assertThat(h.min(n).broadcast(h).toString()).startsWith("bcast(");
    assertThat(h.min(SymInt.of(512)).broadcast(n).toString()).startsWith("bcast(");
    // A size that is never 1 is the broadcast's: an upsampling's 2 * N (even), H + 2 (at least 2).
    assertThat(h.broadcast(n.mul(2))).isEqualTo(n.mul(2));
    assertThat(n.mul(2).broadcast(h)).isEqualTo(n.mul(2));
    assertThat(h.broadcast(n.add(2))).isEqualTo(n.add(2));
    // Not for 2 * N + 1 (odd, 1 at N = 0) nor H - N.
    assertThat(h.broadcast(n.mul(2).add(1)).toString()).startsWith("bcast(");
    assertThat(h.broadcast(h.sub(n)).toString()).startsWith("bcast(");
  }

  @Test
  void aDeclaredRangeBoundsTheSizesComputedFromIt() {
    // H declared 32:4096 (--dim-range): a 3x3 stride-2 convolution's output has 16 to 2048 rows.
    SymInt ranged = SymInt.of(new Atom.Leaf("H", null, 32, 4096));
    SymInt conv = ranged.sub(1).floorDiv(2).add(1);
    assertThat(conv.lower()).isEqualTo(16);
    assertThat(conv.upper()).isEqualTo(2048);
    assertThat(conv.neverOne()).isTrue();
    // Undeclared, it may be 1 (H = 1): the broadcast with an upsampled 2 * N is 2 * N only then.
    assertThat(h.sub(1).floorDiv(2).add(1).neverOne()).isFalse();
    assertThat(conv.broadcast(n.mul(2))).isEqualTo(conv);
    assertThat(ranged.max(SymInt.of(8))).isEqualTo(ranged);
    assertThat(ranged.min(SymInt.of(8))).isEqualTo(SymInt.of(8));
  }

  @Test
  void leavesOfOneNameAreOneValue() {
    assertThat(dim("batch")).isEqualTo(SymInt.of(Atom.Leaf.dim("batch", "another key")));
    assertThat(dim("batch")).isNotEqualTo(dim("seq"));
  }
}
