package jopt.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A list of operations with arguments. Ops form an intrusive doubly-linked list; their
 * order indices are recomputed lazily so {@link Operation#isBeforeInBlock} is amortized O(1).
 */
public final class Block {
  private Region parent;
  private final ArrayList<BlockArgument> arguments = new ArrayList<>();
  private Operation first;
  private Operation last;
  private int size;
  private boolean orderValid = true;
  /**
   * Changed whenever an op enters or leaves this block or changes an attribute {@link #index}
   * reads: the index is right while it stays the same.
   */
  int indexVersion;
  /** The index this block keeps of its ops (a symbol table body's symbol index), or null. */
  OpIndex<Operation> index;

  public Block() {}

  public Region getParent() {
    return parent;
  }

  void setParent(Region r) {
    this.parent = r;
  }

  public Operation getParentOp() {
    return parent == null ? null : parent.getParentOp();
  }

  public boolean isEntryBlock() {
    return parent != null && parent.getBlocks().get(0) == this;
  }

  // ---- arguments

  public List<BlockArgument> getArguments() {
    return Collections.unmodifiableList(arguments);
  }

  public int getNumArguments() {
    return arguments.size();
  }

  public BlockArgument getArgument(int i) {
    return arguments.get(i);
  }

  public List<Type> getArgumentTypes() {
    List<Type> r = new ArrayList<>(arguments.size());
    for (BlockArgument a : arguments) {
      r.add(a.getType());
    }
    return r;
  }

  public BlockArgument addArgument(Type type, Location loc) {
    BlockArgument a = new BlockArgument(this, arguments.size(), type, loc);
    arguments.add(a);
    return a;
  }

  public BlockArgument insertArgument(int index, Type type, Location loc) {
    BlockArgument a = new BlockArgument(this, index, type, loc);
    arguments.add(index, a);
    for (int i = index + 1; i < arguments.size(); i++) {
      arguments.get(i).setArgNumber(i);
    }
    return a;
  }

  /** Erases an unused argument. */
  public void eraseArgument(int index) {
    BlockArgument a = arguments.get(index);
    if (!a.useEmpty()) {
      throw new IllegalStateException("erasing a block argument that still has uses");
    }
    arguments.remove(index);
    for (int i = index; i < arguments.size(); i++) {
      arguments.get(i).setArgNumber(i);
    }
  }

  // ---- operations

  public boolean isEmpty() {
    return first == null;
  }

  public int getNumOperations() {
    return size;
  }

  public Operation getFirstOp() {
    return first;
  }

  public Operation getLastOp() {
    return last;
  }

  /** The last op when it is a terminator, else null. */
  public Operation getTerminator() {
    if (last != null && last.hasTrait(Traits.IsTerminator.class)) {
      return last;
    }
    return null;
  }

  /** Iterates the ops; the current op may be unlinked or erased during iteration. */
  public Iterable<Operation> getOperations() {
    return new Ops(this);
  }

  /**
   * {@link #getOperations}: a class, not a lambda, since making a capturing lambda goes through a
   * method handle under C1, and passes ask every block for its ops.
   */
  private record Ops(Block block) implements Iterable<Operation> {
    @Override
    public Iterator<Operation> iterator() {
      return block.iterateOps();
    }
  }

  private Iterator<Operation> iterateOps() {
    return new Iterator<>() {
      Operation nextOp = first;

      @Override
      public boolean hasNext() {
        return nextOp != null;
      }

      @Override
      public Operation next() {
        if (nextOp == null) {
          throw new NoSuchElementException();
        }
        Operation r = nextOp;
        nextOp = r.next;
        return r;
      }
    };
  }

  /** A snapshot of the ops. */
  public List<Operation> getOpList() {
    List<Operation> r = new ArrayList<>(size);
    for (Operation o = first; o != null; o = o.next) {
      r.add(o);
    }
    return r;
  }

  /** Appends {@code op} (MLIR's {@code push_back}). */
  public void add(Operation op) {
    insertBefore(null, op);
  }

  /**
   * Moves all ops of {@code sources}, in order, to the end of this block (MLIR's splice of whole
   * op lists), leaving the sources empty. The ops are re-parented on {@code ctx}'s threads, a
   * source per task (each op is touched once, and a large list's ops are far apart in memory),
   * then the lists are linked in time independent of their length.
   */
  public void spliceAtEnd(List<Block> sources, MLIRContext ctx) {
    for (Block b : sources) {
      if (b == this) {
        throw new IllegalArgumentException("cannot splice a block into itself");
      }
    }
    ensureOrder();
    int[] bases = new int[sources.size()];
    long next = last == null ? 0 : (long) last.orderIndex + ORDER_STRIDE;
    for (int i = 0; i < sources.size(); i++) {
      bases[i] = (int) Math.min(next, Integer.MAX_VALUE);
      next += (long) sources.get(i).size * ORDER_STRIDE;
    }
    boolean fits = next <= Integer.MAX_VALUE;
    List<Integer> indices = new ArrayList<>(sources.size());
    for (int i = 0; i < sources.size(); i++) {
      indices.add(i);
    }
    for (Parallel.Outcome<Void> o : Parallel.<Integer, Void>map(ctx, indices, i -> {
      int order = bases[i];
      for (Operation op = sources.get(i).first; op != null; op = op.next) {
        op.block = this;
        op.orderIndex = order;
        order += ORDER_STRIDE;
      }
      return null;
    })) {
      o.replay(ctx.getDiagEngine());
    }
    for (Block b : sources) {
      if (b.first == null) {
        continue;
      }
      if (last == null) {
        first = b.first;
      } else {
        last.next = b.first;
        b.first.prev = last;
      }
      last = b.last;
      size += b.size;
      indexVersion++;
      b.indexVersion++;
      b.first = null;
      b.last = null;
      b.size = 0;
    }
    orderValid = fits;
  }

  /** Inserts {@code op} before the first op (MLIR's {@code push_front}). */
  public void addFirst(Operation op) {
    insertBefore(first, op);
  }

  /** MLIR's spelling of {@link #add(Operation)}. */
  @Deprecated
  public void push_back(Operation op) {
    add(op);
  }

  /** MLIR's spelling of {@link #addFirst(Operation)}. */
  @Deprecated
  public void push_front(Operation op) {
    addFirst(op);
  }

  /** Inserts {@code op} before {@code before}; at the end when {@code before} is null. */
  public void insertBefore(Operation before, Operation op) {
    if (op.block != null) {
      throw new IllegalStateException("op is already in a block");
    }
    op.block = this;
    updateIndex(op, true);
    if (before == null) {
      op.prev = last;
      op.next = null;
      if (last != null) {
        last.next = op;
      } else {
        first = op;
      }
      last = op;
      if (orderValid) {
        op.orderIndex = op.prev == null ? 0 : op.prev.orderIndex + ORDER_STRIDE;
      }
    } else {
      op.next = before;
      op.prev = before.prev;
      if (before.prev != null) {
        before.prev.next = op;
      } else {
        first = op;
      }
      before.prev = op;
      if (orderValid) {
        int lo = op.prev == null ? before.orderIndex - 2 * ORDER_STRIDE : op.prev.orderIndex;
        int hi = before.orderIndex;
        if (hi - lo > 1) {
          op.orderIndex = lo + (hi - lo) / 2;
        } else {
          orderValid = false;
        }
      }
    }
    size++;
  }

  public void insertAfter(Operation after, Operation op) {
    insertBefore(after.next, op);
  }

  void unlink(Operation op) {
    if (op.prev != null) {
      op.prev.next = op.next;
    } else {
      first = op.next;
    }
    if (op.next != null) {
      op.next.prev = op.prev;
    } else {
      last = op.prev;
    }
    op.prev = null;
    op.next = null;
    op.block = null;
    size--;
    updateIndex(op, false);
  }

  /**
   * Moves {@link #indexVersion} on, keeping {@link #index} right with {@code op} inserted
   * ({@code added}) or removed where it can: a new name joins a valid symbol index in place (a
   * pass adding n functions would otherwise have the next look-up index the table again each
   * time: O(n^2)).
   */
  private void updateIndex(Operation op, boolean added) {
    OpIndex<Operation> current = index;
    boolean kept = current != null && current.version == indexVersion
        && (added ? current.addIfNew(op) : current.removeIfIndexed(op));
    indexVersion++;
    if (kept) {
      index = current.at(indexVersion);
    }
  }

  private static final int ORDER_STRIDE = 1 << 10;

  void ensureOrder() {
    if (orderValid) {
      return;
    }
    int i = 0;
    for (Operation o = first; o != null; o = o.next) {
      o.orderIndex = i;
      i += ORDER_STRIDE;
    }
    orderValid = true;
  }

  /** Moves the ops from {@code start} to the end into a new block inserted after this one. */
  public Block splitBlock(Operation start) {
    Block nb = new Block();
    parent.insertAfter(this, nb);
    Operation o = start;
    while (o != null) {
      Operation n = o.next;
      unlink(o);
      nb.push_back(o);
      o = n;
    }
    return nb;
  }

  // ---- CFG

  /** Successors of this block: those of its terminator. */
  public List<Block> getSuccessors() {
    return last == null ? List.of() : last.getSuccessors();
  }

  /** MLIR's hasNoPredecessors: no terminator in the region branches here. */
  public boolean hasNoPredecessors() {
    if (parent == null) {
      return true;
    }
    for (Block b : parent.getBlocks()) {
      Operation t = b.last;
      for (int i = 0, n = t == null ? 0 : t.getNumSuccessors(); i < n; i++) {
        if (t.getSuccessor(i) == this) {
          return false;
        }
      }
    }
    return true;
  }

  /** Predecessors: blocks of the same region whose terminator branches here (with repeats). */
  public List<Block> getPredecessors() {
    List<Block> r = new ArrayList<>();
    if (parent == null) {
      return r;
    }
    for (Block b : parent.getBlocks()) {
      for (Block s : b.getSuccessors()) {
        if (s == this) {
          r.add(b);
        }
      }
    }
    return r;
  }

  /** MLIR's getSinglePredecessor: the predecessor when exactly one edge comes in, else null. */
  public Block getSinglePredecessor() {
    List<Block> preds = getPredecessors();
    return preds.size() == 1 ? preds.get(0) : null;
  }

  /** MLIR's getUniquePredecessor: the block every incoming edge comes from, else null. */
  public Block getUniquePredecessor() {
    Block unique = null;
    for (Block pred : getPredecessors()) {
      if (unique != null && pred != unique) {
        return null;
      }
      unique = pred;
    }
    return unique;
  }

  public void dropAllReferences() {
    for (Operation o = first; o != null; o = o.next) {
      o.dropAllReferences();
    }
  }

  /** Removes this block from its region, dropping the references of its ops. */
  public void erase() {
    dropAllReferences();
    if (parent != null) {
      parent.getBlocks().remove(this);
      parent = null;
    }
  }
}
