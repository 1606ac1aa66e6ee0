package jopt.passes.planner;

/**
 * A contiguous range of an {@link Arena}, free or holding one buffer: the pieces of the arena's
 * {@link PieceRope} from {@link #piece} on, {@link #size} bytes, between its neighbours in
 * address order.
 */
final class Chunk {
  long size;
  boolean free;
  /** The event index at which the chunk last became free (its cache hotness). */
  long freedAt;
  /** Orders chunks by address ({@link AddressOrder}). */
  long label;
  /** The piece at the chunk's start. */
  int piece;
  Chunk prev;
  Chunk next;

  Chunk(int piece, long size, boolean free, long freedAt) {
    this.piece = piece;
    this.size = size;
    this.free = free;
    this.freedAt = freedAt;
  }
}
