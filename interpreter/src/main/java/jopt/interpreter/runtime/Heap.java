package jopt.interpreter.runtime;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * The instrumented heap: every allocation is an object with an id, every access is checked
 * against liveness, bounds, initialization and the logical buffer that last wrote the bytes.
 * Faults are thrown as {@link RuntimeError}s located at the op that made them.
 */
public final class Heap {
  private final InterpreterOptions options;
  private final List<Allocation> allocations = new ArrayList<>();
  private final List<LogicalBuffer> logicals = new ArrayList<>();
  private final Map<ViewKey, LogicalBuffer> viewBuffers = new HashMap<>();
  private long nextAddress = 0x10000;
  private long liveHeapBytes;
  private long peakHeapBytes;
  private int heapAllocs;
  private int heapFrees;
  private long liveStackBytes;
  private long peakStackBytes;
  private int stackAllocs;
  private long peakTotalBytes;
  /** Allocations and releases so far, each one event ({@link #peakBuffers}). */
  private long events;
  /** The event after which {@link #peakTotalBytes} was first reached. */
  private long peakEvent;
  private long scopeInstances;
  /** The stand-in allocation of memrefs over a pointer into no allocation, made when needed. */
  private Allocation nowhere;
  /** The step accesses are stamped with: the op being run (see {@code Execution.execute}). */
  private long now;
  /** Where large buffers' arrays come from and go back to at the run's end (null: the JVM). */
  private final RecycledBytes recycled;
  /** Whether some allocation took a recycled array unzeroed ({@link Allocation#staleBytes}). */
  private boolean anyStale;

  private record ViewKey(Operation op, LogicalBuffer parent) {
    @Override
    public boolean equals(Object o) {
      return o instanceof ViewKey r && Objects.equals(op, r.op)
          && Objects.equals(parent, r.parent);
    }

    @Override
    public int hashCode() {
      return 31 * Objects.hashCode(op) + Objects.hashCode(parent);
    }
  }

  public Heap(InterpreterOptions options) {
    this(options, null);
  }

  /** A heap whose large buffers take their arrays from {@code recycled} when it has some (null: none). */
  public Heap(InterpreterOptions options, RecycledBytes recycled) {
    this.options = options;
    this.recycled = recycled;
    logicals.add(null); // id 0 means "never written"
  }

  Allocation allocate(Allocation.Kind kind, Type type, long size, long alignment, Operation op) {
    return allocate(kind, type, size, alignment, op, null);
  }

  /**
   * An allocation whose bytes are {@code bytes} when not null and of the size (a constant
   * global's bytes kept from the run before, unchanged), else zeros.
   */
  Allocation allocate(Allocation.Kind kind, Type type, long size, long alignment, Operation op,
      byte[] bytes) {
    if (size < 0 || size > options.maxAllocationBytes()) {
      throw tooLarge(op, BigInteger.valueOf(size));
    }
    long align = Math.max(16, alignment);
    long address = (nextAddress + align - 1) / align * align;
    nextAddress = address + Math.max(size, 1) + 16;
    LogicalBuffer logical = newLogical(null, op);
    boolean heapBytes = bytes == null;
    // A recycled array is left as its last user wrote it when no one can see its unwritten
    // bytes: reading one faults (the writer tags are fresh), and the run's end zeroes those of
    // what it returns (endRun). Arguments are the caller's and read as zeros where unset.
    boolean stale = options.checkUninitializedReads()
        && (kind == Allocation.Kind.HEAP || kind == Allocation.Kind.STACK);
    RecycledBytes.Taken taken = heapBytes && recycled != null
        ? recycled.taken((int) size, !stale) : null;
    if (taken != null) {
      bytes = taken.bytes();
    }
    Allocation a = new Allocation(allocations.size() + 1, kind, address, (int) size, type, op,
        logical, bytes, heapBytes, stale && bytes != null,
        taken != null ? taken.lastWriter() : null);
    anyStale |= a.staleBytes;
    allocations.add(a);
    if (kind == Allocation.Kind.HEAP) {
      heapAllocs++;
      liveHeapBytes += size;
      peakHeapBytes = Math.max(peakHeapBytes, liveHeapBytes);
    } else if (kind == Allocation.Kind.STACK) {
      stackAllocs++;
      liveStackBytes += size;
      peakStackBytes = Math.max(peakStackBytes, liveStackBytes);
    }
    a.allocatedAt(++events);
    if (liveHeapBytes + liveStackBytes > peakTotalBytes) {
      peakTotalBytes = liveHeapBytes + liveStackBytes;
      peakEvent = events;
    }
    return a;
  }

