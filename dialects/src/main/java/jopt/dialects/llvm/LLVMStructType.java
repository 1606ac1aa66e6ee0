package jopt.dialects.llvm;

import java.util.List;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.support.Strings;
import jopt.ir.Type;

/**
 * {@code !llvm.struct<(ptr, i64)>}, {@code !llvm.struct<packed (i8, i32)>}: a literal struct
 * (null {@code name}); or an identified one, {@code !llvm.struct<"name", (i32)>},
 * {@code !llvm.struct<"name", opaque>}, or a reference to an enclosing identified struct of
 * the same name inside its own body, {@code struct<"name">} (null {@code body}, not opaque).
 * Identified structs are values here (name and body), not context-unique as in MLIR.
 */
public record LLVMStructType(String name, List<Type> body, boolean packed, boolean opaque)
    implements LLVMType {
  public LLVMStructType {
    body = body == null ? null : List.copyOf(body);
    if (name == null) {
      Objects.requireNonNull(body, "a literal struct has a body");
      if (opaque) {
        throw new IllegalArgumentException("a literal struct cannot be opaque");
      }
    }
  }

  /** {@code !llvm.struct<(elements)>}. */
  public static LLVMStructType literal(List<Type> elements) {
    return new LLVMStructType(null, elements, false, false);
  }

  /** {@code !llvm.struct<packed (elements)>}. */
  public static LLVMStructType packed(List<Type> elements) {
    return new LLVMStructType(null, elements, true, false);
  }

  public boolean isIdentified() {
    return name != null;
  }

  /** The element types; empty for an opaque struct or a recursive reference. */
  public List<Type> elements() {
    return body == null ? List.of() : body;
  }

  @Override
  public void printBody(AttrTypePrinter p) {
    p.append("struct<");
    if (name != null) {
      StringBuilder quoted = new StringBuilder();
      Strings.printEscaped(quoted, name);
      p.append(quoted.toString());
      if (body == null && !opaque) {
        p.append('>');
        return;
      }
      p.append(", ");
    }
    if (opaque) {
      p.append("opaque>");
      return;
    }
    if (packed) {
      p.append("packed ");
    }
    p.append('(');
    for (int i = 0; i < body.size(); i++) {
      if (i > 0) {
        p.append(", ");
      }
      LLVMType.printNested(p, body.get(i));
    }
    p.append(")>");
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LLVMStructType r && Objects.equals(name, r.name)
        && Objects.equals(body, r.body)
        && packed == r.packed
        && opaque == r.opaque;
  }

  @Override
  public int hashCode() {
    int h = Objects.hashCode(name);
    h = 31 * h + Objects.hashCode(body);
    h = 31 * h + Boolean.hashCode(packed);
    h = 31 * h + Boolean.hashCode(opaque);
    return h;
  }
}
