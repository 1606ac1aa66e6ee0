package jopt.dialects.xegpu;

import java.util.List;

/**
 * The enum attributes of the xegpu dialect: their mnemonic, C++ enum, ODS name, cases and
 * summary, and whether their assembly is {@code <case>} ({@code #xegpu.cache_hint<cached>}) or
 * the bare case ({@code #xegpu<memory_space slm>}).
 */
public enum XeGPUEnum {
  CACHE_HINT("cache_hint", "CachePolicy", "XeGPU_CacheHintAttr", true,
      "Describe the cache settings for prefetch/load/store operators",
      List.of("cached", "uncached", "streaming", "read_invalidate", "write_back", "write_through")),
  MEMORY_SPACE("memory_space", "MemorySpace", "XeGPU_MemorySpaceAttr", false,
      "Describe the location of data described by a `TensorDesc`:\n"
          + "                 Global device memory (`Global`) or Shared local memory (`SLM`).",
      List.of("global", "slm")),
  FENCE_SCOPE("fence_scope", "FenceScope", "XeGPU_FenceScopeAttr", false,
      "Describes the scope of fence.\n"
          + "                    \"workgroup\" means that the scope is within each work group.\n"
          + "                    \"gpu\" means the scope is across work groups within the gpu.",
      List.of("workgroup", "gpu"));

  private final String mnemonic;
  private final String cppName;
  private final String odsName;
  private final boolean angled;
  private final String summary;
  private final List<String> cases;

  XeGPUEnum(String mnemonic, String cppName, String odsName, boolean angled, String summary, List<String> cases) {
    this.mnemonic = mnemonic;
    this.cppName = cppName;
    this.odsName = odsName;
    this.angled = angled;
    this.summary = summary;
    this.cases = cases;
  }

  public String mnemonic() {
    return mnemonic;
  }

  /** The qualified C++ enum MLIR's messages name, {@code ::mlir::xegpu::CachePolicy}. */
  public String cppName() {
    return "::mlir::xegpu::" + cppName;
  }

  public String odsName() {
    return odsName;
  }

  /** Whether the case is written in angle brackets ({@code `<` $value `>`}). */
  public boolean angled() {
    return angled;
  }

  public String summary() {
    return summary;
  }

  public List<String> cases() {
    return cases;
  }

  /** The enum of {@code mnemonic}, or null. */
  public static XeGPUEnum byMnemonic(String mnemonic) {
    for (XeGPUEnum e : values()) {
      if (e.mnemonic.equals(mnemonic)) {
        return e;
      }
    }
    return null;
  }

  /** The attribute of {@code keyword}. */
  public XeGPUEnumAttr attr(String keyword) {
    return new XeGPUEnumAttr(this, keyword);
  }
}
