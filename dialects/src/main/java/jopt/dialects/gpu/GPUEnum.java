package jopt.dialects.gpu;

import java.util.List;

/** The enums of the gpu dialect's ODS that have an attribute: their mnemonic, C++ name and cases. */
public enum GPUEnum {
  DIMENSION("dim", "Dimension", "a dimension, either 'x', 'y', or 'z'", List.of("x", "y", "z")),
  ALL_REDUCE_OPERATION("all_reduce_op", "AllReduceOperation",
      "built-in reduction operations supported by gpu.allreduce.",
      List.of("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
          "minimumf", "maximumf")),
  SHUFFLE_MODE("shuffle_mode", "ShuffleMode", "Indexing modes supported by gpu.shuffle.",
      List.of("xor", "up", "down", "idx"));

  private final String mnemonic;
  private final String cppName;
  private final String summary;
  private final List<String> keywords;

  GPUEnum(String mnemonic, String cppName, String summary, List<String> keywords) {
    this.mnemonic = mnemonic;
    this.cppName = cppName;
    this.summary = summary;
    this.keywords = keywords;
  }

  public String mnemonic() {
    return mnemonic;
  }

  /** The qualified C++ enum MLIR's messages name, {@code ::mlir::gpu::Dimension}. */
  public String cppName() {
    return "::mlir::gpu::" + cppName;
  }

  /** The attribute's ODS name, {@code GPU_DimensionAttr}. */
  public String odsName() {
    return "GPU_" + cppName + "Attr";
  }

  public String summary() {
    return summary;
  }

  public List<String> keywords() {
    return keywords;
  }

  /** The enum of {@code mnemonic}, or null. */
  public static GPUEnum byMnemonic(String mnemonic) {
    for (GPUEnum e : values()) {
      if (e.mnemonic.equals(mnemonic)) {
        return e;
      }
    }
    return null;
  }

  /** The attribute of {@code keyword}. */
  public GPUEnumAttr attr(String keyword) {
    return new GPUEnumAttr(this, keyword);
  }
}
