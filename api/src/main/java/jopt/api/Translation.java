package jopt.api;

import java.nio.file.Path;
import java.util.function.Consumer;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;

/**
 * A translation of a file into MLIR, registered with an {@link InputLoader} (as mlir-translate's
 * {@code TranslateToMLIRRegistration}): its name as {@code jopt-translate} spells the flag, which
 * files it takes, and how it reads them.
 */
public interface Translation {
  /** The translation's name ({@code import-onnx}). */
  String name();

  /** Whether it reads the file {@code path}, whose bytes start with {@code head}. */
  boolean accepts(Path path, byte[] head);

  /**
   * The module read from {@code path} into {@code ctx}; what the reader notes on the way (a
   * default it assumed) goes to {@code notes}.
   *
   * @throws Failure with the reason, when the file cannot be translated
   */
  Operation translate(MLIRContext ctx, Path path, Consumer<String> notes) throws Failure;

  /** A file the translation cannot read, and why. */
  final class Failure extends Exception {
    private static final long serialVersionUID = 1L;

    public Failure(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
