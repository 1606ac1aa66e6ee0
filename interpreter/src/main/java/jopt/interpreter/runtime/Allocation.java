package jopt.interpreter.runtime;

import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * One allocation of the instrumented heap: its bytes, shadow memory (per byte, the id of the
 * logical buffer that last wrote it, 0 when never written: {@link WriterTags}), and its history
 * for diagnostics.
 */
public final class Allocation {
  /** Who allocated the memory, which decides who may free it. */
  public enum Kind {
    /** memref.alloc, realloc, bufferization.clone: the program owns and must free it. */
    HEAP,
    /** memref.alloca: released when its allocation scope exits, never freed. */
    STACK,
    /** An argument of the entry function, owned by the caller. */
    ARGUMENT,
    /** A memref.global. */
    GLOBAL,
    /** A buffer handed in by an opaque op (test.source), owned by the environment. */
    EXTERNAL
  }

  private final int id;
  private final Kind kind;
  private final long address;
  private final Type type;
  private final Operation allocOp;
  public final byte[] bytes;
  public final WriterTags writer;
  public final LogicalBuffer logical;
  /** Whether the heap made {@link #bytes} (rather than a caller, who may keep them). */
  final boolean heapBytes;
  /**
   * Whether bytes never written may hold a former user's values rather than zeros (a recycled
   * array taken unzeroed, while every read of unwritten bytes faults: {@link Heap#allocate}).
   */
  final boolean staleBytes;
  /**
   * The writer tags of the allocation that held {@link #bytes} before this one (a recycled
   * array: {@link RecycledBytes.Taken#lastWriter}), or null.
   */
  private final WriterTags previousWriter;
  private Operation freeOp;
  /** The heap's events ({@link Heap#peakBuffers}) at which it was allocated and released; 0: not yet. */
  private long allocEvent;
  private long freeEvent;
  private boolean freed;
  private String freeReason;
  /** The first and last step at which the program accessed the bytes (through any view); -1: never. */
  private long firstAccess = -1;
  private long lastAccess = -1;

  Allocation(int id, Kind kind, long address, int size, Type type, Operation allocOp,
      LogicalBuffer logical) {
    this(id, kind, address, size, type, allocOp, logical, null, true, false, null);
  }

  /**
   * With {@code bytes} (of length {@code size}) as its bytes when not null, else zeros;
   * {@code heapBytes}: the heap made {@code bytes} (or makes them when null); {@code staleBytes}:
   * see {@link #staleBytes}; {@code previousWriter}: see {@link #heldAfter}.
   */
  Allocation(int id, Kind kind, long address, int size, Type type, Operation allocOp,
      LogicalBuffer logical, byte[] bytes, boolean heapBytes, boolean staleBytes,
      WriterTags previousWriter) {
    this.id = id;
    this.kind = kind;
    this.address = address;
    this.type = type;
    this.allocOp = allocOp;
    boolean given = bytes != null && bytes.length == size;
    this.bytes = given ? bytes : new byte[size];
    this.heapBytes = heapBytes || !given;
    this.staleBytes = given && staleBytes;
    this.previousWriter = this.staleBytes ? previousWriter : null;
    this.writer = new WriterTags();
    this.logical = logical;
  }

  /**
   * Whether this allocation's bytes are, unchanged, those the allocation of writer tags {@code
   * writer} left: its recycled array taken as that one gave it back, not zeroed, and nothing
   * written through this one yet. Bytes that one wrote then hold what it wrote, as long as its
   * writes all set tags (a run that faulted may have written without).
   */
  public boolean heldAfter(WriterTags writer) {
    return staleBytes && previousWriter == writer && this.writer.sets() == 0;
  }

  public int id() {
    return id;
  }

  public Kind kind() {
    return kind;
  }

  /** The (simulated) address of the first byte. */
  public long address() {
    return address;
  }

  public int size() {
    return bytes.length;
  }

  /** The type the buffer was allocated with. */
  public Type type() {
    return type;
  }

  /** The op that allocated it (null for arguments and external buffers). */
  public Operation allocOp() {
    return allocOp;
  }

  public boolean isFreed() {
    return freed;
  }

  /** The op that freed it (null while live, or when a scope exit released it). */
  public Operation freeOp() {
    return freeOp;
  }

  /** How it was released: "freed", "released when its scope ended", "reallocated". */
  public String freeReason() {
    return freeReason;
  }

  /** Notes an access of the bytes at step {@code step} (see {@link #firstAccess()}). */
  void touch(long step) {
    firstAccess = firstOf(firstAccess, step);
    lastAccess = lastOf(lastAccess, step);
  }

  /** The first access step once an access at {@code step} is noted ({@code first}: -1 before any). */
  public static long firstOf(long first, long step) {
    return first < 0 || step < first ? step : first;
  }

  /** The last access step once an access at {@code step} is noted ({@code last}: -1 before any). */
  public static long lastOf(long last, long step) {
    return Math.max(last, step);
  }

  /**
   * The step of the first access of the bytes through any view (a read, write or other use of
   * the memory, not of its metadata), or -1 when the program never accessed them. Together with
   * {@link #lastAccess()} the span {@link HeapStats#liveBoundBytes()} counts the buffer in.
   */
  public long firstAccess() {
    return firstAccess;
  }

  /** The step of the last access, or -1. */
  public long lastAccess() {
    return lastAccess;
  }

  /**
   * The stand-in allocation of memrefs whose aligned pointer points into no allocation (an
   * {@code llvm.inttoptr} of an address no buffer holds): id 0, address 0, no bytes, so that
   * address + base is the pointer's address; every access through it faults (see
   * {@link Heap#checkLive}). Not one of the heap's allocations.
   */
  static Allocation nowhere() {
    return new Allocation(0, Kind.EXTERNAL, 0, 0, null, null, new LogicalBuffer(-1, null, null));
  }

  /** Whether this is the {@link #nowhere()} stand-in rather than memory. */
  public boolean isNowhere() {
    return id == 0;
  }

  void markFreed(Operation op, String reason, long event) {
    freed = true;
    freeOp = op;
    freeReason = reason;
    freeEvent = event;
  }

  void allocatedAt(long event) {
    allocEvent = event;
  }

  /** Whether it was allocated at or before the heap's event {@code event} and released after it. */
  boolean liveAfter(long event) {
    return allocEvent > 0 && allocEvent <= event && (!freed || freeEvent > event);
  }

  Location allocLocation() {
    return allocOp == null ? null : allocOp.getLoc();
  }

  /** {@code buffer #3 (memref<4xf32>, 16 bytes)}. */
  public String describe() {
    if (isNowhere()) {
      return "no allocation";
    }
    return "buffer #" + id + " (" + type + ", " + bytes.length + " bytes)";
  }
}
