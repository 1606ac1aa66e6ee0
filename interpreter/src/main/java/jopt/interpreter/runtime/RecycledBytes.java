package jopt.interpreter.runtime;

import java.lang.ref.SoftReference;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The byte arrays of an interpreter's large buffers, given back when a run ends and taken again,
 * zeroed, by a later run's allocations of the same size. A model's run allocates hundreds of MB
 * of activations; made afresh on every run, each array is copied into the JVM's old generation
 * by a young collection (the arrays live to the end of the run) and collected later: on
 * ResNet-50 with the parallel collector, 2.7 collections of 0.26 s of CPU each per run, more
 * than the run's own 0.45 s. Only arrays of at least {@link #MIN_BYTES} are kept, at most
 * {@code capacity} bytes of them, each softly (the collector may still take them when memory
 * runs short). Owned by one interpreter; its methods may be called from any thread.
 */
public final class RecycledBytes {
  /**
   * Smaller arrays are left to the collector. At 4 KiB, not 64: a tiny transformer's run makes
   * 70-90 buffers of 4-64 KiB, each zeroed by the JVM when made afresh (tiny/gpt2_tiny best CPU
   * of runs 301-600 2.11 -> 1.98 ms and 2.51 -> 2.38 ms, two pairs at load 25).
   */
  public static final int MIN_BYTES = 1 << 12;

  private final long capacity;
  /**
   * Per size, the arrays given back, each with the writer tags of the allocation that gave it
   * (held with it: a lookup by the array's identity cost a model's run 0.3 us an allocation).
   */
  private final Map<Integer, ArrayDeque<SoftReference<Taken>>> bySize = new HashMap<>();
  /** The bytes of the arrays held (those the collector cleared still counted until found). */
  private long held;

  /** A pool holding at most {@code capacity} bytes. */
  public RecycledBytes(long capacity) {
    this.capacity = capacity;
  }

  /** A pool of at most a quarter of the JVM's maximum heap. */
  public static RecycledBytes forThisJvm() {
    return new RecycledBytes(Runtime.getRuntime().maxMemory() / 4);
  }

  /**
   * An array given back ({@code bytes}) and the writer tags it was given back with ({@link
   * #give(byte[], WriterTags)}; null: not an allocation's).
   */
  public record Taken(byte[] bytes, WriterTags lastWriter) {}

  /** A zeroed array of {@code size} bytes given back before, or null when there is none. */
  public byte[] take(int size) {
    return take(size, true);
  }

  /** As {@link #taken}, the array alone. */
  public byte[] take(int size, boolean zeroed) {
    Taken t = taken(size, zeroed);
    return t == null ? null : t.bytes();
  }

  /**
   * An array of {@code size} bytes given back before, or null when there is none; zeroed when
   * {@code zeroed}, else holding what its last user wrote (zeroing a model's activations cost
   * ResNet-50 a third of a run's CPU).
   */
  public synchronized Taken taken(int size, boolean zeroed) {
    if (size < MIN_BYTES) {
      return null;
    }
    ArrayDeque<SoftReference<Taken>> q = bySize.get(size);
    while (q != null && !q.isEmpty()) {
      Taken t = q.pollLast().get();
      held -= size;
      if (t != null) {
        if (zeroed) {
          Arrays.fill(t.bytes(), (byte) 0);
        }
        return t;
      }
    }
    return null;
  }

  /** Gives {@code b} back: no one may use it after (arrays too small or past capacity are dropped). */
  public void give(byte[] b) {
    give(b, null);
  }

  /**
   * Gives {@code b} back, last written by the allocation of writer tags {@code writer} (null: not
   * an allocation's), which {@link #taken} tells its next taker.
   */
  public synchronized void give(byte[] b, WriterTags writer) {
    if (b.length < MIN_BYTES || held + b.length > capacity) {
      return;
    }
    bySize.computeIfAbsent(b.length, k -> new ArrayDeque<>())
        .addLast(new SoftReference<>(new Taken(b, writer)));
    held += b.length;
  }

  /** The bytes of the arrays held (for tests). */
  public synchronized long held() {
    return held;
  }
}
