package jopt.passmanager;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A list of passes anchored on one op name ({@code func.func}), or on any op. Nested managers
 * live inside {@link OpToOpPassAdaptor} entries of the list, as in MLIR.
 */
public class OpPassManager {
  /** Whether adding a pass for another op nests a manager implicitly (pass flags) or fails. */
  public enum Nesting {
    IMPLICIT,
    EXPLICIT
  }

  public static final String ANY = "any";

  private final String opName;
  private final Nesting nesting;
  private final List<Pass> passes = new ArrayList<>();
  private OpPassManager origin = this;
  /** The context {@link Pass#runPipeline} last initialized the passes for (run again: not again). */
  jopt.ir.MLIRContext initializedFor;

  /** {@code opName}: the anchor, or {@link #ANY}. */
  public OpPassManager(String opName, Nesting nesting) {
    this.opName = opName;
    this.nesting = nesting;
  }

  public OpPassManager(String opName) {
    this(opName, Nesting.EXPLICIT);
  }

  /** The anchor op name, or null when the manager is op-agnostic. */
  public String getOpName() {
    return ANY.equals(opName) ? null : opName;
  }

  /** The anchor as written in pipelines: the op name or {@code any}. */
  public String getOpAnchorName() {
    return opName;
  }

  public Nesting getNesting() {
    return nesting;
  }

  public List<Pass> getPasses() {
    return Collections.unmodifiableList(passes);
  }

  public int size() {
    return passes.size();
  }

  /** Adds a manager for ops named {@code nestedName} inside the ops this one runs on. */
  public OpPassManager nest(String nestedName) {
    OpPassManager nested = new OpPassManager(nestedName, nesting);
    passes.add(new OpToOpPassAdaptor(nested));
    return nested;
  }

  public OpPassManager nestAny() {
    return nest(ANY);
  }

  /**
   * Adds {@code pass}. A pass for another op than the anchor is nested implicitly under
   * {@link Nesting#IMPLICIT}; under {@link Nesting#EXPLICIT} that is an error.
   *
   * @throws IllegalArgumentException with MLIR's message when the pass cannot be added
   */
  public void addPass(Pass pass) {
    String passOp = pass.getOpName();
    String pmOp = getOpName();
    if (pmOp != null && passOp != null && !pmOp.equals(passOp)) {
      if (nesting == Nesting.IMPLICIT) {
        nest(passOp).addPass(pass);
        return;
      }
      throw new IllegalArgumentException("Can't add pass '" + pass.getName() + "' restricted to '"
          + passOp + "' on a PassManager intended to run on '" + opName
          + "', did you intend to nest?");
    }
    passes.add(pass);
  }

  /** Adds {@code pass} in a (new) manager nested on {@code nestedName}. */
  public void addNestedPass(String nestedName, Pass pass) {
    nest(nestedName).addPass(pass);
  }

  /** Adds a nested manager as one adaptor entry (used by the pipeline parser). */
  void addNested(OpPassManager nested) {
    passes.add(new OpToOpPassAdaptor(nested));
  }

  /** Merges adjacent adaptors into one, as MLIR's finalizePassList does before running. */
  void finalizePassList() {
    List<Pass> merged = new ArrayList<>();
    for (Pass p : passes) {
      if (p instanceof OpToOpPassAdaptor a && !merged.isEmpty()
          && merged.get(merged.size() - 1) instanceof OpToOpPassAdaptor last
          && last.canMerge(a)) {
        last.mergeFrom(a);
        continue;
      }
      merged.add(p);
    }
    passes.clear();
    passes.addAll(merged);
    for (Pass p : passes) {
      if (p instanceof OpToOpPassAdaptor a) {
        a.finalizeNested();
      }
    }
  }

  void appendFinalized(Pass p) {
    passes.add(p);
  }

  /** A deep copy with cloned passes, for a worker thread; {@link #getOrigin()} is this. */
  OpPassManager cloneForThread() {
    OpPassManager copy = new OpPassManager(opName, nesting);
    copy.origin = origin;
    for (Pass p : passes) {
      copy.passes.add(p.clonePass());
    }
    return copy;
  }

  /** The manager this one was copied from (itself when not a copy). */
  public OpPassManager getOrigin() {
    return origin;
  }

  /** {@code anchor(pass-a, pass-b{...})}. */
  public void printAsTextualPipeline(StringBuilder sb) {
    sb.append(opName).append('(');
    printPassList(sb);
    sb.append(')');
  }

  void printPassList(StringBuilder sb) {
    for (int i = 0; i < passes.size(); i++) {
      if (i > 0) {
        sb.append(',');
      }
      passes.get(i).printAsTextualPipeline(sb);
    }
  }

  /** The indented form of {@code --dump-pass-pipeline}. */
  public void printIndented(StringBuilder sb, int indent) {
    sb.append(opName).append("(\n");
    for (int i = 0; i < passes.size(); i++) {
      sb.append("  ".repeat(indent + 1));
      Pass p = passes.get(i);
      if (p instanceof OpToOpPassAdaptor a) {
        a.printIndented(sb, indent + 1);
      } else {
        p.printAsTextualPipeline(sb);
      }
      sb.append(i + 1 < passes.size() ? ",\n" : "\n");
    }
    sb.append("  ".repeat(indent)).append(')');
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    printAsTextualPipeline(sb);
    return sb.toString();
  }
}
