package jopt.interpreter.runtime;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class RecycledBytesTest {
  @Test
  void anArrayGivenBackComesBackZeroedForItsSizeOnly() {
    RecycledBytes pool = new RecycledBytes(1 << 20);
    byte[] b = new byte[RecycledBytes.MIN_BYTES];
    b[7] = 42;
    pool.give(b);
    assertThat(pool.take(RecycledBytes.MIN_BYTES + 1)).isNull();
    byte[] again = pool.take(RecycledBytes.MIN_BYTES);
    assertThat(again).isSameInstanceAs(b);
    assertThat(again[7]).isEqualTo((byte) 0);
    assertThat(pool.take(RecycledBytes.MIN_BYTES)).isNull();
  }

  @Test
  void smallArraysAndThosePastCapacityAreDropped() {
    RecycledBytes pool = new RecycledBytes(3L * RecycledBytes.MIN_BYTES / 2);
    pool.give(new byte[RecycledBytes.MIN_BYTES - 1]);
    assertThat(pool.held()).isEqualTo(0);
    pool.give(new byte[RecycledBytes.MIN_BYTES]);
    pool.give(new byte[RecycledBytes.MIN_BYTES]);
    assertThat(pool.held()).isEqualTo(RecycledBytes.MIN_BYTES);
  }

  @Test
  void anArrayTakenUnzeroedKeepsItsLastUsersBytes() {
    RecycledBytes pool = new RecycledBytes(1 << 20);
    byte[] b = new byte[RecycledBytes.MIN_BYTES];
    b[7] = 42;
    pool.give(b);
    byte[] again = pool.take(RecycledBytes.MIN_BYTES, false);
    assertThat(again).isSameInstanceAs(b);
    assertThat(again[7]).isEqualTo((byte) 42);
    assertThat(pool.held()).isEqualTo(0);
  }

  @Test
  void anArrayComesBackWithTheWriterTagsItWasGivenBackWith() {
    RecycledBytes pool = new RecycledBytes(1 << 20);
    byte[] a = new byte[RecycledBytes.MIN_BYTES];
    byte[] b = new byte[RecycledBytes.MIN_BYTES];
    WriterTags writer = new WriterTags();
    pool.give(a, writer);
    pool.give(b);
    RecycledBytes.Taken last = pool.taken(RecycledBytes.MIN_BYTES, false);
    assertThat(last.bytes()).isSameInstanceAs(b);
    assertThat(last.lastWriter()).isNull();
    RecycledBytes.Taken first = pool.taken(RecycledBytes.MIN_BYTES, false);
    assertThat(first.bytes()).isSameInstanceAs(a);
    assertThat(first.lastWriter()).isSameInstanceAs(writer);
  }
}
