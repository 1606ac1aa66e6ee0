package jopt.filecheck;

/**
 * The outcome of a FileCheck run: LLVM's exit code (0 all checks passed, 1 a check failed,
 * 2 bad usage or check file) and everything FileCheck printed to standard error, which is the
 * failure message a test shows.
 */
public record Result(int exitCode, String message) {
  public boolean passed() {
    return exitCode == 0;
  }

  @Override
  public String toString() {
    return "FileCheck exit " + exitCode + (message.isEmpty() ? "" : ":\n" + message);
  }
}
