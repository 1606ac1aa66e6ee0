package jopt.onnx;

/**
 * Why an ONNX model cannot be imported, said for a user: what is wrong and where (the node, the
 * tensor, the value), without the file name, which the caller puts in front.
 */
public final class OnnxImportException extends Exception {
  private static final long serialVersionUID = 1L;
  /** The shapes the values have contradict an op or a declared type: the model is well formed. */
  private final boolean ofShapes;

  public OnnxImportException(String message) {
    this(message, false);
  }

  private OnnxImportException(String message, boolean ofShapes) {
    super(message, null, false, false);
    this.ofShapes = ofShapes;
  }

  /** A contradiction of shapes: a well-formed model that cannot run at the shapes its values have. */
  static OnnxImportException ofShapes(String message) {
    return new OnnxImportException(message, true);
  }

  /** Whether the model cannot run at these shapes, rather than being malformed. */
  boolean isOfShapes() {
    return ofShapes;
  }

  /** The same failure, said with {@code prefix} (where it happened) in front. */
  OnnxImportException prefixed(String prefix) {
    return new OnnxImportException(prefix + getMessage(), ofShapes);
  }
}
