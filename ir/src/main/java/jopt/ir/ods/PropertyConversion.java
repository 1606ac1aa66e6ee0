package jopt.ir.ods;

import java.util.function.Function;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.NamedAttrList;
import jopt.ir.asm.ParseException;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.NamedAttribute;

/**
 * What MLIR does with the attributes of a registered op written in generic form: inherent
 * attributes given in the attribute dictionary must satisfy their constraints
 * (verifyInherentAttrs), and the {@code <{...}>} properties are converted into the op's property
 * storage, which rejects an attribute of the wrong kind and drops names the op does not have.
 * Both go through the attributes in the order of their names, as MLIR's generated code does.
 * The same conversion reads a custom form's {@code prop-dict}.
 */
public final class PropertyConversion {
  private PropertyConversion() {}

  /**
   * Checks {@code attrs} (the dictionary) and moves the known entries of {@code properties}
   * (may be null) into it; {@code error} makes the exception to throw for a message.
   */
  public static void apply(OpFormatSpec spec, NamedAttrList attrs, NamedAttrList properties,
      Function<String, ParseException> error) {
    for (AttrDef a : spec.attributesByName()) {
      Attribute v = attrs.get(a.name());
      if (v != null && isSegmentSizes(a.name())) {
        // Not a declared attribute: MLIR moves it into the property, dropping a wrong kind.
        if (!a.constraint().isStorageKind(v)) {
          attrs.remove(a.name());
        } else if (a.defaultValue() instanceof DenseArrayAttr d && ((DenseArrayAttr) v).size() != d.size()) {
          // MLIR's setInherentAttr ignores segment sizes of another length: the property stays 0s.
          attrs.set(a.name(), d);
        }
        continue;
      }
      if (v != null && !a.constraint().test(v)) {
        throw error.apply("'" + spec.name() + "' op attribute '" + a.name()
            + "' failed to satisfy constraint: " + a.constraint().summary());
      }
    }
    if (properties == null) {
      return;
    }
    String prefix = "invalid properties " + AttrTypePrinter.print(properties.toDictionary()) + " for op "
        + spec.name() + ": ";
    if (spec.attributes().isEmpty()) {
      throw error.apply(prefix + "this operation does not support properties");
    }
    for (AttrDef a : spec.attributesByName()) {
      Attribute v = properties.get(a.name());
      if (v == null) {
        continue;
      }
      if (!a.constraint().isStorageKind(v) && isSegmentSizes(a.name())) {
        throw error.apply(prefix + "expected DenseI32ArrayAttr for key `value`");
      }
      if (!a.constraint().isStorageKind(v)) {
        throw error.apply(prefix + "Invalid attribute `" + a.name() + "` in property conversion: "
            + AttrTypePrinter.print(v));
      }
      if (a.defaultValue() instanceof DenseArrayAttr d && isSegmentSizes(a.name())
          && ((DenseArrayAttr) v).size() != d.size()) {
        throw error.apply(prefix + "size mismatch in attribute conversion: " + ((DenseArrayAttr) v).size()
            + " vs " + d.size());
      }
    }
    for (NamedAttribute na : properties.asList()) {
      AttrDef a = spec.attribute(na.name());
      if (a == null) {
        continue;
      }
      if (a.constraint() == AttrConstraints.UNIT_PROP) {
        // A UnitProp reads a unit or bool attribute; false is no attribute.
        Attribute v = AttrConstraints.normalizeUnitProp(na.value());
        if (v == null) {
          attrs.remove(na.name());
        } else {
          attrs.set(na.name(), v);
        }
        continue;
      }
      attrs.set(na.name(), na.value());
    }
  }

  private static boolean isSegmentSizes(String name) {
    return name.equals(OpSpec.OPERAND_SEGMENT_SIZES) || name.equals(OpSpec.RESULT_SEGMENT_SIZES);
  }
}
