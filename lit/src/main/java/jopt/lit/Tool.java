package jopt.lit;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** A program the shell runs inside the JVM instead of starting a process (jopt, FileCheck). */
@FunctionalInterface
public interface Tool {
  /** Runs with {@code args} (without the program name) in {@code cwd}; returns the exit code. */
  int run(List<String> args, InputStream in, PrintStream out, PrintStream err, Path cwd,
      Map<String, String> env) throws Exception;
}
