package jopt.dialects.onnx;

import jopt.ir.Attribute;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * The ODS attribute constraints ONNX-MLIR declares its op attributes with, and their summaries
 * as MLIR reports a failed constraint ({@code attribute 'axis' failed to satisfy constraint:
 * 64-bit signed integer attribute}).
 */
public enum AttrKind implements jopt.ir.ods.AttrConstraint {
  /** SI64Attr: {@code 0 : si64}. */
  SI64("64-bit signed integer attribute"),
  /** F32Attr: {@code 1.0 : f32}. */
  F32("32-bit float attribute"),
  /** StrAttr: {@code "NOTSET"}. */
  STR("string attribute"),
  /** I64ArrayAttr: {@code [0, 2, 3, 1]}. */
  I64S("64-bit integer array attribute"),
  /** F32ArrayAttr: {@code [1.0 : f32]}. */
  F32S("32-bit float array attribute"),
  /** StrArrayAttr: {@code ["a", "b"]}. */
  STRS("string array attribute"),
  /** TypeAttr: {@code f16}. */
  TYPE("any type attribute"),
  /** ElementsAttr: {@code dense<...> : tensor<...>} or {@code dense_resource<...>}. */
  ELEMENTS("constant vector/tensor attribute"),
  /** SymbolRefAttr: {@code @main_graph} (or a nested {@code @m::@f}). */
  SYMBOL("symbol reference attribute"),
  /** UnitAttr: {@code {value}}. */
  UNIT("unit attribute"),
  /** ArrayAttr of any elements: ONNX's lists of tensors, sparse tensors and type protos. */
  ANY_ARRAY("array attribute");

  private final String summary;

  AttrKind(String summary) {
    this.summary = summary;
  }

  @Override
  public String summary() {
    return summary;
  }

  /** ONNX-MLIR keeps its attributes in the attribute dictionary: any attribute can be stored. */
  @Override
  public boolean isStorageKind(Attribute a) {
    return matches(a);
  }

  @Override
  public boolean test(Attribute a) {
    return matches(a);
  }

  public boolean matches(Attribute a) {
    return switch (this) {
      case SI64 -> isSI64(a);
      case F32 -> isF32(a);
      case STR -> a instanceof StringAttr;
      case I64S -> a instanceof ArrayAttr arr && arr.value().stream().allMatch(AttrKind::isI64);
      case F32S -> a instanceof ArrayAttr arr && arr.value().stream().allMatch(AttrKind::isF32);
      case STRS -> a instanceof ArrayAttr arr && arr.value().stream().allMatch(e -> e instanceof StringAttr);
      case TYPE -> a instanceof TypeAttr;
      case ELEMENTS -> a instanceof DenseElementsAttr || a instanceof DenseResourceElementsAttr;
      case SYMBOL -> a instanceof SymbolRefAttr;
      case UNIT -> a instanceof UnitAttr;
      case ANY_ARRAY -> a instanceof ArrayAttr;
    };
  }

  static boolean isSI64(Attribute a) {
    return a instanceof IntegerAttr i && !(a instanceof jopt.ir.attr.BoolAttr)
        && i.getType() instanceof IntegerType t && t.getWidth() == 64 && t.isSigned();
  }

  static boolean isI64(Attribute a) {
    return a instanceof IntegerAttr i && !(a instanceof jopt.ir.attr.BoolAttr)
        && i.getType() instanceof IntegerType t && t.getWidth() == 64 && t.isSignless();
  }

  static boolean isF32(Attribute a) {
    return a instanceof FloatAttr f && f.getType() == FloatType.F32;
  }
}
