package jopt.support;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * A file a tool writes ({@code -o}, a plan report, a dump), as LLVM's ToolOutputFile: created or
 * truncated when opened, so that a name that cannot be written fails before the work; written to
 * a temporary file beside it and renamed over it on {@link #commit}, so that no reader (and no
 * later run) ever sees part of it; removed when the run fails or is cancelled, as ToolOutputFile
 * removes it (and LLVM's RemoveFileOnSignal on Ctrl-C), unless another run has replaced it since.
 * A name that is not a regular file (a device, a pipe) is written in place, as is a file whose
 * directory takes no new file.
 */
public final class OutputFile implements Closeable {
  private final Invocation invocation;
  /** The file renamed over: the name's real path, links followed, as writing to it would. */
  private final Path target;
  /** The file as opened (its inode): removed on failure only while the name still holds it. */
  private final Object key;
  /** Where the bytes go before the commit; null when written in place. */
  private final Path temporary;
  private final Set<PosixFilePermission> permissions;
  private final OutputStream stream;
  /** Guarded by this: the commit and the cancellation exclude each other. */
  private boolean committed;
  private boolean ended;

  private OutputFile(Invocation invocation, Path target, Object key, Path temporary,
      Set<PosixFilePermission> permissions, OutputStream stream) {
    this.invocation = invocation;
    this.target = target;
    this.key = key;
    this.temporary = temporary;
    this.permissions = permissions;
    this.stream = stream;
  }

  static OutputFile open(Invocation invocation, Path name) throws IOException {
    boolean existed = Files.exists(name);
    // Opening it is the check that it can be written, and truncates it, as mlir-opt does.
    OutputStream direct = Files.newOutputStream(name, StandardOpenOption.CREATE,
        StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
    BasicFileAttributes a = Files.readAttributes(name, BasicFileAttributes.class);
    if (!a.isRegularFile()) {
      return new OutputFile(invocation, name, null, null, null, direct);
    }
    direct.close();
    Path target = name.toRealPath();
    Set<PosixFilePermission> created = existed ? null : invocation.creationPermissions(false);
    if (created != null) {
      Files.setPosixFilePermissions(target, created);
    }
    Set<PosixFilePermission> perms = Files.getPosixFilePermissions(target);
    Path temporary;
    try {
      temporary = Files.createTempFile(target.getParent(), "." + target.getFileName() + ".",
          ".tmp");
    } catch (AccessDeniedException e) {
      // A directory that takes no new file, a file that may be written: in place.
      return new OutputFile(invocation, target, a.fileKey(), null, null,
          Files.newOutputStream(target, StandardOpenOption.WRITE,
              StandardOpenOption.TRUNCATE_EXISTING));
    }
    return new OutputFile(invocation, target, a.fileKey(), temporary, perms,
        Files.newOutputStream(temporary));
  }

  /** Where the bytes go (unbuffered). */
  public OutputStream stream() {
    return stream;
  }

  /**
   * Puts the bytes written in place of the file; false when the run was cancelled first (nothing
   * is then written).
   */
  public boolean commit() throws IOException {
    synchronized (this) {
      if (ended) {
        return committed;
      }
      try {
        stream.close();
        if (temporary != null) {
          Files.setPosixFilePermissions(temporary, permissions);
          Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING,
              StandardCopyOption.ATOMIC_MOVE);
        }
        committed = true;
      } catch (IOException e) {
        removeQuietly(temporary);
        removeTargetQuietly();
        throw e;
      } finally {
        end();
      }
    }
    return true;
  }

  /** Drops what was written and removes the file, as a failed run's; nothing after a commit. */
  public void discard() {
    synchronized (this) {
      if (ended) {
        return;
      }
      try {
        stream.close();
      } catch (IOException e) {
        // removed below either way
      }
      removeQuietly(temporary);
      removeTargetQuietly();
      end();
    }
  }

  /** The run was cancelled: as {@link #discard}; a commit after it writes nothing. */
  void cancel() {
    discard();
  }

  /** Discards the file unless it was committed. */
  @Override
  public void close() {
    discard();
  }

  private void end() {
    ended = true;
    invocation.closed(this);
  }

  /**
   * Removes the file as LLVM's sys::fs::remove would, a regular file only (never {@code -o
   * /dev/null}, which a run as root would otherwise delete), and only while it is the one this run
   * opened: a later run's file, renamed into place since, stays.
   */
  private void removeTargetQuietly() {
    if (key == null) {
      return;
    }
    try {
      BasicFileAttributes now = Files.readAttributes(target, BasicFileAttributes.class,
          LinkOption.NOFOLLOW_LINKS);
      if (now.isRegularFile() && key.equals(now.fileKey())) {
        Files.deleteIfExists(target);
      }
    } catch (IOException e) {
      // gone already, or it cannot be removed: as ToolOutputFile, it stays
    }
  }

  private static void removeQuietly(Path p) {
    if (p == null) {
      return;
    }
    try {
      Files.deleteIfExists(p);
    } catch (IOException e) {
      // a temporary file that cannot be removed: nothing else refers to it
    }
  }
}