  /**
   * The allocation whose bytes hold {@code address}, counting the address one past its end (a
   * pointer may point there), freed ones included: addresses are never reused (allocations are
   * at increasing addresses with a gap between them), so a pointer into a freed buffer still
   * finds it and an access through it is a use after free. Null when no allocation holds it.
   */
  Allocation allocationAt(long address) {
    int lo = 0;
    int hi = allocations.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      Allocation a = allocations.get(mid);
      if (a.address() > address) {
        hi = mid - 1;
      } else if (address - a.address() > a.size()) {
        lo = mid + 1;
      } else {
        return a;
      }
    }
    return null;
  }

  /** The stand-in allocation of pointers into no allocation ({@link Allocation#nowhere()}). */
  public Allocation nowhere() {
    if (nowhere == null) {
      nowhere = Allocation.nowhere();
    }
    return nowhere;
  }

  private LogicalBuffer newLogical(LogicalBuffer parent, Operation origin) {
    LogicalBuffer b = new LogicalBuffer(logicals.size(), parent, origin);
    logicals.add(b);
    return b;
  }

  /** The logical buffer of the view that {@code op} (a memref.view) carves from {@code parent}. */
  public LogicalBuffer viewBuffer(Operation op, LogicalBuffer parent) {
    return viewBuffers.computeIfAbsent(new ViewKey(op, parent), k -> newLogical(parent, op));
  }

  /** The step of the op being run, which accesses are counted at. */
  public long now() {
    return now;
  }

  public void setNow(long step) {
    now = step;
  }

  /** Notes an access of {@code a}'s bytes now. */
  public void touch(Allocation a) {
    a.touch(now);
  }

  /** Notes the accesses compiled code made to {@code a} from step {@code first} to {@code last}. */
  public static void touch(Allocation a, long first, long last) {
    a.touch(first);
    a.touch(last);
  }

  /** An access of {@code a}'s memory as a whole (a copy, a use): noted, and {@code a} must be live. */
  public void access(Allocation a, Operation op, String what) {
    touch(a);
    checkLive(a, op, what);
  }

  /** memref.dealloc and friends: {@code m} must be the live root of a heap allocation. */
  public void free(MemRefValue m, Operation op) {
    if (m.alloc.isNowhere()) {
      throw error(Kind.INVALID_FREE, op, "free of a pointer to no allocation: address 0x"
          + Long.toHexString(m.base) + " is in no buffer").build();
    }
    if (!m.root) {
      throw error(Kind.INVALID_FREE, op, "free of a view: the operand points into "
          + m.alloc.describe() + " but is not the allocation itself")
          .note(m.alloc.allocLocation(), "buffer #" + m.alloc.id() + " allocated here").build();
    }
    freeAllocation(m.alloc, op, "freed");
  }

  /** Frees an allocation by identity (ownership-based frees, realloc). */
  public void freeAllocation(Allocation a, Operation op, String reason) {
    if (a.isNowhere()) {
      throw error(Kind.INVALID_FREE, op, "free of a pointer to no allocation").build();
    }
    if (a.isFreed()) {
      throw error(Kind.DOUBLE_FREE, op, "double free of " + a.describe())
          .note(a.allocLocation(), "buffer #" + a.id() + " allocated here")
          .note(a.freeOp() == null ? null : a.freeOp().getLoc(), "first " + a.freeReason() + " here")
          .build();
    }
    if (a.kind() != Allocation.Kind.HEAP) {
      throw error(Kind.INVALID_FREE, op, "free of memory the program does not own: "
          + a.describe() + " is " + describeKind(a.kind()))
          .note(a.allocLocation(), "buffer #" + a.id() + " allocated here").build();
    }
    a.markFreed(op, reason, ++events);
    heapFrees++;
    liveHeapBytes -= a.size();
  }

  /**
   * At the end of a run: when {@code recycle}, gives the arrays of its heap and stack buffers
   * back to the pool the heap was made with, but those of {@code kept} (what the run returned,
   * which the caller reads later); nothing may read this heap's other buffers after. The
   * buffers not given back read as zeros where never written, as fresh memory does (a caller
   * may read their bytes as they are: a .npy dump), also where a copy brought a stale array's
   * unwritten bytes into another buffer.
   */
  public void endRun(java.util.Set<Allocation> kept, boolean recycle) {
    // Last first: the pool hands out the last array given first, so a run allocating as this one
    // did takes back, allocation by allocation, this run's arrays (Allocation#heldAfter).
    for (int i = allocations.size() - 1; i >= 0; i--) {
      Allocation a = allocations.get(i);
      boolean giveBack = recycle && recycled != null && a.heapBytes && !kept.contains(a)
          && (a.kind() == Allocation.Kind.HEAP || a.kind() == Allocation.Kind.STACK);
      if (giveBack) {
        recycled.give(a.bytes, a.writer);
      } else if (anyStale && a.heapBytes) {
        zeroUnwritten(a);
      }
    }
  }

  /** Zeroes the bytes of {@code a} that were never written. */
  static void zeroUnwritten(Allocation a) {
    a.writer.forEachRun(0, a.size(), (from, to, tag) -> {
      if (tag == 0) {
        java.util.Arrays.fill(a.bytes, from, to, (byte) 0);
      }
      return true;
    });
  }

  /** Ends the life of a stack allocation when its scope exits. */
  public void releaseStack(Allocation a) {
    if (!a.isFreed()) {
      a.markFreed(null, "released when its allocation scope ended", ++events);
      liveStackBytes -= a.size();
    }
  }

  private static String describeKind(Allocation.Kind k) {
    return switch (k) {
      case HEAP -> "heap memory";
      case STACK -> "stack memory (memref.alloca)";
      case ARGUMENT -> "an argument of the entry function, owned by the caller";
      case GLOBAL -> "a global (memref.get_global)";
      case EXTERNAL -> "owned by the environment (test.source)";
    };
  }

  public void checkLive(Allocation a, Operation op, String what) {
    if (a.isNowhere()) {
      throw error(Kind.OUT_OF_BOUNDS, op, what + " through a pointer to no allocation (an "
          + "address no buffer holds)").build();
    }
    if (a.isFreed()) {
      throw error(Kind.USE_AFTER_FREE, op, what + " of " + a.describe() + " after it was "
          + a.freeReason())
          .note(a.allocLocation(), "buffer #" + a.id() + " allocated here")
          .note(a.freeOp() == null ? null : a.freeOp().getLoc(), a.freeReason() + " here")
          .build();
    }
  }

  /** Position of the element at {@code idx}, after the liveness and allocation-bounds checks. */
  private int position(MemRefValue m, long[] idx, Operation op, String what) {
    if (m.alloc.isNowhere()) {
      // The nowhere allocation is at address 0: a byte position is the address itself.
      throw error(Kind.OUT_OF_BOUNDS, op, what + " through a pointer to no allocation: "
          + (m.addressable ? "address 0x" + Long.toHexString(m.bytePosition(idx))
              : "an address past 2^63") + " is in no buffer").build();
    }
    touch(m.alloc);
    checkLive(m.alloc, op, what);
    if (!m.addressable) {
      throw error(Kind.OUT_OF_BOUNDS, op, what + " through a view whose elements lie past 2^63"
          + " bytes of address, outside " + m.alloc.describe())
          .note(m.alloc.allocLocation(), "buffer #" + m.alloc.id() + " allocated here").build();
    }
    long pos = m.bytePosition(idx);
    if (pos < 0 || pos + m.elemBytes > m.alloc.size()) {
      throw error(Kind.OUT_OF_BOUNDS, op, what + " of bytes [" + pos + ", " + (pos + m.elemBytes)
          + ") outside " + m.alloc.describe())
          .note(m.alloc.allocLocation(), "buffer #" + m.alloc.id() + " allocated here").build();
    }
    return MemRefValue.arrayIndex(pos);
  }

  /**
   * Checks that the element at {@code idx} could be accessed (live, in bounds) without reading
   * it: an operand a linalg body never reads holds whatever its bytes hold, also bytes another
   * buffer wrote when an arena is shared; only the write that follows counts. {@code what}
   * names the access in a fault ("write" for an output, "use" for an input).
   */
  public void checkAccess(MemRefValue m, long[] idx, Operation op, String what) {
    position(m, idx, op, what);
  }

  /** Reads one element; null when {@code allowUninitialized} and its bytes were never written. */
  public Object read(MemRefValue m, long[] idx, Operation op, boolean allowUninitialized) {
    int pos = position(m, idx, op, "read");
    if (writtenThrough(m.alloc.writer, pos, m.elemBytes, m.logical.id)) {
      return ElementCodec.read(m.alloc.bytes, pos, m.elementType);
    }
    for (int i = pos; i < pos + m.elemBytes; i++) {
      int tag = m.alloc.writer.tagAt(i);
      if (tag == 0) {
        if (allowUninitialized || !options.checkUninitializedReads()) {
          return allowUninitialized ? null : ElementCodec.read(m.alloc.bytes, pos, m.elementType);
        }
        throw error(Kind.UNINITIALIZED_READ, op, "read of uninitialized memory: byte " + i
            + " of " + m.alloc.describe() + " was never written")
            .note(m.alloc.allocLocation(), "buffer #" + m.alloc.id() + " allocated here").build();
      }
      if (tag != m.logical.id && options.checkLogicalBuffers()) {
        LogicalBuffer w = logicals.get(tag);
        if (!w.isRelated(m.logical)) {
          throw error(Kind.CLOBBERED_READ, op, "read of bytes last written through another "
              + "buffer: byte " + i + " of " + m.alloc.describe()
              + " belongs to two live buffers")
              .note(w.origin == null ? null : w.origin.getLoc(), "the bytes were written through "
                  + "the buffer made here")
              .note(m.logical.origin == null ? null : m.logical.origin.getLoc(),
                  "and are read through the buffer made here")
              .build();
        }
      }
    }
    return ElementCodec.read(m.alloc.bytes, pos, m.elementType);
  }

  /**
   * Whether the {@code n} bytes at {@code pos} were last written through the buffer of tag
   * {@code tag}: a read of them is then neither uninitialized nor clobbered. Compiled loads
   * check it inline and leave anything else to {@link #read}.
   */
  public static boolean writtenThrough(WriterTags writer, int pos, int n, int tag) {
    return writer.all(pos, n, tag);
  }

  /** Notes the {@code n} bytes at {@code pos} as written through the buffer of tag {@code tag}. */
  public static void stamp(WriterTags writer, int pos, int n, int tag) {
    writer.set(pos, n, tag);
  }

  /** Writes one element; a null value marks its bytes uninitialized (copy of such bytes). */
  public void write(MemRefValue m, long[] idx, Object value, Operation op) {
    int pos = position(m, idx, op, "write");
    stamp(m.alloc.writer, pos, m.elemBytes, value == null ? 0 : m.logical.id);
    if (value != null) {
      ElementCodec.write(m.alloc.bytes, pos, m.elementType, value);
    }
  }

  /**
   * Whether every element of {@code m} with indices in the box [lo, hi] can be read without a
   * fault (its bytes written through {@code m}'s buffer or a related one, as far as the options
   * check): the check of compiled code, made before its loops.
   */
  public boolean readable(MemRefValue m, long[] lo, long[] hi) {
    touchBox(m, lo, hi);
    if (!options.checkUninitializedReads() && !options.checkLogicalBuffers()) {
      return true;
    }
    WriterTags writer = m.alloc.writer;
    int own = m.logical.id;
    boolean[] ok = {true};
    forEachRunInBox(m, lo, hi, (pos, len) -> {
      writer.forEachRun(pos, len, (from, to, tag) -> {
        if (tag == own) {
          return true;
        }
        if (tag == 0) {
          ok[0] = !options.checkUninitializedReads();
        } else if (options.checkLogicalBuffers()) {
          ok[0] = logicals.get(tag).isRelated(m.logical);
        }
        return ok[0];
      });
      return ok[0];
    });
    return ok[0];
  }

  /**
   * Whether every element of {@code m} can be read as it is (bytes never written read as
   * unknown) without a fault: live, inside its allocation, and no byte last written through a
   * buffer unrelated to it (as far as the options check). The interpreter then renders a
   * result when asked for, not at the end of the run.
   */
  public boolean readableAsIs(MemRefValue m) {
    if (m.alloc.isNowhere() || m.alloc.isFreed() || !m.addressable) {
      return false;
    }
    if (m.numElements() == 0) {
      return true;
    }
    if (!inAllocation(m)) {
      return false;
    }
    if (!options.checkLogicalBuffers()) {
      return true;
    }
    long[] lo = new long[m.rank()];
    long[] hi = new long[m.rank()];
    for (int d = 0; d < hi.length; d++) {
      hi[d] = m.sizes[d] - 1;
    }
    WriterTags writer = m.alloc.writer;
    int own = m.logical.id;
    boolean[] ok = {true};
    forEachRunInBox(m, lo, hi, (pos, len) -> {
      writer.forEachRun(pos, len, (from, to, tag) -> {
        ok[0] = tag == 0 || tag == own || logicals.get(tag).isRelated(m.logical);
        return ok[0];
      });
      return ok[0];
    });
    return ok[0];
  }

  /**
   * Writes {@code value} to every element of {@code m} when all of them are live and inside the
   * allocation (the writes then cannot fault); false, having written nothing, otherwise.
   */
  public boolean fill(MemRefValue m, Object value) {
    if (m.alloc.isFreed() || m.numElements() == 0 || !inAllocation(m)) {
      return false;
    }
    touch(m.alloc);
    byte[] encoded = new byte[m.elemBytes];
    ElementCodec.write(encoded, 0, m.elementType, value);
    byte[] bytes = m.alloc.bytes;
    WriterTags writer = m.alloc.writer;
    int own = m.logical.id;
    long[] lo = new long[m.rank()];
    long[] hi = new long[m.rank()];
    for (int d = 0; d < hi.length; d++) {
      hi[d] = m.sizes[d] - 1;
    }
    forEachRunInBox(m, lo, hi, (pos, len) -> {
      // The first element, then the filled prefix of the run copied after itself, doubling.
      System.arraycopy(encoded, 0, bytes, pos, encoded.length);
      for (int done = encoded.length; done < len; done *= 2) {
        System.arraycopy(bytes, pos, bytes, pos + done, Math.min(done, len - done));
      }
      writer.set(pos, len, own);
      return true;
    });
    return true;
  }

  /**
   * memref.copy of {@code src} into {@code dst} (same sizes) in bulk when no element can fault:
   * both live and inside their allocations, and no byte of {@code src} written through a buffer
   * unrelated to it (as far as the options check); bytes never written stay so in {@code dst}.
   * False, having copied nothing, otherwise (the caller copies element by element and reports
   * the first fault where it happens).
   */
  public boolean copy(MemRefValue src, MemRefValue dst) {
    if (src.alloc.isFreed() || dst.alloc.isFreed() || src.numElements() == 0
        || !inAllocation(src) || !inAllocation(dst) || src.elemBytes != dst.elemBytes) {
      return false;
    }
    WriterTags from = src.alloc.writer;
    if (options.checkLogicalBuffers()) {
      long[] lo = new long[src.rank()];
      long[] hi = new long[src.rank()];
      for (int d = 0; d < hi.length; d++) {
        hi[d] = src.sizes[d] - 1;
      }
      boolean[] ok = {true};
      int own = src.logical.id;
      forEachRunInBox(src, lo, hi, (pos, len) -> {
        from.forEachRun(pos, len, (a, b, tag) -> {
          ok[0] = tag == 0 || tag == own || logicals.get(tag).isRelated(src.logical);
          return ok[0];
        });
        return ok[0];
      });
      if (!ok[0]) {
        return false;
      }
    }
    WriterTags to = dst.alloc.writer;
    int own = dst.logical.id;
    int n = src.elemBytes;
    int rank = src.rank();
    // Row by row when both rows are contiguous and the copy reads no byte it writes (other
    // buffers, or views of one arena lying apart); an overlapping copy goes element by element,
    // in index order, as it always did.
    boolean rows = rank > 0 && src.strides[rank - 1] == 1 && dst.strides[rank - 1] == 1
        && (src.alloc != dst.alloc || apart(src, dst));
    int rowElems = rows ? (int) src.sizes[rank - 1] : 1;
    int outer = rows ? rank - 1 : rank;
    long[] idx = new long[rank];
    long count = src.numElements() / rowElems;
    int len = rowElems * n;
    // Both positions stepped along the rows (every one lies in its allocation, as checked).
    long ps = src.bytePosition(idx);
    long pd = dst.bytePosition(idx);
    for (long e = 0; e < count; e++) {
      System.arraycopy(src.alloc.bytes, (int) ps, dst.alloc.bytes, (int) pd, len);
      copyTags(from, (int) ps, to, (int) pd, len, own);
      for (int d = outer - 1; d >= 0; d--) {
        ps += src.strides[d] * n;
        pd += dst.strides[d] * n;
        if (++idx[d] < src.sizes[d]) {
          break;
        }
        ps -= src.sizes[d] * src.strides[d] * n;
        pd -= dst.sizes[d] * dst.strides[d] * n;
        idx[d] = 0;
      }
    }
    return true;
  }

  /**
   * Whether the bytes non-empty {@code a} and {@code b} (both in their allocation) may touch,
   * from the lowest to the highest element of each, do not meet.
   */
  private static boolean apart(MemRefValue a, MemRefValue b) {
    long[] x = a.byteSpan();
    long[] y = b.byteSpan();
    return x[1] <= y[0] || y[1] <= x[0];
  }

  /** Tags bytes [pd, pd + len) of {@code to} with {@code own} where [ps, ps + len) of {@code from} were written. */
  private static void copyTags(WriterTags from, int ps, WriterTags to, int pd, int len, int own) {
    if (from == to && (pd < ps + len && ps < pd + len)) {
      for (int i = 0; i < len; i++) {
        to.set(pd + i, 1, from.tagAt(ps + i) == 0 ? 0 : own);
      }
      return;
    }
    if (from == to) {
      // Apart in one allocation: the runs read first, then set (setting changes the runs).
      java.util.List<int[]> runs = new java.util.ArrayList<>();
      from.forEachRun(ps, len, (a, b, tag) -> runs.add(new int[] {a, b, tag}));
      for (int[] r : runs) {
        to.set(pd + (r[0] - ps), r[1] - r[0], r[2] == 0 ? 0 : own);
      }
      return;
    }
    int first = from.tagAt(ps);
    if (first != 0 && from.all(ps, len, first)) {
      to.set(pd, len, own); // the common case: a row written as one run
      return;
    }
    from.forEachRun(ps, len, (a, b, tag) -> {
      to.set(pd + (a - ps), b - a, tag == 0 ? 0 : own);
      return true;
    });
  }

  /** Whether every element of non-empty {@code m} lies inside its allocation. */
  public static boolean inAllocation(MemRefValue m) {
    try {
      long first = Math.addExact(m.base, Math.multiplyExact(m.offset, (long) m.elemBytes));
      long last = first;
      for (int d = 0; d < m.rank(); d++) {
        long span = Math.multiplyExact(Math.multiplyExact(m.sizes[d] - 1, m.strides[d]), (long) m.elemBytes);
        first = Math.addExact(first, Math.min(0, span));
        last = Math.addExact(last, Math.max(0, span));
      }
      return first >= 0 && Math.addExact(last, (long) m.elemBytes) <= m.alloc.size();
    } catch (ArithmeticException overflow) {
      return false; // a view past 63 bits of address is in no allocation
    }
  }

  /**
   * Sets the elements of {@code m}, a fresh allocation of identity layout (a global), from
   * {@code data}, their bytes in index order, written through {@code m}.
   */
  void initialize(MemRefValue m, byte[] data) {
    int pos = (int) (m.base + m.offset * m.elemBytes);
    if (m.alloc.bytes != data) {
      System.arraycopy(data, 0, m.alloc.bytes, pos, data.length);
    }
    m.alloc.writer.set(pos, data.length, m.logical.id);
  }

  /** Marks the elements of {@code m} in the box [lo, hi] written through {@code m}. */
  public void markWritten(MemRefValue m, long[] lo, long[] hi) {
    touchBox(m, lo, hi);
    WriterTags writer = m.alloc.writer;
    int own = m.logical.id;
    forEachRunInBox(m, lo, hi, (pos, len) -> {
      writer.set(pos, len, own);
      return true;
    });
  }

  /** Notes an access of {@code m}'s allocation when the box [lo, hi] holds an element. */
  public void touchBox(MemRefValue m, long[] lo, long[] hi) {
    for (int d = 0; d < lo.length; d++) {
      if (hi[d] < lo[d]) {
        return;
      }
    }
    touch(m.alloc);
  }

  interface RunVisitor {
    boolean visit(int pos, int len);
  }

  /**
   * Visits the bytes of the elements in the non-empty box [lo, hi] of {@code m} as maximal runs
   * of adjacent bytes (whole rows, or the whole box when it is contiguous), in index order,
   * until the visitor says stop: the checks and marks of compiled code cost a call per run, not
   * per element.
   */
  static void forEachRunInBox(MemRefValue m, long[] lo, long[] hi, RunVisitor v) {
    int rank = lo.length;
    long eb = m.elemBytes;
    long start = m.base + m.offset * eb;
    // Rows along a unit-stride innermost dimension are runs; otherwise each element is one.
    boolean rows = rank > 0 && m.strides[rank - 1] == 1;
    long rowBytes = rows ? (hi[rank - 1] - lo[rank - 1] + 1) * eb : eb;
    int outer = rows ? rank - 1 : rank;
    // A dimension whose step is the bytes of a row below it (a whole inner box of a dense
    // layout) joins the row: its rows would be adjacent runs, merged below one by one (a
    // weight's 4096 rows of 3x3 floats walked in one step, not 4096).
    while (rows && outer > 0 && m.strides[outer - 1] * eb == rowBytes) {
      outer--;
      rowBytes *= hi[outer] - lo[outer] + 1;
    }
    long[] idx = lo.clone();
    long runStart = -1;
    long runLen = 0;
    while (true) {
      long pos = start;
      for (int d = 0; d < rank; d++) {
        pos += idx[d] * m.strides[d] * eb;
      }
      if (runLen > 0 && pos == runStart + runLen) {
        runLen += rowBytes;
      } else {
        if (runLen > 0 && !v.visit((int) runStart, (int) runLen)) {
          return;
        }
        runStart = pos;
        runLen = rowBytes;
      }
      int d = outer - 1;
      while (d >= 0 && ++idx[d] > hi[d]) {
        idx[d] = lo[d];
        d--;
      }
      if (d < 0) {
        break;
      }
    }
    v.visit((int) runStart, (int) runLen);
  }

  /** Copies bytes to a new allocation (realloc), keeping which bytes are initialized. */
  public void copyBytes(Allocation from, Allocation to, int n) {
    touch(from);
    touch(to);
    System.arraycopy(from.bytes, 0, to.bytes, 0, n);
    copyTags(from.writer, 0, to.writer, 0, n, to.logical.id);
  }

  public List<Allocation> allocations() {
    return List.copyOf(allocations);
  }

  public HeapStats stats() {
    return new HeapStats(heapAllocs, heapFrees, peakHeapBytes, liveHeapBytes, stackAllocs,
        peakStackBytes, peakTotalBytes, LiveBound.of(allocations), scopeInstances);
  }

  /**
   * The heap and stack allocations live when the run first reached its peak of heap and stack
   * bytes live at once ({@link HeapStats#totalPeakBytes}), largest first; empty when nothing was
   * allocated.
   */
  public List<PeakBuffer> peakBuffers() {
    List<PeakBuffer> live = new ArrayList<>();
    if (peakEvent == 0) {
      return live;
    }
    for (Allocation a : allocations) {
      if ((a.kind() == Allocation.Kind.HEAP || a.kind() == Allocation.Kind.STACK)
          && a.liveAfter(peakEvent)) {
        live.add(new PeakBuffer(a.id(), a.kind(), a.size(), a.type(), a.allocOp()));
      }
    }
    live.sort(java.util.Comparator.comparingLong(PeakBuffer::bytes).reversed()
        .thenComparingInt(PeakBuffer::id));
    return live;
  }

  /** Counts one entry into an allocation scope ({@link HeapStats#scopeInstances}). */
  public void enterAllocationScope() {
    scopeInstances++;
  }

  /** The error of an allocation of {@code bytes} (exact, also past 64 bits) at {@code op}. */
  RuntimeError tooLarge(Operation op, BigInteger bytes) {
    return error(Kind.UNDEFINED_BEHAVIOR, op, "allocation of " + bytes + " bytes exceeds the "
        + "interpreter's limit of " + options.maxAllocationBytes() + " bytes").build();
  }

  public ErrorBuilder error(Kind kind, Operation op, String message) {
    return new ErrorBuilder(kind, op == null ? null : op.getLoc(), message);
  }

  /** A {@link RuntimeError} under construction, with notes pointing at allocation history. */
  public static final class ErrorBuilder {
    private final Kind kind;
    private final Diagnostic diagnostic;

    ErrorBuilder(Kind kind, Location loc, String message) {
      this.kind = kind;
      this.diagnostic = new Diagnostic(Diagnostic.Severity.ERROR, loc == null ? Location.UNKNOWN : loc, message);
    }

    public ErrorBuilder note(Location loc, String text) {
      if (loc != null) {
        diagnostic.attachNote(loc, text);
      }
      return this;
    }

    public RuntimeError build() {
      return new RuntimeError(kind, diagnostic);
    }
  }
}
