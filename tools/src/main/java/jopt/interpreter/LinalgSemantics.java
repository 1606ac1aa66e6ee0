package jopt.interpreter;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.memref.MixedIndices;
import jopt.interpreter.RuntimeError.Kind;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;

/**
 * linalg on buffers: fill and copy directly, matmul and generic by running their body over
 * the iteration space (in lexicographic order, so reductions accumulate in place).
 */
final class LinalgSemantics {
  private LinalgSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register("linalg.fill", (op, ex) -> {
      Object v = ex.get(inputs(op).get(0));
      MemRefValue out = buffer(ex, op, outputs(op).get(0));
      Object x = convert(v, out.elementType);
      MemRefs.forEachIndex(out.sizes, idx -> ex.heap().write(out, idx, x, op));
    });
    r.register("linalg.copy", (op, ex) -> MemRefSemantics.copy(ex,
        buffer(ex, op, inputs(op).get(0)), buffer(ex, op, outputs(op).get(0)), op));
    r.register("linalg.matmul", (op, ex) -> {
      List<AffineMap> maps = maps(op);
      if (maps == null) {
        maps = List.of(map3(0, 2), map3(2, 1), map3(0, 1));
      }
      structured(op, ex, maps, 3);
    });
    r.register("linalg.generic", (op, ex) -> {
      List<AffineMap> maps = maps(op);
      int loops = maps.isEmpty() ? 0 : maps.get(0).getNumDims();
      structured(op, ex, maps, loops);
    });
    r.register("linalg.index", (op, ex) -> {
      long[] ivs = ex.linalgIndices();
      int dim = op.getAttr("dim") instanceof IntegerAttr a ? (int) a.getValue() : 0;
      ex.setInt(op.getResult(0), ivs[dim]);
    });
  }

  private static AffineMap map3(int a, int b) {
    return AffineMap.get(3, 0, AffineDimExpr.get(a), AffineDimExpr.get(b));
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

  private static List<AffineMap> maps(Operation op) {
    if (!(op.getAttr("indexing_maps") instanceof ArrayAttr a)) {
      return null;
    }
    List<AffineMap> maps = new ArrayList<>();
    for (Attribute e : a.getValue()) {
      maps.add(((AffineMapAttr) e).value());
    }
    return maps;
  }

  private static void structured(Operation op, Execution ex, List<AffineMap> maps, int loops) {
    structured(op, ex, inputs(op), outputs(op), maps, loops);
  }

  /**
   * Any other structured op (linalg.map, the named elementwise ops...) on buffers: its body over
   * the iteration space of its indexing maps.
   */
  static void linalgOp(Operation op, Execution ex) {
    jopt.dialects.linalg.LinalgOp l = jopt.dialects.linalg.LinalgOp.of(op);
    structured(op, ex, l.dpsInputs(), l.dpsInits(), l.indexingMaps(), l.numLoops());
  }

  private static void structured(Operation op, Execution ex, List<Value> ins, List<Value> outs,
      List<AffineMap> maps, int loops) {
    List<Value> operands = new ArrayList<>(ins);
    operands.addAll(outs);
    int numInputs = ins.size();
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
    jopt.ir.Block body = op.getRegion(0).front();
    long[] saved = ex.linalgIndices();
    try {
      MemRefs.forEachIndex(ranges, ivs -> {
        ex.setLinalgIndices(ivs);
        List<Object> args = new ArrayList<>(values.length);
        long[][] points = new long[values.length][];
        for (int i = 0; i < values.length; i++) {
          if (values[i] instanceof MemRefValue m) {
            points[i] = maps.get(i).eval(ivs, new long[0]);
            MemRefs.checkIndices(ex, m, points[i], op);
            // An output the body never reads is not read (MLIR's payloadUsesValueFromOperand):
            // it may hold anything, fresh memory or another buffer's bytes in a shared arena.
            if (i >= numInputs && body.getArgument(i).useEmpty()) {
              ex.heap().checkAccess(m, points[i], op);
              args.add(null);
            } else {
              args.add(ex.heap().read(m, points[i], op, false));
            }
          } else {
            args.add(values[i]);
          }
        }
        for (int i = numInputs; i < args.size(); i++) {
          if (args.get(i) == null) {
            args.set(i, placeholder(((MemRefValue) values[i]).elementType));
          }
        }
        List<Object> yielded = ex.runRegion(op.getRegion(0), args);
        for (int k = 0; k < yielded.size(); k++) {
          int i = numInputs + k;
          ex.heap().write((MemRefValue) values[i], points[i], yielded.get(k), op);
        }
      });
    } finally {
      ex.setLinalgIndices(saved);
    }
  }

  private static Object placeholder(Type t) {
    return t instanceof FloatType ? (Object) 0.0 : (Object) 0L;
  }
}
