package jopt.dialects.onnx;

/**
 * Shapes that cannot be: operands that do not broadcast, a window larger than its input, a
 * reshape to another element count. The importer reports it as an error of the node, the
 * lowering as the reason an op is not lowered.
 */
public final class ShapeError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ShapeError(String message) {
    super(message, null, false, false);
  }
}
