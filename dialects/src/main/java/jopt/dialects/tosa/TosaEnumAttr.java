package jopt.dialects.tosa;

import java.util.List;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.ods.AttrConstraint;

/**
 * A TOSA enum attribute ({@code Tosa_I32EnumAttr}, assembly format {@code `<` $value `>`}):
 * {@code #tosa.nan_mode<IGNORE>}, {@code #tosa.rounding_mode<SINGLE_ROUND>}, ...; {@link Kind}
 * lists the enums with their cases as MLIR 22 declares them.
 */
public record TosaEnumAttr(Kind kind, String value) implements Attribute {
  /** The enums: mnemonic, C++ name, ODS summary, cases. */
  public enum Kind {
    NAN_MODE("nan_mode", "NanPropagationMode", "Supported NaN propagation strategies", "PROPAGATE", "IGNORE"),
    ROUNDING_MODE("rounding_mode", "RoundingMode", "Supported rounding modes", "SINGLE_ROUND",
        "INEXACT_ROUND", "DOUBLE_ROUND"),
    RESIZE_MODE("resize_mode", "ResizeMode", "Supported resize/upsampling strategies", "NEAREST_NEIGHBOR",
        "BILINEAR"),
    BLOCK_SIZE("block_size", "BlockSize", "Block size for the block_scaled formats", "BLOCK_SIZE_1",
        "BLOCK_SIZE_32"),
    LEVEL("level", "Level", "supported TOSA levels", "none", "8k"),
    PROFILE("prof", "Profile", "supported TOSA profiles", "pro_int", "pro_fp", "none"),
    SPECIFICATION_VERSION("specification_version", "SpecificationVersion", "TOSA specification version", "1.0",
        "1.1.draft");

    private final String mnemonic;
    private final String cppName;
    private final String summary;
    private final List<String> cases;
    private final AttrConstraint constraint;

    Kind(String mnemonic, String cppName, String summary, String... cases) {
      this.mnemonic = mnemonic;
      this.cppName = cppName;
      this.summary = summary;
      this.cases = List.of(cases);
      this.constraint = AttrConstraint.ofKind(summary, a -> a instanceof TosaEnumAttr e && e.kind() == this);
    }

    public String mnemonic() {
      return mnemonic;
    }

    public String cppName() {
      return cppName;
    }

    public String summary() {
      return summary;
    }

    public List<String> cases() {
      return cases;
    }

    /** The attribute constraint of this enum (its ODS summary; any attribute of the kind). */
    public AttrConstraint constraint() {
      return constraint;
    }

    /** The attribute of case {@code value}, or null when the enum has no such case. */
    public TosaEnumAttr get(String value) {
      return cases.contains(value) ? new TosaEnumAttr(this, value) : null;
    }

    /** The enum of a mnemonic, or null. */
    public static Kind of(String mnemonic) {
      for (Kind k : values()) {
        if (k.mnemonic.equals(mnemonic)) {
          return k;
        }
      }
      return null;
    }
  }

  public static final TosaEnumAttr PROPAGATE = new TosaEnumAttr(Kind.NAN_MODE, "PROPAGATE");

  public TosaEnumAttr {
    Objects.requireNonNull(kind);
    Objects.requireNonNull(value);
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#tosa.").append(kind.mnemonic()).append('<').append(value).append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
