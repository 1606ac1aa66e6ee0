package jopt.passes.gcmergealloc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * A contiguous range of the planner's logical buffer, as graph-compiler's static memory planner
 * keeps it: chunks are never moved in a table but form a history tree, and the offset of every
 * chunk is derived from the chunk it came from once the whole trace has been planned.
 *
 * <ul>
 *   <li>an {@link Origin} was appended to the end of the buffer and knows its start;
 *   <li>a {@link Split} is the left or right part of a chunk that was split: the left part
 *       starts where its parent starts, the right part ends where its parent ends;
 *   <li>a {@link Merged} chunk is several neighbouring chunks joined; it starts where its first
 *       part starts.
 * </ul>
 *
 * <p>Growing a chunk ({@link #extend}) grows it and, through the last piece of its history, every
 * chunk it came from, so that right parts computed from a grown parent move with it; moving a
 * chunk ({@link #move}) moves the chunks its start is derived from. Right parts never move by
 * themselves: their parent's left part (or growth) has moved the parent already.
 */
abstract sealed class MemoryChunk {
  long size;
  boolean free = true;
  long lastFreedTick;
  private long cachedStart = -1;

  MemoryChunk(long size) {
    this.size = size;
  }

  /** The chunks whose start moves when this one moves (only the ones this one's start reads). */
  abstract List<MemoryChunk> moveTargets();

  /** Moves the chunk's own start by {@code diff}; only origins have one. */
  void moveOwnStart(long diff) {}

  /** The chunk this one's growth is passed on to, or null. */
  abstract MemoryChunk growthTarget();

  /** Moves this chunk by {@code diff} bytes (the parents it derives its start from). */
  final void move(long diff) {
    ArrayDeque<MemoryChunk> work = new ArrayDeque<>();
    work.push(this);
    while (!work.isEmpty()) {
      MemoryChunk c = work.pop();
      c.moveOwnStart(diff);
      for (MemoryChunk t : c.moveTargets()) {
        work.push(t);
      }
    }
  }

  /** Grows this chunk by {@code diff} bytes at its end, and the chunks it came from with it. */
  final void extend(long diff) {
    for (MemoryChunk c = this; c != null; c = c.growthTarget()) {
      c.size += diff;
    }
  }

  /** The start offset; only valid once planning is over (the value is cached, as the original). */
  final long startOffset() {
    if (cachedStart >= 0) {
      return cachedStart;
    }
    // Walk up to a chunk whose start is known, then come back down.
    List<MemoryChunk> chain = new ArrayList<>();
    MemoryChunk c = this;
    while (c.cachedStart < 0 && !(c instanceof Origin)) {
      chain.add(c);
      c = c.startSource();
    }
    long start = c.cachedStart >= 0 ? c.cachedStart : ((Origin) c).start;
    c.cachedStart = start;
    MemoryChunk parent = c;
    for (int i = chain.size() - 1; i >= 0; i--) {
      MemoryChunk child = chain.get(i);
      start = child.startFrom(parent, start);
      child.cachedStart = start;
      parent = child;
    }
    return start;
  }

  /** The chunk this one's start is computed from (not called on origins). */
  abstract MemoryChunk startSource();

  /** This chunk's start given its {@link #startSource()}'s start. */
  abstract long startFrom(MemoryChunk source, long sourceStart);

  /** A chunk appended at the end of the buffer. */
  static final class Origin extends MemoryChunk {
    long start;

    Origin(long start, long size) {
      super(size);
      this.start = start;
    }

    @Override
    List<MemoryChunk> moveTargets() {
      return List.of();
    }

    @Override
    void moveOwnStart(long diff) {
      start += diff;
    }

    @Override
    MemoryChunk growthTarget() {
      return null;
    }

    @Override
    MemoryChunk startSource() {
      throw new IllegalStateException("an origin chunk knows its start");
    }

    @Override
    long startFrom(MemoryChunk source, long sourceStart) {
      return start;
    }
  }

  /** The left ({@code left}) or right part of a split chunk. */
  static final class Split extends MemoryChunk {
    final MemoryChunk parent;
    final boolean left;

    Split(long size, MemoryChunk parent, boolean left) {
      super(size);
      this.parent = parent;
      this.left = left;
    }

    @Override
    List<MemoryChunk> moveTargets() {
      return left ? List.of(parent) : List.of();
    }

    @Override
    MemoryChunk growthTarget() {
      return parent;
    }

    @Override
    MemoryChunk startSource() {
      return parent;
    }

    @Override
    long startFrom(MemoryChunk source, long sourceStart) {
      return left ? sourceStart : sourceStart + source.size - size;
    }
  }

  /** Neighbouring chunks joined into one. */
  static final class Merged extends MemoryChunk {
    final List<MemoryChunk> parts;

    Merged(List<MemoryChunk> parts) {
      super(parts.stream().mapToLong(p -> p.size).sum());
      this.parts = List.copyOf(parts);
    }

    @Override
    List<MemoryChunk> moveTargets() {
      return parts;
    }

    @Override
    MemoryChunk growthTarget() {
      return parts.get(parts.size() - 1);
    }

    @Override
    MemoryChunk startSource() {
      return parts.get(0);
    }

    @Override
    long startFrom(MemoryChunk source, long sourceStart) {
      return sourceStart;
    }
  }
}
