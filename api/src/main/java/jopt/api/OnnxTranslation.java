package jopt.api;

import java.nio.file.Path;
import java.util.function.Consumer;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.onnx.ImportOptions;
import jopt.onnx.OnnxImportException;
import jopt.onnx.OnnxImporter;

/**
 * {@code import-onnx}: an ONNX model (a {@code .onnx} file, or a file starting as a ModelProto
 * does) into onnx-mlir's onnx dialect, with its external data read beside it and its inputs'
 * shapes fixed as the import options say.
 */
public record OnnxTranslation(ImportOptions options) implements Translation {
  /** Models imported as they are written. */
  public static final OnnxTranslation DEFAULT = new OnnxTranslation(ImportOptions.NONE);

  @Override
  public String name() {
    return "import-onnx";
  }

  @Override
  public boolean accepts(Path path, byte[] head) {
    return OnnxImporter.isOnnx(path, head);
  }

  @Override
  public Operation translate(MLIRContext ctx, Path path, Consumer<String> notes) throws Failure {
    try {
      OnnxImporter.Result r = OnnxImporter.importFile(path, ctx, options);
      r.notes().forEach(notes);
      return r.module();
    } catch (OnnxImportException e) {
      throw new Failure(e.getMessage(), e);
    }
  }
}
