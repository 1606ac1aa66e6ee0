package jopt.interpreter.semantics;

import jopt.interpreter.runtime.Allocation;
import jopt.interpreter.runtime.ElementCodec;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.runtime.ValuePrinter;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.FloatType;
import jopt.ir.type.MemRefType;

/**
 * Opaque ops of tests, as the interpreter gives them meaning:
 * <ul>
 *   <li>{@code "test.source"() : () -> T}: each memref result is a fresh buffer owned by the
 *       environment (never freed by the program, never a leak), element i holding
 *       {@code 1000 * n + i} for the n-th test.source run; a scalar result is n.
 *   <li>{@code "test.use"(...)}: uses every operand: memrefs must be live (their contents are not
 *       read, so they may be uninitialized); scalar values go to the trace.
 *   <li>{@code "test.write"(%m, ...)}: writes {@code 1000 * n + i} to element i of each memref.
 *   <li>{@code "test.read"(%m, ...)}: reads every element of each memref (fully checked) and puts
 *       the contents in the trace.
 * </ul>
 */
final class TestSemantics {
  private TestSemantics() {}

  static void register(SemanticsRegistry r) {
    r.registerUnregistered("test.source", TestSemantics::source);
    r.registerUnregistered("test.use", TestSemantics::use);
    r.registerUnregistered("test.write", (op, ex) -> {
      long n = ex.nextCounter();
      for (Value v : op.getOperands()) {
        if (ex.get(v) instanceof MemRefValue m) {
          fill(ex, m, n, op);
        }
      }
    });
    r.registerUnregistered("test.read", (op, ex) -> {
      StringBuilder sb = new StringBuilder("test.read");
      for (Value v : op.getOperands()) {
        if (ex.get(v) instanceof MemRefValue m) {
          MemRefAllocator.forEachIndex(m.sizes, idx -> ex.heap().read(m, idx, op, false));
          sb.append(' ').append(ValuePrinter.contents(m, ex.heap(), op));
        } else {
          sb.append(' ').append(Scalars.format(ex.get(v), v.getType()));
        }
      }
      ex.trace(sb.toString());
    });
  }

  private static void source(Operation op, Execution ex) {
    long n = ex.nextCounter();
    for (jopt.ir.OpResult res : op.getResults()) {
      Type t = res.getType();
      if (t instanceof MemRefType mt) {
        for (long s : mt.getShape()) {
          if (s < 0) {
            throw ex.error(Kind.UNSUPPORTED, op, "test.source of a dynamically shaped memref");
          }
        }
        MemRefValue m = MemRefAllocator.allocate(ex, Allocation.Kind.EXTERNAL, mt, mt.getShape(), 0, op);
        fill(ex, m, n, op);
        ex.set(res, m);
      } else if (t instanceof FloatType ft && ElementCodec.byteSize(ft) > 0) {
        ex.set(res, Scalars.round(ft, n));
      } else if (Scalars.width(t) > 0 && Scalars.width(t) <= 64) {
        ex.setInt(res, n);
      } else {
        throw ex.error(Kind.UNSUPPORTED, op, "test.source of type " + t);
      }
    }
  }

  private static void use(Operation op, Execution ex) {
    StringBuilder sb = new StringBuilder();
    for (Value v : op.getOperands()) {
      Object x = ex.get(v);
      if (x instanceof MemRefValue m) {
        ex.heap().access(m.alloc, op, "use");
      } else if (x instanceof Long || x instanceof Double) {
        sb.append(sb.length() == 0 ? "test.use " : ", ").append(Scalars.format(x, v.getType()));
      }
    }
    if (sb.length() > 0) {
      ex.trace(sb.toString());
    }
  }

  private static void fill(Execution ex, MemRefValue m, long n, Operation op) {
    long[] i = {0};
    MemRefAllocator.forEachIndex(m.sizes, idx ->
        ex.heap().write(m, idx, MemRefAllocator.scalar(m.elementType, 1000 * n + i[0]++), op));
  }
}
