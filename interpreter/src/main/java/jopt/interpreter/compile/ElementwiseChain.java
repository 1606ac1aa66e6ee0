package jopt.interpreter.compile;

import java.util.List;
import java.util.Map;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.semantics.DeferredWrite;
import jopt.interpreter.semantics.Execution;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;

/**
 * Chains of elementwise ops run without their intermediate buffers' bytes (hard-swish's add,
 * clip, mul, div and scale: five ops, four buffers no one reads again). An op of the
 * elementwise engine whose output is a fresh buffer ({@code memref.alloc}) that only the next
 * structured op reads (its one other use but deallocations after it; between the two only
 * allocations, constants and globals' views, which touch no existing bytes) puts its
 * computing off ({@link Deferred}): its accesses are checked and its output marked written at
 * its own step, as ever, so every check, the heap's figures and the profile's steps are the
 * same. Where that reader is an op of the engine whose map of the buffer is the writer's and
 * whose first step alone reads it, over the same iteration space, it runs both chains as one
 * ({@link ElementwiseArith#then}), each element's steps back to back, and the buffer's bytes
 * are never written: no one reads them. Else, and before any other op runs, the deferred op
 * writes its output as it would have ({@link Deferred#materialize}).
 */
final class ElementwiseChain {
  private ElementwiseChain() {}

  /** The op that alone reads output {@code output} of {@code op}, or null: see the class. */
  static Operation reader(Operation op, Value output) {
    Operation alloc = output.getDefiningOp();
    if (alloc == null || !alloc.getName().equals("memref.alloc")
        || alloc.getBlock() != op.getBlock()) {
      return null;
    }
    Operation reader = null;
    for (Operation o = op.getNextNode(); o != null; o = o.getNextNode()) {
      if (o.getNumRegions() == 1 && o.getName().equals("linalg.generic")) {
        reader = o;
        break;
      }
      if (!(o.getName().equals("memref.alloc") || o.getName().equals("arith.constant")
          || o.getName().equals("memref.get_global"))) {
        return null;
      }
    }
    if (reader == null) {
      return null;
    }
    int writes = 0;
    int reads = 0;
    for (OpOperand use : output.getUses()) {
      Operation user = use.getOwner();
      if (user == op) {
        writes++;
      } else if (user == reader) {
        reads++;
      } else if (!(user.getName().equals("memref.dealloc") && user.getBlock() == op.getBlock()
          && reader.isBeforeInBlock(user))) {
        return null;
      }
    }
    return writes == 1 && reads == 1 ? reader : null;
  }

  /**
   * The chain to run for {@code engine}'s op reading {@code d}'s output as input {@code input}
   * by map {@code map} over {@code ranges}, or null where they cannot run as one.
   */
  static ElementwiseArith join(Deferred d, ElementwiseArith engine, Map<ElementwiseArith,
      ElementwiseArith> joined, Object[] values, int input, AffineMap map, long[] ranges) {
    if (input < 0 || values[input] != d.output || !map.equals(d.outputMap)
        || !java.util.Arrays.equals(ranges, d.ranges)) {
      return null;
    }
    // The reader's outputs may not share an allocation with what the chain reads before.
    for (int i = engine.numInputs(); i < values.length; i++) {
      for (MemRefValue in : d.inputs) {
        if (!(values[i] instanceof MemRefValue m) || m.alloc == in.alloc) {
          return null;
        }
      }
    }
    synchronized (joined) {
      return joined.computeIfAbsent(d.engine, e -> e.then(engine, input));
    }
  }

  /**
   * Operands of an engine's run, operand after operand: their bytes, origins, map results'
   * byte strides, and the memrefs (the inputs first).
   */
  record Operands(byte[][] data, long[] base, long[][] strides, MemRefValue[] memrefs) {
    /** Operand i of an op's run whose strides are {@code strides}, map after map. */
    static Operands of(byte[][] data, long[] base, long[] strides, List<AffineMap> maps,
        Object[] values) {
      long[][] each = new long[data.length][];
      MemRefValue[] memrefs = new MemRefValue[data.length];
      for (int i = 0, k = 0; i < data.length; i++) {
        int r = maps.get(i).getNumResults();
        each[i] = java.util.Arrays.copyOfRange(strides, k, k + r);
        k += r;
        memrefs[i] = (MemRefValue) values[i];
      }
      return new Operands(data.clone(), base.clone(), each, memrefs);
    }

    /** These operands but the last {@code dropLast} and {@code skip}, then {@code more}'s but its {@code skip}. */
    Operands inputsThen(int dropLast, Operands more, int skip) {
      int m = data.length - dropLast;
      int k = more.data.length - 1;
      int n = m + k;
      byte[][] d = new byte[n][];
      long[] b = new long[n];
      long[][] s = new long[n][];
      MemRefValue[] v = new MemRefValue[n];
      for (int i = 0; i < m; i++) {
        d[i] = data[i];
        b[i] = base[i];
        s[i] = strides[i];
        v[i] = memrefs[i];
      }
      for (int i = 0, at = m; i <= k; i++) {
        if (i != skip) {
          d[at] = more.data[i];
          b[at] = more.base[i];
          s[at] = more.strides[i];
          v[at++] = more.memrefs[i];
        }
      }
      return new Operands(d, b, s, v);
    }

    /** The strides, map after map. */
    long[] flatStrides() {
      int total = 0;
      for (long[] s : strides) {
        total += s.length;
      }
      long[] r = new long[total];
      int k = 0;
      for (long[] s : strides) {
        System.arraycopy(s, 0, r, k, s.length);
        k += s.length;
      }
      return r;
    }
  }

  /**
   * A chain's run put off: {@code engine} over {@code operands} (its inputs, then the output
   * {@code output}, written by {@code op} through {@code outputMap} over {@code ranges}).
   */
  static final class Deferred implements DeferredWrite {
    final ElementwiseArith engine;
    final Operands operands;
    final MemRefValue output;
    final MemRefValue[] inputs;
    final AffineMap outputMap;
    final long[] ranges;
    private final Operation op;
    private final Operation consumer;

    Deferred(ElementwiseArith engine, Operands operands, AffineMap outputMap, long[] ranges,
        Operation op, Operation consumer) {
      this.engine = engine;
      this.operands = operands;
      int n = operands.memrefs().length;
      this.output = operands.memrefs()[n - 1];
      this.inputs = java.util.Arrays.copyOf(operands.memrefs(), n - 1);
      this.outputMap = outputMap;
      this.ranges = ranges.clone();
      this.op = op;
      this.consumer = consumer;
    }

    @Override
    public Operation consumer() {
      return consumer;
    }

    @Override
    public void materialize(Execution ex) {
      engine.run(operands.data(), operands.base(), operands.flatStrides(), ranges, ex, op);
    }
  }
}
