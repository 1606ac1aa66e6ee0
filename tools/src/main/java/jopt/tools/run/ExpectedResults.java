package jopt.tools.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.io.ArrayFiles;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.Ownership;

/** jopt-run's {@code --expect}: each result against a .npy or .pb file, within the tolerances. */
final class ExpectedResults {
  private ExpectedResults() {}

  /**
   * Whether the results match (files named relative to {@code dir}, null: the process's
   * directory); reports each mismatch (an error) on {@code err}. */
  static boolean match(PrintStream err, JoptRunOptions opts, ExecutionResult r, Path dir) {
    if (opts.expect().isEmpty()) {
      return true;
    }
    // The ownership indicators a deallocation pipeline adds to the entry's results are not the
    // program's results: the files are compared with the others, in order.
    List<Object> values = r.values().stream().filter(v -> !(v instanceof Ownership)).toList();
    if (opts.expect().size() != values.size()) {
      err.println(JoptRunCommandLine.NAME + ": error: " + opts.expect().size()
          + " files given with --expect, the entry returns " + values.size() + " results");
      return false;
    }
    boolean ok = true;
    for (int i = 0; i < values.size(); i++) {
      String file = opts.expect().get(i);
      if (!(values.get(i) instanceof MemRefValue m)) {
        err.println(JoptRunCommandLine.NAME + ": error: result #" + i + " is not a tensor or memref");
        ok = false;
        continue;
      }
      try {
        String diff = ArrayFiles.compare(m, TensorProtoFile.readArrayFile(jopt.support.FileBytes.resolve(dir, file)), opts.rtol(), opts.atol());
        if (diff != null) {
          err.println(JoptRunCommandLine.NAME + ": error: result #" + i + " does not match '" + file
              + "': " + diff);
          ok = false;
        }
      } catch (IOException | java.nio.file.InvalidPathException e) {
        err.println(JoptRunCommandLine.NAME + ": error: cannot read '" + file + "': " + e.getMessage());
        ok = false;
      }
    }
    return ok;
  }
}
