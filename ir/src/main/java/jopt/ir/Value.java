package jopt.ir;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Predicate;

/**
 * An SSA value: an {@link OpResult} or a {@link BlockArgument}. Its uses form an intrusive
 * doubly-linked list of {@link OpOperand}s, so adding, removing and replacing a use is O(1).
 */
public abstract sealed class Value permits OpResult, BlockArgument {
  private Type type;
  OpOperand firstUse;

  Value(Type type) {
    this.type = type;
  }

  public Type getType() {
    return type;
  }

  public void setType(Type type) {
    this.type = type;
  }

  /** The defining operation, or null for block arguments. */
  public abstract Operation getDefiningOp();

  /** The block this value is defined in. */
  public abstract Block getParentBlock();

  public abstract Location getLoc();

  public Region getParentRegion() {
    Block b = getParentBlock();
    return b == null ? null : b.getParent();
  }

  /** True when nothing uses this value (MLIR's {@code use_empty}). */
  public boolean hasNoUses() {
    return firstUse == null;
  }

  /** MLIR's spelling of {@link #hasNoUses()}. */
  @Deprecated
  public boolean useEmpty() {
    return hasNoUses();
  }

  public boolean hasOneUse() {
    return firstUse != null && firstUse.nextUse == null;
  }

  /** The uses, most recently added first (as MLIR's use lists). */
  public Iterable<OpOperand> getUses() {
    return () -> new Iterator<>() {
      OpOperand next = firstUse;

      @Override
      public boolean hasNext() {
        return next != null;
      }

      @Override
      public OpOperand next() {
        if (next == null) {
          throw new NoSuchElementException();
        }
        OpOperand r = next;
        next = r.nextUse;
        return r;
      }
    };
  }

  /** A snapshot of the uses, safe to mutate while iterating. */
  public List<OpOperand> getUseList() {
    List<OpOperand> r = new ArrayList<>();
    for (OpOperand u = firstUse; u != null; u = u.nextUse) {
      r.add(u);
    }
    return r;
  }

  /** A snapshot of the distinct users. */
  public List<Operation> getUsers() {
    java.util.LinkedHashSet<Operation> r = new java.util.LinkedHashSet<>();
    for (OpOperand u = firstUse; u != null; u = u.nextUse) {
      r.add(u.getOwner());
    }
    return new ArrayList<>(r);
  }

  public int getNumUses() {
    int n = 0;
    for (OpOperand u = firstUse; u != null; u = u.nextUse) {
      n++;
    }
    return n;
  }

  /** Replaces every use of this value with {@code with}; O(uses). */
  public void replaceAllUsesWith(Value with) {
    if (with == this) {
      return;
    }
    while (firstUse != null) {
      firstUse.set(with);
    }
  }

  /** Replaces the uses for which {@code shouldReplace} holds. */
  public void replaceUsesWithIf(Value with, Predicate<OpOperand> shouldReplace) {
    OpOperand u = firstUse;
    while (u != null) {
      OpOperand next = u.nextUse;
      if (shouldReplace.test(u)) {
        u.set(with);
      }
      u = next;
    }
  }

  /** Replaces all uses except those owned by {@code except}. */
  public void replaceAllUsesExcept(Value with, Operation except) {
    replaceUsesWithIf(with, u -> u.getOwner() != except);
  }

  void addUse(OpOperand use) {
    use.prevUse = null;
    use.nextUse = firstUse;
    if (firstUse != null) {
      firstUse.prevUse = use;
    }
    firstUse = use;
  }

  void removeUse(OpOperand use) {
    if (use.prevUse != null) {
      use.prevUse.nextUse = use.nextUse;
    } else {
      firstUse = use.nextUse;
    }
    if (use.nextUse != null) {
      use.nextUse.prevUse = use.prevUse;
    }
    use.prevUse = null;
    use.nextUse = null;
  }
}
