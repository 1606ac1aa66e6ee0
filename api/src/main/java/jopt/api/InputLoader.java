package jopt.api;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import jopt.parser.SourceFile;

/**
 * What loads an input for every jopt tool and for {@link Jopt#load}: a file one of the
 * registered {@link Translation}s accepts (an ONNX model) is translated by it, anything else is
 * parsed as MLIR text. Messages of a translation read as the tools print them:
 * {@code model.onnx: note: ...} and {@code model.onnx: error: ...}; a parse reports through the
 * context's diagnostics.
 */
public final class InputLoader {
  private final List<Translation> translations;

  public InputLoader(List<Translation> translations) {
    this.translations = List.copyOf(translations);
  }

  /** MLIR text and ONNX models, imported with {@code onnx}'s options. */
  public static InputLoader of(jopt.onnx.ImportOptions onnx) {
    return new InputLoader(List.of(new OnnxTranslation(onnx)));
  }

  /** MLIR text and ONNX models, imported as they are written. */
  public static InputLoader defaults() {
    return new InputLoader(List.of(OnnxTranslation.DEFAULT));
  }

  /** The translation that reads the file {@code path} starting with {@code head}, or null (MLIR text; standard input: null path). */
  public Translation translationFor(Path path, byte[] head) {
    if (path == null) {
      return null;
    }
    for (Translation t : translations) {
      if (t.accepts(path, head)) {
        return t;
      }
    }
    return null;
  }

  /** The translation called {@code name}, or null. */
  public Translation lookup(String name) {
    return translations.stream().filter(t -> t.name().equals(name)).findFirst().orElse(null);
  }

  /** The names of the registered translations. */
  public List<String> names() {
    return translations.stream().map(Translation::name).toList();
  }

  /**
   * Loads the input {@code name} (the file {@code path}, null for standard input, whose bytes
   * are {@code bytes}) into {@code ctx}: translated, or parsed and verified. Null on failure,
   * reported to {@code err} or to the context's diagnostics.
   */
  public Operation load(MLIRContext ctx, String name, Path path, byte[] bytes, PrintStream err) {
    Translation t = translationFor(path, bytes);
    return t != null ? translate(t, ctx, name, path, err)
        : Parser.parseSource(ctx, SourceFile.ofUtf8(name, bytes));
  }

  /**
   * The module {@code t} reads from {@code path} into {@code ctx}, its notes printed to
   * {@code err} as {@code name: note: ...}; null after printing {@code name: error: ...}.
   */
  public static Operation translate(Translation t, MLIRContext ctx, String name, Path path,
      PrintStream err) {
    try {
      return t.translate(ctx, path, note -> err.println(name + ": note: " + note));
    } catch (Translation.Failure e) {
      err.println(name + ": error: " + e.getMessage());
      return null;
    }
  }
}
