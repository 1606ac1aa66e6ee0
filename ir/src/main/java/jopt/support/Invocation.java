package jopt.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;

/**
 * One run of a tool, and what it owns outside the IR: the working directory its relative names
 * are resolved against, the mask the files it creates get, the output files it has open, and its
 * cancellation. A process running one tool has the process's own ({@link #process()}); a jopt
 * server runs each request with the caller's directory and umask ({@link #of}), which the JVM
 * cannot take on itself: one working directory and one umask serve every thread.
 *
 * <p>Cancellation: {@link #cancel} (the server's watcher, when its client went away or asked) or an
 * interrupt of the thread that checks. Parsing, verifying, printing, every pass and the
 * interpreter call {@link #checkCancelled} at their steps; worker threads, which an interrupt of
 * the request's thread does not reach, see the flag. After {@code cancel} returns, no output file
 * of the run is committed.
 */
public final class Invocation {
  /** The umask of a process that has not said: the process's own applies to what it creates. */
  public static final int PROCESS_UMASK = -1;

  private final Path workingDirectory;
  private final int umask;
  private final boolean removeOutputsOnSignal;
  private volatile boolean cancelled;
  /** Output files opened and not yet committed or discarded; guarded by this. */
  private final List<OutputFile> open = new ArrayList<>();
  /** Whether the shutdown hook that cancels the run on a signal is registered; guarded by this. */
  private boolean hooked;

  private Invocation(Path workingDirectory, int umask, boolean removeOutputsOnSignal) {
    this.workingDirectory = workingDirectory;
    this.umask = umask;
    this.removeOutputsOnSignal = removeOutputsOnSignal;
  }

  /**
   * A tool that is its process's only work (bin/jopt without the server): the process's directory
   * and umask, and output files removed when the process is ended by a signal (Ctrl-C), as LLVM's
   * RemoveFileOnSignal removes a ToolOutputFile's.
   */
  public static Invocation process() {
    return new Invocation(null, PROCESS_UMASK, true);
  }

  /** A run inside a larger program (a library user's, a test): the process's directory and umask. */
  public static Invocation embedded() {
    return new Invocation(null, PROCESS_UMASK, false);
  }

  /**
   * A run for a caller in {@code workingDirectory} (null: the process's) whose files are created
   * with {@code umask} ({@link #PROCESS_UMASK}: the process's).
   */
  public static Invocation of(Path workingDirectory, int umask) {
    return new Invocation(workingDirectory, umask, false);
  }

  /** The directory relative names are resolved against; null: the process's. */
  public Path workingDirectory() {
    return workingDirectory;
  }

  /** The file {@code name} names for this run. */
  public Path resolve(String name) {
    return FileBytes.resolve(workingDirectory, name);
  }

  /**
   * The permissions a file or directory this run creates must have, or null when the process's
   * umask gives them already.
   */
  Set<PosixFilePermission> creationPermissions(boolean directory) {
    if (umask == PROCESS_UMASK) {
      return null;
    }
    int mode = (directory ? 0777 : 0666) & ~umask;
    Set<PosixFilePermission> perms = EnumSet.noneOf(PosixFilePermission.class);
    PosixFilePermission[] bits = PosixFilePermission.values(); // OWNER_READ .. OTHERS_EXECUTE
    for (int i = 0; i < 9; i++) {
      if ((mode & (0400 >> i)) != 0) {
        perms.add(bits[i]);
      }
    }
    return perms;
  }

  /**
   * Opens the output file {@code name} (relative to the working directory) as LLVM's
   * ToolOutputFile does: created or truncated now, written in full or not at all
   * ({@link OutputFile}).
   */
  public OutputFile openOutput(String name) throws IOException {
    // Under the lock, so that a cancellation (the watcher's, or a signal's shutdown hook) waits for
    // a file being created and then removes it: a signal can never leave one behind.
    synchronized (this) {
      checkCancelled();
      if (removeOutputsOnSignal && !hooked) {
        // Before any file exists: once the JVM shuts down no hook can be added, and the run ends
        // here (as the signal would have ended it) instead of creating a file nothing removes.
        try {
          Runtime.getRuntime().addShutdownHook(new Thread(this::cancel, "jopt-remove-outputs"));
        } catch (IllegalStateException shuttingDown) {
          cancelled = true;
          throw new CancellationException("cancelled: the process is ending");
        }
        hooked = true;
      }
      OutputFile f = OutputFile.open(this, resolve(name));
      open.add(f);
      return f;
    }
  }

  /** Writes the whole file {@code name}: {@link #openOutput}, the bytes, commit. */
  public void writeFile(String name, byte[] bytes) throws IOException {
    try (OutputFile f = openOutput(name)) {
      f.stream().write(bytes);
      f.commit();
    }
  }

  /** Makes the directory {@code name} and its parents, with this run's umask. */
  public Path createDirectories(String name) throws IOException {
    Path dir = resolve(name);
    Path missing = dir.toAbsolutePath();
    List<Path> made = new ArrayList<>();
    while (missing != null && !Files.isDirectory(missing)) {
      made.add(0, missing);
      missing = missing.getParent();
    }
    Set<PosixFilePermission> perms = creationPermissions(true);
    for (Path p : made) {
      Files.createDirectory(p);
      if (perms != null) {
        Files.setPosixFilePermissions(p, perms);
      }
    }
    return dir;
  }

  /** Forgets {@code f}: committed or discarded. */
  synchronized void closed(OutputFile f) {
    open.remove(f);
  }

  /**
   * Cancels the run: from now on its checks throw, and no output file of it is committed (those
   * open are discarded: removed, as a failed run's). Safe from any thread.
   */
  public void cancel() {
    List<OutputFile> files;
    synchronized (this) {
      cancelled = true;
      files = new ArrayList<>(open);
    }
    for (OutputFile f : files) {
      f.cancel();
    }
  }

  /** Whether the run was cancelled or its thread interrupted. */
  public boolean isCancelled() {
    return cancelled || Thread.currentThread().isInterrupted();
  }

  /** A cancelled run's end at one of its steps: a {@link CancellationException}. */
  public void checkCancelled() {
    if (cancelled) {
      throw new CancellationException("cancelled");
    }
    if (Thread.currentThread().isInterrupted()) {
      cancel();
      throw new CancellationException("cancelled");
    }
  }
}
