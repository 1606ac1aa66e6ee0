package jopt.onnx;

/**
 * Why an ONNX model cannot be imported, said for a user: what is wrong and where (the node, the
 * tensor, the value), without the file name, which the caller puts in front.
 */
public final class OnnxImportException extends Exception {
  private static final long serialVersionUID = 1L;

  public OnnxImportException(String message) {
    super(message, null, false, false);
  }
}
