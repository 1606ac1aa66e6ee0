package jopt.passes.bufferization.oneshot;

/** The layout given to memref types that bufferization cannot infer (MLIR's LayoutMapOption). */
public enum LayoutMapOption {
  INFER_LAYOUT_MAP("infer-layout-map"),
  IDENTITY_LAYOUT_MAP("identity-layout-map"),
  FULLY_DYNAMIC_LAYOUT_MAP("fully-dynamic-layout-map");

  private final String spelling;

  LayoutMapOption(String spelling) {
    this.spelling = spelling;
  }

  public String spelling() {
    return spelling;
  }

  /** The option of this spelling, or null. */
  public static LayoutMapOption parse(String s) {
    for (LayoutMapOption o : values()) {
      if (o.spelling.equals(s)) {
        return o;
      }
    }
    return null;
  }
}
