package jopt.ir.asm;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** IdentityIntMap: values by identity (not equals), growth keeps every entry. */
class IdentityIntMapTest {
  @Test
  void mapsByIdentityThroughGrowth() {
    IdentityIntMap m = new IdentityIntMap();
    List<Object> keys = new ArrayList<>();
    for (int i = 0; i < 50_000; i++) {
      Object k = new String("k" + (i % 100)); // equal strings, distinct objects
      keys.add(k);
      assertThat(m.putIfAbsent(k, i - 25_000)).isTrue();
    }
    assertThat(m.size()).isEqualTo(50_000);
    for (int i = 0; i < keys.size(); i++) {
      assertThat(m.get(keys.get(i))).isEqualTo(i - 25_000);
    }
    assertThat(m.get(new String("k1"))).isEqualTo(IdentityIntMap.MISSING);
    assertThat(m.containsKey(keys.get(7))).isTrue();
  }

  @Test
  void putReplacesAndPutIfAbsentKeeps() {
    IdentityIntMap m = new IdentityIntMap();
    Object k = new Object();
    m.put(k, 1);
    assertThat(m.putIfAbsent(k, 2)).isFalse();
    assertThat(m.get(k)).isEqualTo(1);
    m.put(k, 3);
    assertThat(m.get(k)).isEqualTo(3);
    assertThat(m.size()).isEqualTo(1);
    assertThrows(IllegalArgumentException.class, () -> m.put(null, 1));
    assertThrows(IllegalArgumentException.class, () -> m.put(k, IdentityIntMap.MISSING));
  }
}
