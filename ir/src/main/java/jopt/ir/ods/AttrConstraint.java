package jopt.ir.ods;

import java.util.function.Predicate;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.TypeAttr;

/**
 * A constraint on an attribute or property, as an ODS Attr: the storage kind an attribute must
 * have to be stored in the property at all (MLIR's property conversion; {@code BoolAttr},
 * {@code DenseI64ArrayAttr}, ...), a predicate on top of it, and the summary MLIR puts into
 * "attribute 'x' failed to satisfy constraint: SUMMARY".
 */
public interface AttrConstraint {
  /** Whether {@code attr} has the storage kind (MLIR's convertFromAttribute succeeds). */
  boolean isStorageKind(Attribute attr);

  /** Whether {@code attr} satisfies the constraint. */
  boolean test(Attribute attr);

  String summary();

  /** The type every attribute of this constraint has ({@code i64} for I64Attr), or null. */
  default Type valueType() {
    return null;
  }

  /**
   * Prints the attribute as a variable of an assembly format: without its type when the
   * constraint implies it ({@code 4}, not {@code 4 : i64}); a type attribute as its type.
   */
  default void printInFormat(OpAsmPrinter p, Attribute a) {
    if (valueType() != null || a instanceof TypeAttr) {
      p.printAttributeWithoutType(a);
    } else {
      p.printAttribute(a);
    }
  }

  /** Parses the attribute as a variable of an assembly format. */
  default Attribute parseInFormat(OpAsmParser p) {
    Type t = valueType();
    jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
    Attribute a = t == null ? p.parseAttribute() : p.parseAttribute(t);
    // As ODS parses into the constraint's storage class: another kind is an error where it starts.
    if (!isStorageKind(a)) {
      throw p.emitError(loc, "invalid kind of attribute specified");
    }
    return a;
  }

  /** Parses the attribute if one starts here (the anchor of an optional group), else null. */
  default Attribute parseOptionalInFormat(OpAsmParser p) {
    Type t = valueType();
    jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
    Attribute a = t == null ? p.parseOptionalAttribute() : p.parseOptionalAttribute(t);
    if (a != null && !isStorageKind(a)) {
      throw p.emitError(loc, "invalid kind of attribute specified");
    }
    return a;
  }

  /** This constraint's attributes all have {@code type}: formats print them without it. */
  default AttrConstraint withValueType(Type type) {
    return new Forwarding(this) {

      @Override
      public Type valueType() {
        return type;
      }
    };
  }

  /**
   * This constraint, printed and parsed as a variable of an assembly format by {@code print} and
   * {@code parse}: the attribute's own syntax (DenseArrayAttr's {@code [1, 2]}, an enum's keyword).
   */
  default AttrConstraint withFormat(java.util.function.BiConsumer<OpAsmPrinter, Attribute> print,
      java.util.function.Function<OpAsmParser, Attribute> parse) {
    return withFormat(print, parse, null);
  }

  /**
   * As {@link #withFormat(java.util.function.BiConsumer, java.util.function.Function)}, with
   * {@code parseOptional} reading the attribute as the anchor of an optional group (null when
   * none starts here); a null {@code parseOptional} keeps the default.
   */
  default AttrConstraint withFormat(java.util.function.BiConsumer<OpAsmPrinter, Attribute> print,
      java.util.function.Function<OpAsmParser, Attribute> parse,
      java.util.function.Function<OpAsmParser, Attribute> parseOptional) {
    return new Forwarding(this) {

      @Override
      public Type valueType() {
        return base().valueType();
      }

      @Override
      public void printInFormat(OpAsmPrinter p, Attribute a) {
        print.accept(p, a);
      }

      @Override
      public Attribute parseInFormat(OpAsmParser p) {
        return parse.apply(p);
      }

      @Override
      public Attribute parseOptionalInFormat(OpAsmParser p) {
        return parseOptional != null ? parseOptional.apply(p) : super.parseOptionalInFormat(p);
      }
    };
  }

  /**
   * This constraint in an assembly format as ODS parses an attribute of a storage class (an
   * attribute interface or a dialect attribute): any attribute, then "invalid kind of
   * attribute specified" when it has another kind.
   */
  default AttrConstraint parsedAsStorageKind() {
    return parsedAsStorageKind(null);
  }

  /**
   * As {@link #parsedAsStorageKind()}, the attribute parsed with {@code type} (ODS passes
   * {@code NoneType} for a builtin ArrayAttr, so that a bare integer literal is "not valid for
   * specified type"); null parses it without one.
   */
  default AttrConstraint parsedAsStorageKind(Type type) {
    return new Forwarding(this) {

      @Override
      public Attribute parseInFormat(OpAsmParser p) {
        jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
        Attribute a = type == null ? p.parseAttribute() : p.parseAttribute(type);
        if (!base().isStorageKind(a)) {
          throw p.emitError(loc, "invalid kind of attribute specified");
        }
        return a;
      }
    };
  }

  static AttrConstraint of(String summary, Predicate<Attribute> storageKind, Predicate<Attribute> predicate) {
    return new Simple(summary, storageKind, predicate);
  }

  /** Any attribute of the storage kind. */
  static AttrConstraint ofKind(String summary, Predicate<Attribute> storageKind) {
    return new Simple(summary, storageKind, storageKind);
  }

  /** This constraint narrowed by {@code extra}, summarized as {@code summary} (ODS's ConfinedAttr). */
  default AttrConstraint confined(String summary, Predicate<Attribute> extra) {
    AttrConstraint base = this;
    AttrConstraint confined = of(summary, base::isStorageKind, a -> base.test(a) && extra.test(a));
    return base.valueType() == null ? confined : confined.withValueType(base.valueType());
  }

  /**
   * A constraint that forwards the storage kind, the predicate and the summary to another: the
   * base of the variants above and of a dialect's (each overrides what it changes; the format and
   * the value type are the interface's defaults unless overridden).
   */
  abstract class Forwarding implements AttrConstraint {
    private final AttrConstraint base;

    protected Forwarding(AttrConstraint base) {
      this.base = base;
    }

    protected final AttrConstraint base() {
      return base;
    }

    @Override
    public boolean isStorageKind(Attribute attr) {
      return base.isStorageKind(attr);
    }

    @Override
    public boolean test(Attribute attr) {
      return base.test(attr);
    }

    @Override
    public String summary() {
      return base.summary();
    }
  }

  record Simple(String summary, Predicate<Attribute> storageKind, Predicate<Attribute> predicate)
      implements AttrConstraint {
    @Override
    public boolean isStorageKind(Attribute attr) {
      return storageKind.test(attr);
    }

    @Override
    public boolean test(Attribute attr) {
      return predicate.test(attr);
    }
  }
}
