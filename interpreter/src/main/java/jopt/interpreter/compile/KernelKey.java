package jopt.interpreter.compile;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.MemRefType;

/**
 * What a structured op's kernel depends on, as a string: the op's name, indexing maps, loop
 * order and operand kinds (a memref's element type and rank, not its sizes, strides or offset,
 * which the kernel takes at run time), and its body op by op (names, attributes, types, and
 * which value each operand is: a block argument, an earlier result, a value from outside).
 * Structurally equal ops (a model's every ReLU, every bias add of one rank) get one kernel, one
 * class for the JIT to warm up, instead of one each. The ops themselves, for faults and the
 * clock, are the kernel's sites argument ({@link #sites}).
 */
final class KernelKey {
  private KernelKey() {}

  static String of(Operation op, List<Value> operands, List<AffineMap> maps, int[] order,
      int numInputs, List<Value> captures, boolean checksTags) {
    StringBuilder sb = new StringBuilder(op.getName());
    sb.append(" order=").append(java.util.Arrays.toString(order)).append(" inputs=")
        .append(numInputs).append(" tags=").append(checksTags);
    for (AffineMap m : maps) {
      sb.append(" map=").append(m);
    }
    for (Value v : operands) {
      sb.append(" operand=").append(erased(v.getType()));
    }
    Map<Value, String> names = new IdentityHashMap<>();
    for (int c = 0; c < captures.size(); c++) {
      names.put(captures.get(c), "c" + c);
      sb.append(" capture=").append(erased(captures.get(c).getType()));
    }
    Block body = op.getRegion(0).front();
    for (int a = 0; a < body.getNumArguments(); a++) {
      names.put(body.getArgument(a), "a" + a);
      sb.append(" arg=").append(body.getArgument(a).getType());
    }
    int k = 0;
    for (Operation o = body.getFirstOp(); o != null; o = o.getNextNode(), k++) {
      sb.append("\n").append(o.getName()).append(' ').append(o.getAttrDictionary()).append(" (");
      for (Value v : o.getOperands()) {
        sb.append(names.getOrDefault(v, "?")).append(',');
      }
      sb.append(") -> (");
      for (int r = 0; r < o.getNumResults(); r++) {
        names.put(o.getResult(r), "r" + k + "." + r);
        sb.append(o.getResult(r).getType()).append(',');
      }
      sb.append(") regions=").append(o.getNumRegions());
    }
    return sb.toString();
  }

  /** A type with a memref's sizes and layout left out. */
  private static String erased(Type t) {
    return t instanceof MemRefType m ? "memref<rank " + m.getRank() + " of " + m.getElementType()
        + ">" : t.toString();
  }

  /** The op, then its body's ops in order: what a shared kernel's sites argument holds. */
  static Operation[] sites(Operation op) {
    List<Operation> ops = new java.util.ArrayList<>();
    ops.add(op);
    for (Operation o = op.getRegion(0).front().getFirstOp(); o != null; o = o.getNextNode()) {
      ops.add(o);
    }
    return ops.toArray(new Operation[0]);
  }

  /** The index of each op of {@link #sites}. */
  static Map<Operation, Integer> siteIndex(Operation[] sites) {
    Map<Operation, Integer> m = new IdentityHashMap<>();
    for (int i = 0; i < sites.length; i++) {
      m.put(sites[i], i);
    }
    return m;
  }
}
