package jopt.memquality;

import java.util.ArrayList;
import java.util.List;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.tools.run.PipelineCheck;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.RuntimeError;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import jopt.parser.Parser;

/**
 * Runs programs and pipeline outputs in the reference interpreter: the input with leaks allowed
 * (it has no deallocations), every output with every check on, compared with the input's run.
 * Outputs of both sides are parsed from text by jopt, so a pipeline is judged only by the IR it
 * prints.
 */
final class Measurer {
  private final InterpreterOptions options;

  Measurer(InterpreterOptions options) {
    this.options = options;
  }

  /** The input's run (leaks allowed); throws when the input itself faults. */
  ExecutionResult runInput(BenchProgram p) {
    Operation module = parse(p.text(), p.name() + ".mlir", new ArrayList<>());
    if (module == null) {
      throw new IllegalArgumentException(p.name() + " does not parse or verify");
    }
    ExecutionResult r = new Interpreter(module, options.withCheckLeaks(false)).run("main",
        p.args());
    if (!r.ok()) {
      throw new IllegalArgumentException(p.name() + " faults: " + r.errors().get(0).getMessage());
    }
    return r;
  }

  /** The cell of one output: runs it and compares it with the input's run. */
  Cell measure(BenchProgram p, ExecutionResult before, Transformer.Output out) {
    if (out.failure() != null) {
      return Cell.failed(out.failure());
    }
    List<Diagnostic> diags = new ArrayList<>();
    Operation module;
    try {
      module = parse(out.text(), p.name() + ".out.mlir", diags);
    } catch (RuntimeException e) {
      return Cell.failed("jopt cannot read the output: internal error: " + e, out.text());
    }
    if (module == null) {
      return Cell.failed("jopt cannot read the output: " + Transformer.first(diags), out.text());
    }
    ExecutionResult after;
    try {
      after = new Interpreter(module, options).run("main", p.args());
    } catch (RuntimeException | StackOverflowError e) {
      return Cell.failed("interpreter internal error: " + e, out.text());
    }
    int leaks = 0;
    int doubleFrees = 0;
    for (RuntimeError e : after.errors()) {
      leaks += e.getKind() == RuntimeError.Kind.LEAK ? 1 : 0;
      doubleFrees += e.getKind() == RuntimeError.Kind.DOUBLE_FREE ? 1 : 0;
    }
    // Leaks are found after the entry returned; any other fault stops the run.
    boolean completed = leaks == after.errors().size();
    String diff = completed ? PipelineCheck.compare(before, after) : "the run stopped at a fault";
    String failure = null;
    if (!after.ok()) {
      RuntimeError e = after.errors().get(0);
      failure = "the output faults: " + e.getKind() + ": " + e.getMessage()
          + (after.errors().size() > 1 ? " (and " + (after.errors().size() - 1) + " more)" : "");
    } else if (diff != null) {
      failure = "the output computes something else: " + diff;
    }
    return new Cell(failure, after.stats(), diff == null, leaks, doubleFrees, out.text());
  }

  private static Operation parse(String text, String name, List<Diagnostic> diags) {
    MLIRContext ctx = Transformer.context(diags);
    Operation module = Parser.parseSourceString(ctx, text, name);
    return module != null && Verifier.verify(module) ? module : null;
  }
}
