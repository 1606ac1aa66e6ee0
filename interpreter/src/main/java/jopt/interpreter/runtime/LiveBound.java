package jopt.interpreter.runtime;

import java.util.Arrays;
import java.util.List;

/**
 * The live bound of a run: the peak, over the run's steps, of the bytes of the heap and stack
 * allocation instances live at once, each counted from the step of its first access (through
 * any view) to the step of its last, both inclusive; an instance never accessed counts nothing.
 * No placement that keeps the program's order of operations and its allocations can need less
 * memory at once: each instance's bytes must hold its contents from the first access to the
 * last.
 */
final class LiveBound {
  private LiveBound() {}

  static long of(List<Allocation> allocations) {
    // Events as (step * 2 + kind): starts (kind 0) before ends (kind 1) at one step, an end
    // taking effect after its step.
    long[] keys = new long[allocations.size() * 2];
    long[] deltas = new long[keys.length];
    int n = 0;
    for (Allocation a : allocations) {
      if ((a.kind() != Allocation.Kind.HEAP && a.kind() != Allocation.Kind.STACK)
          || a.firstAccess() < 0 || a.size() == 0) {
        continue;
      }
      keys[n] = a.firstAccess() * 2;
      deltas[n++] = a.size();
      keys[n] = a.lastAccess() * 2 + 1;
      deltas[n++] = -a.size();
    }
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (x, y) -> Long.compare(keys[x], keys[y]));
    long live = 0;
    long peak = 0;
    for (Integer i : order) {
      live += deltas[i];
      peak = Math.max(peak, live);
    }
    return peak;
  }
}
