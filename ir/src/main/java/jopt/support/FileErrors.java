package jopt.support;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why a file could not be opened, in the system's words as mlir-opt prints them ("No such file or
 * directory", "Permission denied"): the JDK's exceptions for those carry the file's name (as the
 * process resolved it, which a jopt server's request would show) instead.
 */
public final class FileErrors {
  private FileErrors() {}

  /** The words for {@code e}. */
  public static String reason(Exception e) {
    if (e instanceof NoSuchFileException) {
      return "No such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "Permission denied";
    }
    if (e instanceof NotDirectoryException) {
      return "Not a directory";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }
}
