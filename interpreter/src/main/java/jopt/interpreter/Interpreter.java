package jopt.interpreter;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.interpreter.compile.Compilation;
import jopt.interpreter.runtime.Allocation;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.Heap;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.LlvmAggregate;
import jopt.interpreter.runtime.LlvmPointer;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.Ownership;
import jopt.interpreter.runtime.RecycledBytes;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.RuntimeError;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.runtime.ValuePrinter;
import jopt.interpreter.semantics.CompiledCode;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.OpProfile;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.MemRefType;

/**
 * The reference interpreter: runs a function of a module op by op on an instrumented
 * {@link Heap}, reporting use after free, double free, invalid frees, leaks, out-of-bounds
 * accesses, reads of uninitialized memory and reads of bytes written through another buffer.
 *
 * <pre>{@code
 * ExecutionResult r = new Interpreter(module).run("main", List.of(3L));
 * if (!r.ok()) ... r.errors().get(0).getDiagnostic() ...
 * }</pre>
 */
public final class Interpreter {
  private final InterpreterOptions options;
  private final SemanticsRegistry semantics;
  private final Map<String, Operation> functions = new HashMap<>();
  private final CompiledCode compiled;
  private final OpProfile profile;
  /** Large buffers' arrays from run to run (see {@link Heap#recycle}). */
  private final RecycledBytes recycled = RecycledBytes.forThisJvm();

  public Interpreter(Operation module) {
    this(module, InterpreterOptions.defaults(), Compilation.defaults());
  }

  public Interpreter(Operation module, InterpreterOptions options) {
    this(module, options, Compilation.defaults());
  }

  public Interpreter(Operation module, InterpreterOptions options, SemanticsRegistry semantics) {
    this(module, options, semantics, new CompiledCode());
  }

  /**
   * An interpreter whose compiled code goes into {@code compiled}, which interpreters of other
   * modules may share (its entries are per op, or shared by structurally equal ops).
   */
  public Interpreter(Operation module, InterpreterOptions options, SemanticsRegistry semantics,
      CompiledCode compiled) {
    this.compiled = compiled;
    this.options = options;
    this.semantics = semantics;
    this.profile = options.profile() ? new OpProfile() : null;
    if (module.getNumRegions() > 0 && !module.getRegion(0).isEmpty()) {
      for (Operation op : module.getRegion(0).front().getOpList()) {
        String name = Execution.symbolName(op);
        if (name != null) {
          functions.put(name, op);
        }
      }
    }
  }

  public CompiledCode compiled() {
    return compiled;
  }

  /** The time of each op of the runs so far, when the options ask for it; else null. */
  public OpProfile profile() {
    return profile;
  }

  /** The signature of function {@code name}, or null when there is no such func.func. */
  public FunctionType signature(String name) {
    Operation f = functions.get(name);
    return f != null && f.getName().equals("func.func")
        && f.getAttr("function_type") instanceof jopt.ir.attr.TypeAttr t
        && t.value() instanceof FunctionType ft ? ft : null;
  }

  /**
   * Runs function {@code entry} (without '@'). Integer arguments are Numbers, floats Numbers,
   * memrefs {@link BufferArgument}s. Program faults come back in the result, never thrown.
   */
  public ExecutionResult run(String entry, List<?> args) {
    Execution ex = new Execution(semantics, functions::get, compiled, options, profile, recycled);
    List<Object> rendered = new ArrayList<>();
    List<RuntimeError> errors = new ArrayList<>();
    List<Object> values = new ArrayList<>();
    Operation func = functions.get(entry);
    FunctionType sig = signature(entry);
    if (func == null || sig == null) {
      throw new IllegalArgumentException("no function named '@" + entry + "'");
    }
    if (args.size() != sig.getInputs().size()) {
      throw new IllegalArgumentException("@" + entry + " takes " + sig.getInputs().size()
          + " arguments, got " + args.size());
    }
    boolean ranClean = false;
    Set<Allocation> returned = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    boolean recyclable = true;
    try {
      List<Object> in = new ArrayList<>();
      for (int i = 0; i < args.size(); i++) {
        in.add(argument(ex, sig.getInputs().get(i), args.get(i), i));
      }
      List<Object> out = ex.call(func, in, func);
      values.addAll(out);
      // The caller reads the results after every step of the run.
      ex.heap().setNow(ex.steps() + 1);
      Operation ret = func.getRegion(0).isEmpty() ? func : func.getRegion(0).front().getTerminator();
      for (int i = 0; i < out.size(); i++) {
        Object v = out.get(i);
        Type t = sig.getResults().get(i);
        if (v instanceof MemRefValue m && ex.heap().readableAsIs(m)) {
          // Read later, when asked for: the reads can no longer fault, and what they note (the
          // buffer accessed at the end) is noted now.
          ex.heap().access(m.alloc, ret, "read");
          rendered.add(new LazyText(() -> ValuePrinter.render(v, t, ex.heap(), ret)));
        } else {
          rendered.add(ValuePrinter.render(v, t, ex.heap(), ret));
        }
        if (v instanceof MemRefValue m) {
          returned.add(m.alloc);
        } else if (v instanceof Ownership o && !o.isNull()) {
          returned.add(o.allocation());
        } else if (v instanceof LlvmPointer || v instanceof LlvmAggregate) {
          recyclable = false; // may point into any buffer
        }
      }
      ranClean = true;
      if (options.checkLeaks()) {
        for (Allocation a : ex.heap().allocations()) {
          if (a.kind() == Allocation.Kind.HEAP && !a.isFreed() && !returned.contains(a)) {
            errors.add(ex.heap().error(Kind.LEAK, a.allocOp(), "leak: " + a.describe()
                + " is never freed").build());
          }
        }
      }
    } catch (RuntimeError e) {
      errors.add(e);
    } finally {
      if (!ranClean) {
        compiled.forgetKeptBytes();
      }
      ex.heap().endRun(returned, recyclable);
    }
    return new ExecutionResult(new LazyText.Texts(rendered), List.copyOf(ex.trace()), ex.heap().stats(), ex.steps(),
        errors, ex.out().toString(), ex.err().toString(),
        errors.isEmpty() ? List.copyOf(values) : List.of(), ex.heap().peakBuffers());
  }

  private Object argument(Execution ex, Type t, Object arg, int index) {
    int w = Scalars.width(t);
    if (w > 0 && arg instanceof Number n) {
      return Scalars.normalize(n.longValue(), w);
    }
    if (t instanceof FloatType ft && arg instanceof Number n) {
      return Scalars.round(ft, n.doubleValue());
    }
    if (t instanceof MemRefType mt && arg instanceof BufferArgument b) {
      return MemRefAllocator.argument(ex, mt, b);
    }
    throw new IllegalArgumentException("argument #" + index + " of type " + t
        + " cannot be given as " + arg);
  }
}
