package jopt.interpreter.io;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The comparison of a result with an expected array: tolerances, NaN, signless integers. */
class ArrayFilesTest {
  private static Npy.Array array(String descr, Number... values) {
    return new Npy.Array(descr, new long[] {values.length}, List.of(values));
  }

  @Test
  void floatsWithinTheTolerancesMatch() {
    assertThat(ArrayFiles.compare(array("<f4", 1.0005, Double.NaN), array("<f4", 1.0, Double.NaN),
        1e-3, 1e-7)).isNull();
    assertThat(ArrayFiles.compare(array("<f4", 1.01), array("<f4", 1.0), 1e-3, 1e-7))
        .startsWith("1 of 1 elements differ");
  }

  @Test
  void integersMatchTheSameBitsOfTheirWidth() {
    // ONNX's uint8 153 is the i8 -103 a signless program computes; 256 apart is not 8 bits.
    assertThat(ArrayFiles.compare(array("|i1", -103L, 5L), array("|i1", 153L, 5L), 1e-3, 1e-7)).isNull();
    assertThat(ArrayFiles.compare(array("<i4", -1L), array("<i4", 4294967295L), 0, 0)).isNull();
    assertThat(ArrayFiles.compare(array("|i1", -103L), array("|i1", 154L), 0, 0)).isNotNull();
    assertThat(ArrayFiles.compare(array("<i8", -1L), array("<i8", 255L), 0, 0)).isNotNull();
  }
}
