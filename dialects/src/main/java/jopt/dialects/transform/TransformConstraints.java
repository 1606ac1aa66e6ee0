package jopt.dialects.transform;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.type.IntegerType;

/** The type and enum constraints of the transform dialect's ODS, with MLIR's summaries. */
final class TransformConstraints {
  private TransformConstraints() {}

  /** TransformHandleTypeInterface: parsed in formats as the interface (no C++ name). */
  static final TypeConstraint HANDLE = iface("TransformHandleTypeInterface instance",
      TransformType.Interface.HANDLE);
  /** TransformValueHandleTypeInterface. */
  static final TypeConstraint VALUE_HANDLE = iface("TransformValueHandleTypeInterface instance",
      TransformType.Interface.VALUE_HANDLE);
  /** TransformParamTypeInterface. */
  static final TypeConstraint PARAM = iface("TransformParamTypeInterface instance",
      TransformType.Interface.PARAM);
  /** Transform_AnyHandleOrParamType. */
  static final TypeConstraint HANDLE_OR_PARAM = TypeConstraint.of("any transform handle or parameter",
      t -> TransformType.interfaceOf(t) != null);
  /** linalg's TransformAnyParamTypeOrAnyHandle. */
  static final TypeConstraint PARAM_OR_OP_HANDLE = TypeConstraint.of(
      "transform any param type or any handle type", t -> TransformType.isHandle(t) || TransformType.isParam(t));

  private static TypeConstraint iface(String summary, TransformType.Interface i) {
    return TypeConstraint.of(summary, t -> TransformType.interfaceOf(t) == i)
        .withStorageKind(new TypeConstraint.TypeKind(null, t -> TransformType.interfaceOf(t) == i));
  }

  /** ODS's SymbolRefArrayAttr. */
  static final AttrConstraint SYMBOL_REF_ARRAY = AttrConstraint.of("symbol ref array attribute",
      a -> a instanceof jopt.ir.attr.ArrayAttr, a -> a instanceof jopt.ir.attr.ArrayAttr arr
          && arr.getValue().stream().allMatch(e -> e instanceof jopt.ir.attr.SymbolRefAttr));

  /** FailurePropagationMode. */
  static final AttrConstraint FAILURE_PROPAGATION_MODE = new I32Enum("failure_propagation_mode",
      "Silenceable error propagation policy", List.of("propagate", "suppress"), 1);
  /** linalg's MatchInterfaceEnum. */
  static final AttrConstraint MATCH_INTERFACE = new I32Enum("interface",
      "An interface to match", List.of("LinalgOp", "TilingInterface", "LoopLikeInterface"), 0);
  /** bufferization's LayoutMapOption. */
  static final AttrConstraint LAYOUT_MAP_OPTION = new I32Enum("function_boundary_type_conversion",
      "option for map layout", List.of("InferLayoutMap", "IdentityLayoutMap", "FullyDynamicLayoutMap"), 0);

  /**
   * An I32EnumAttr: an i32 integer whose value names a case (cases numbered from {@code first}),
   * written in formats as the case's keyword or string, read with ODS's messages for the
   * attribute {@code attrName}.
   */
  record I32Enum(String attrName, String summary, List<String> cases, int first) implements AttrConstraint {
    IntegerAttr of(String keyword) {
      return IntegerAttr.get(IntegerType.get(32), cases.indexOf(keyword) + first);
    }

    @Override
    public boolean isStorageKind(Attribute attr) {
      return attr instanceof IntegerAttr i && i.getType().equals(IntegerType.get(32))
          && i.getValue() >= first && i.getValue() < first + cases.size();
    }

    @Override
    public boolean test(Attribute attr) {
      return isStorageKind(attr);
    }

    @Override
    public void printInFormat(OpAsmPrinter p, Attribute a) {
      p.print(cases.get((int) ((IntegerAttr) a).getValue() - first));
    }

    @Override
    public Attribute parseInFormat(OpAsmParser p) {
      SourceLoc loc = p.getCurrentLocation();
      String kw = p.parseOptionalKeyword(cases);
      if (kw == null) {
        kw = p.parseOptionalString();
      }
      if (kw == null) {
        throw p.emitError(loc, "expected string or keyword containing one of the following enum values for"
            + " attribute '" + attrName + "' [" + String.join(", ", cases) + "]");
      }
      if (!cases.contains(kw)) {
        throw p.emitError(loc, "invalid " + attrName + " attribute specification: \"" + kw + '"');
      }
      return of(kw);
    }
  }
}
