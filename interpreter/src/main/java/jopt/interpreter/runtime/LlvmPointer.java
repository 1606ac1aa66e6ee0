package jopt.interpreter.runtime;

/**
 * The runtime value of an {@code !llvm.ptr}: an address and the allocation it points into (at
 * byte {@code address - target.address()}, possibly one past its end), or a null target when no
 * allocation holds the address (an integer made into a pointer): such a pointer may be compared,
 * converted and printed, but a memref built on it faults when accessed. A pointer into a freed
 * allocation keeps it as its target, so an access is reported as a use after free.
 */
public record LlvmPointer(Allocation target, long address) {
  public static final LlvmPointer NULL = new LlvmPointer(null, 0);

  /** The pointer to {@code address}, found in {@code heap} (addresses are never reused). */
  public static LlvmPointer at(Heap heap, long address) {
    return new LlvmPointer(heap.allocationAt(address), address);
  }

  /** The aligned pointer of {@code m}: its allocation at its base. */
  public static LlvmPointer aligned(MemRefValue m) {
    return new LlvmPointer(m.alloc.isNowhere() ? null : m.alloc, m.alloc.address() + m.base);
  }

  /** The allocated pointer of {@code m}: the start of its allocation (the aligned one if none). */
  public static LlvmPointer allocated(MemRefValue m) {
    return m.alloc.isNowhere() ? aligned(m) : new LlvmPointer(m.alloc, m.alloc.address());
  }

  /** {@code 0x10010 (buffer #1 + 16)}, {@code 0x3 (no allocation)}, {@code null}. */
  @Override
  public String toString() {
    if (target == null) {
      return address == 0 ? "null" : "0x" + Long.toHexString(address) + " (no allocation)";
    }
    long at = address - target.address();
    return "0x" + Long.toHexString(address) + " (buffer #" + target.id()
        + (at == 0 ? "" : " + " + at) + ")";
  }
}
