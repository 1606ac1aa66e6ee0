package jopt.interpreter.semantics;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.memref.MixedIndices;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;

/**
 * linalg on buffers: fill and copy directly, every other structured op by running its body over
 * the iteration space (in lexicographic order, so reductions accumulate in place).
 */
final class LinalgSemantics {
  private LinalgSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(NamedOps.FILL.spec(), (op, ex) -> {
      Object v = ex.get(inputs(op).get(0));
      MemRefValue out = buffer(ex, op, outputs(op).get(0));
      Object x = convert(v, out.elementType);
      if (!ex.heap().fill(out, x)) {
        MemRefAllocator.forEachIndex(out.sizes, idx -> ex.heap().write(out, idx, x, op));
      }
    });
    r.register(NamedOps.COPY.spec(), (op, ex) -> MemRefSemantics.copy(ex,
        buffer(ex, op, inputs(op).get(0)), buffer(ex, op, outputs(op).get(0)), op));
    r.register(IndexOp.SPEC, (op, ex) -> {
      long[] ivs = ex.linalgIndices();
      int dim = op.getAttr("dim") instanceof IntegerAttr a ? (int) a.getValue() : 0;
      ex.setInt(op.getResult(0), ivs[dim]);
    });
  }

  static List<Value> inputs(Operation op) {
    return MixedIndices.segment(op, 0);
  }

  static List<Value> outputs(Operation op) {
    return MixedIndices.segment(op, 1);
  }

  private static MemRefValue buffer(Execution ex, Operation op, Value v) {
    if (!(ex.get(v) instanceof MemRefValue m)) {
      throw ex.error(Kind.UNSUPPORTED, op, "linalg on tensors is not supported by the "
          + "interpreter; bufferize first");
    }
    return m;
  }

  private static Object convert(Object v, Type elementType) {
    if (elementType instanceof FloatType ft) {
      return Scalars.round(ft, v instanceof Double d ? d : (double) (Long) v);
    }
    long l = v instanceof Long x ? x : (long) (double) (Double) v;
    return Scalars.normalize(l, Scalars.width(elementType));
  }

  /**
   * A structured op on buffers (linalg.generic, linalg.map, every named op: a table row's maps
   * and body): its body over the iteration space of its indexing maps.
   */
  static void structured(Operation op, Execution ex) {
    // Read from the op's attributes and body once per interpreter, not once per run of the op
    // (a tiny transformer runs ~100 structured ops of a few microseconds each).
    Structure s = ex.compiled().derived(op, Structure.class, () -> Structure.of(op));
    structured(op, ex, s.operands(), s.numInputs(), s.maps(), s.loops(), s.reads());
  }

  /**
   * What a run of structured op {@code op} needs from its IR: its operands (inputs, then
   * inits), how many are inputs, its indexing maps, its number of loops, and which operands the
   * body reads (the others are neither read by the interpreter nor by compiled code, whatever
   * their bytes hold: MLIR's payloadUsesValueFromOperand).
   */
  private record Structure(List<Value> operands, int numInputs, List<AffineMap> maps, int loops,
      boolean[] reads) {
    static Structure of(Operation op) {
      jopt.dialects.linalg.LinalgOp l = jopt.dialects.linalg.LinalgOp.of(op);
      List<Value> operands = new ArrayList<>(l.dpsInputs());
      operands.addAll(l.dpsInits());
      // Read-only: shared by every run of the op.
      boolean[] reads = new boolean[operands.size()];
      for (int i = 0; i < reads.length; i++) {
        reads[i] = l.payloadUsesValueFromOperand(i);
      }
      return new Structure(List.copyOf(operands), l.dpsInputs().size(),
          List.copyOf(l.indexingMaps()), l.numLoops(), reads);
    }
  }

  private static void structured(Operation op, Execution ex, List<Value> operands, int numInputs,
      List<AffineMap> maps, int loops, boolean[] reads) {
    Object[] values = new Object[operands.size()];
    long[] ranges = new long[loops];
    java.util.Arrays.fill(ranges, -1);
    for (int i = 0; i < operands.size(); i++) {
      values[i] = ex.get(operands.get(i));
      if (values[i] instanceof MemRefValue m) {
        List<AffineExpr> results = maps.get(i).getResults();
        for (int j = 0; j < results.size(); j++) {
          if (results.get(j) instanceof AffineDimExpr d && ranges[d.position()] < 0) {
            ranges[d.position()] = m.sizes[j];
          }
        }
      } else if (i >= numInputs) {
        buffer(ex, op, operands.get(i));
      }
    }
    for (int d = 0; d < loops; d++) {
      if (ranges[d] < 0) {
        throw ex.error(Kind.UNSUPPORTED, op, "cannot infer the range of loop " + d);
      }
    }
    if (compiled(op, ex, operands, values, maps, ranges, loops, numInputs, reads)) {
      return;
    }
    long[] saved = ex.linalgIndices();
    try {
      MemRefAllocator.forEachIndex(ranges, ivs -> {
        ex.setLinalgIndices(ivs);
        List<Object> args = new ArrayList<>(values.length);
        long[][] points = new long[values.length][];
        for (int i = 0; i < values.length; i++) {
          if (values[i] instanceof MemRefValue m) {
            points[i] = AffineScalars.eval(maps.get(i), ivs, new long[0]);
            MemRefAllocator.checkIndices(ex, m, points[i], op);
            // An operand the body never reads is not read (MLIR's payloadUsesValueFromOperand):
            // it may hold anything, fresh memory (a pooling window) or another buffer's bytes
            // in a shared arena. It must still be live and in bounds.
            if (!reads[i]) {
              ex.heap().checkAccess(m, points[i], op, i < numInputs ? "use" : "write");
              args.add(null);
            } else {
              args.add(ex.heap().read(m, points[i], op, false));
            }
          } else {
            args.add(values[i]);
          }
        }
        for (int i = 0; i < args.size(); i++) {
          if (args.get(i) == null) {
            args.set(i, placeholder(((MemRefValue) values[i]).elementType));
          }
        }
        List<Object> yielded = ex.runPayload(op.getRegion(0), args);
        for (int k = 0; k < yielded.size(); k++) {
          int i = numInputs + k;
          ex.heap().write((MemRefValue) values[i], points[i], yielded.get(k), op);
        }
      });
    } finally {
      ex.setLinalgIndices(saved);
    }
  }

  /** Runs the op compiled when it is hot enough and can be ({@link CompiledRunner}). */
  private static boolean compiled(Operation op, Execution ex, List<Value> operands,
      Object[] values, List<AffineMap> maps, long[] ranges, int loops, int numInputs,
      boolean[] reads) {
    return ex.semantics().compiler().runStructured(op, ex, new CompiledRunner.StructuredRun(
        operands, values, maps, ranges, loops, numInputs, reads));
  }

  private static Object placeholder(Type t) {
    return t instanceof FloatType ? (Object) 0.0 : (Object) 0L;
  }
}
