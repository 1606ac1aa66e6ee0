package jopt.dialects.gpu;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.interfaces.DeviceMappingAttrInterface;

/**
 * MLIR's GPU device mapping attributes, which scf.forall's {@code mapping} carries:
 * {@code #gpu.block<x>}, {@code #gpu.warpgroup<y>}, {@code #gpu.warp<z>}, {@code #gpu.thread<x>},
 * {@code #gpu.lane<linear_dim_0>} (a MappingId each) and {@code #gpu.memory_space<workgroup>}
 * (an address space).
 */
public record MappingAttr(String mnemonic, String keyword) implements DeviceMappingAttrInterface {
  /** MLIR's MappingId cases, in their order. */
  static final List<String> MAPPING_IDS = List.of("x", "y", "z", "linear_dim_0", "linear_dim_1",
      "linear_dim_2", "linear_dim_3", "linear_dim_4", "linear_dim_5", "linear_dim_6",
      "linear_dim_7", "linear_dim_8", "linear_dim_9");

  /** The mnemonics with a MappingId parameter. */
  private static final List<String> ID_MNEMONICS = List.of("block", "warpgroup", "warp", "thread",
      "lane");

  /** Whether {@code mnemonic} names a mapping attribute. */
  static boolean isMapping(String mnemonic) {
    return ID_MNEMONICS.contains(mnemonic) || mnemonic.equals("memory_space");
  }

  /** The cases of the mnemonic's parameter. */
  static List<String> cases(String mnemonic) {
    return mnemonic.equals("memory_space") ? AddressSpaceAttr.KEYWORDS : MAPPING_IDS;
  }

  /** The C++ name of the mnemonic's parameter type, as MLIR's messages give it. */
  static String cppName(String mnemonic) {
    return mnemonic.equals("memory_space") ? "::mlir::gpu::AddressSpace" : "::mlir::gpu::MappingId";
  }

  /** The ODS name of the mnemonic's attribute: GPUThreadMappingAttr for thread. */
  static String odsName(String mnemonic) {
    String name = mnemonic.equals("memory_space") ? "MemorySpace"
        : Character.toUpperCase(mnemonic.charAt(0)) + mnemonic.substring(1);
    return "GPU" + name + "MappingAttr";
  }

  /** The name of the mnemonic's parameter. */
  static String parameter(String mnemonic) {
    return mnemonic.equals("memory_space") ? "address_space" : mnemonic;
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#gpu.").append(mnemonic).append('<').append(keyword).append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
