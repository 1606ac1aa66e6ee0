package jopt.dialects.gpu;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/**
 * {@code #gpu.address_space<workgroup>}: a memref's memory space on a GPU (global, workgroup or
 * private), as MLIR's gpu::AddressSpaceAttr.
 */
public record AddressSpaceAttr(String keyword) implements Attribute {
  /** MLIR's AddressSpace cases, in their order. */
  public static final List<String> KEYWORDS = List.of("global", "workgroup", "private");

  public static final AddressSpaceAttr GLOBAL = new AddressSpaceAttr("global");
  public static final AddressSpaceAttr WORKGROUP = new AddressSpaceAttr("workgroup");
  public static final AddressSpaceAttr PRIVATE = new AddressSpaceAttr("private");

  public AddressSpaceAttr {
    if (!KEYWORDS.contains(keyword)) {
      throw new IllegalArgumentException("no address space " + keyword);
    }
  }

  /** The attribute of {@code keyword}, or null when it names no address space. */
  public static AddressSpaceAttr of(String keyword) {
    return KEYWORDS.contains(keyword) ? new AddressSpaceAttr(keyword) : null;
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#gpu.address_space<").append(keyword).append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
