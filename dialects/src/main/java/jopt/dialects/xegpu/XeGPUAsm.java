package jopt.dialects.xegpu;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.gpu.GPUDialect;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.ods.AttrConstraints;

/**
 * The parsers of the xegpu attributes and types, as the code ODS generates for them (and
 * XeGPUDialect.cpp's hand-written ones): the same syntax, diagnostics and places.
 */
final class XeGPUAsm {
  private XeGPUAsm() {}

  /** A parameter of a struct: its name, its C++ type (for messages) and its parser. */
  private record Param(String name, String cppType, java.util.function.Function<OpAsmParser, Attribute> parser) {}

  /** Parses {@code #xegpu.mnemonic<...>} or {@code #xegpu<mnemonic ...>}; null for an unknown mnemonic. */
  static Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    if (mnemonic.chars().anyMatch(Character::isWhitespace)) {
      // #xegpu<memory_space slm>: the mnemonic is the first word inside the brackets.
      p.parseLess();
      String word = p.parseOptionalKeyword();
      Attribute a = word == null ? null : parseAfterMnemonic(word, p);
      if (a != null) {
        p.parseGreater();
      }
      return a;
    }
    return parseAfterMnemonic(mnemonic, p);
  }

  private static Attribute parseAfterMnemonic(String mnemonic, OpAsmParser p) {
    XeGPUEnum e = XeGPUEnum.byMnemonic(mnemonic);
    if (e != null) {
      if (e.angled()) {
        p.parseLess();
      }
      XeGPUEnumAttr a = parseEnum(p, e);
      if (e.angled()) {
        p.parseGreater();
      }
      return a;
    }
    SourceLoc loc = p.getCurrentLocation();
    switch (mnemonic) {
      case "layout": {
        p.parseLess();
        Attribute[] v = parseStruct(p, "XeGPU_LayoutAttr", LAYOUT_PARAMS);
        DenseArrayAttr[] arrays = new DenseArrayAttr[v.length];
        for (int i = 0; i < v.length; i++) {
          arrays[i] = (DenseArrayAttr) v[i];
        }
        LayoutAttr layout = LayoutAttr.of(arrays);
        return checked(p, loc, layout, layout.verify());
      }
      case "slice": {
        p.parseLess();
        Attribute parent = parseField(p, "XeGPU_SliceAttr", SLICE_PARENT);
        p.parseComma();
        p.parseKeyword("dims");
        p.parseEqual();
        Attribute dims = parseField(p, "XeGPU_SliceAttr", SLICE_DIMS);
        p.parseGreater();
        SliceAttr slice = new SliceAttr((DistributeLayoutAttr) parent, (DenseArrayAttr) dims);
        return checked(p, loc, slice, slice.verify());
      }
      case "block_tdesc_attr": {
        p.parseLess();
        Attribute[] v = parseStruct(p, "XeGPU_BlockTensorDescAttr", BLOCK_PARAMS);
        return new TensorDescAttrs.Block(v[0] == null ? TensorDescAttrs.GLOBAL : (XeGPUEnumAttr) v[0],
            v[1] == null ? TensorDescAttrs.ONE : (IntegerAttr) v[1], v[2] == null ? BoolAttr.TRUE : (IntegerAttr) v[2]);
      }
      case "scatter_tdesc_attr": {
        p.parseLess();
        Attribute[] v = parseStruct(p, "XeGPU_ScatterTensorDescAttr", SCATTER_PARAMS);
        IntegerAttr chunk = v[1] == null ? TensorDescAttrs.ONE : (IntegerAttr) v[1];
        TensorDescAttrs.Scatter s = new TensorDescAttrs.Scatter(
            v[0] == null ? TensorDescAttrs.GLOBAL : (XeGPUEnumAttr) v[0], chunk);
        return checked(p, loc, s, chunk.getValue() <= 0 ? "invalid chunk size" : null);
      }
      case "range": {
        p.parseLess();
        p.parseLSquare();
        Attribute start = parseField(p, "XeGPU_RangeAttr", new Param("start", "IntegerAttr", XeGPUAsm::integerAttr));
        p.parseComma();
        Attribute end = parseField(p, "XeGPU_RangeAttr", new Param("end", "IntegerAttr", XeGPUAsm::integerAttr));
        p.parseRSquare();
        p.parseGreater();
        RangeAttr r = new RangeAttr((IntegerAttr) start, (IntegerAttr) end);
        return checked(p, loc, r, r.verify());
      }
      case "mem_layout":
        return parseMemLayout(p, loc);
      default:
        return null;
    }
  }

  /** MLIR's getChecked: {@code value}, or {@code error} reported at {@code loc}. */
  private static <T> T checked(OpAsmParser p, SourceLoc loc, T value, String error) {
    if (error != null) {
      throw p.emitError(loc, error);
    }
    return value;
  }

  private static XeGPUEnumAttr parseEnum(OpAsmParser p, XeGPUEnum e) {
    return e.attr(GPUDialect.parseCase(p, e.cases(), e.cppName(), e.odsName()));
  }

  private static final List<Param> LAYOUT_PARAMS = layoutParams();

  private static List<Param> layoutParams() {
    List<Param> params = new ArrayList<>();
    for (String name : LayoutAttr.PARAMETERS) {
      params.add(new Param(name, "DenseI32ArrayAttr", p -> AttrConstraints.DENSE_I32_ARRAY.parseInFormat(p)));
    }
    return List.copyOf(params);
  }

  private static final Param MEMORY_SPACE =
      new Param("memory_space", "MemorySpaceAttr", p -> parseEnum(p, XeGPUEnum.MEMORY_SPACE));
  private static final List<Param> BLOCK_PARAMS = List.of(MEMORY_SPACE,
      new Param("array_length", "IntegerAttr", XeGPUAsm::integerAttr),
      new Param("boundary_check", "BoolAttr", p -> ofKind(p, BoolAttr.class)));
  private static final List<Param> SCATTER_PARAMS = List.of(MEMORY_SPACE,
      new Param("chunk_size", "IntegerAttr", XeGPUAsm::integerAttr));
  private static final Param SLICE_PARENT =
      new Param("parent", "xegpu::DistributeLayoutAttr", p -> ofKind(p, DistributeLayoutAttr.class));
  private static final Param SLICE_DIMS =
      new Param("dims", "DenseI64ArrayAttr", p -> AttrConstraints.DENSE_I64_ARRAY.parseInFormat(p));

  private static Attribute integerAttr(OpAsmParser p) {
    return ofKind(p, IntegerAttr.class);
  }

  /** FieldParser of an attribute class: any attribute, "invalid kind" unless of {@code kind}. */
  private static Attribute ofKind(OpAsmParser p, Class<? extends Attribute> kind) {
    SourceLoc loc = p.getCurrentLocation();
    Attribute a = p.parseAttribute();
    if (!kind.isInstance(a)) {
      throw p.emitError(loc, "invalid kind of attribute specified");
    }
    return a;
  }

  /**
   * ODS's {@code struct(params)} of optional parameters, after the {@code <}: {@code name =
   * value} in any order, each at most once, then {@code >}; the values in {@code params} order
   * (null when absent).
   */
  private static Attribute[] parseStruct(OpAsmParser p, String odsName, List<Param> params) {
    Attribute[] values = new Attribute[params.size()];
    String key = p.parseOptionalKeyword();
    if (key != null) {
      parseEntry(p, odsName, params, values, key);
      while (p.parseOptionalComma()) {
        SourceLoc at = p.getCurrentLocation();
        String next = p.parseOptionalKeyword();
        if (next == null) {
          p.emitError(at, "expected valid keyword");
          throw p.emitError(at, "expected a parameter name in struct");
        }
        parseEntry(p, odsName, params, values, next);
      }
    }
    p.parseGreater();
    return values;
  }

  private static void parseEntry(OpAsmParser p, String odsName, List<Param> params, Attribute[] values, String key) {
    p.parseEqual();
    for (int i = 0; i < params.size(); i++) {
      if (values[i] == null && params.get(i).name().equals(key)) {
        values[i] = parseField(p, odsName, params.get(i));
        return;
      }
    }
    throw p.emitError(p.getCurrentLocation(), "duplicate or unknown struct parameter name: " + key);
  }

  /** One parameter's value, with ODS's "failed to parse ..." after the parser's own error. */
  private static Attribute parseField(OpAsmParser p, String odsName, Param param) {
    try {
      return param.parser().apply(p);
    } catch (ParseException e) {
      throw p.emitError(p.getCurrentLocation(), "failed to parse " + odsName + " parameter '" + param.name()
          + "' which is to be a `" + param.cppType() + "`");
    }
  }

  /** MemLayoutAttr::parse: {@code <name = attr, ...>}, the names distinct. */
  private static Attribute parseMemLayout(OpAsmParser p, SourceLoc loc) {
    p.parseLess();
    List<NamedAttribute> entries = new ArrayList<>();
    List<String> seen = new ArrayList<>();
    do {
      String name = p.parseOptionalKeyword();
      if (name == null) {
        p.emitError(p.getCurrentLocation(), "expected valid keyword");
        throw p.emitError(loc, "expected valid attribute name");
      }
      if (seen.contains(name)) {
        throw p.emitError(loc, "duplicate key '" + name + " in mem layout attribute");
      }
      seen.add(name);
      p.parseEqual();
      entries.add(new NamedAttribute(name, p.parseAttribute()));
    } while (p.parseOptionalComma());
    p.parseGreater();
    return new MemLayoutAttr(DictionaryAttr.of(entries));
  }

  /** Parses the body of {@code !xegpu.mnemonic...}; null for an unknown mnemonic. */
  static Type parseType(String mnemonic, OpAsmParser p) {
    switch (mnemonic) {
      case "tensor_desc":
        return parseTensorDesc(p);
      case "mem_desc":
        return parseMemDesc(p);
      case "nbarrier":
        if (p.parseOptionalLess()) {
          p.parseGreater();
        }
        return NbarrierType.INSTANCE;
      default:
        return null;
    }
  }

  private static List<Long> dims(OpAsmParser p, boolean allowDynamic) {
    SourceLoc loc = p.getCurrentLocation();
    try {
      List<Long> shape = new ArrayList<>();
      for (long d : p.parseDimensionList(allowDynamic, true)) {
        shape.add(d);
      }
      return shape;
    } catch (ParseException e) {
      throw p.emitError(loc, "failed to parse parameter 'shape'");
    }
  }

  private static Type elementType(OpAsmParser p) {
    SourceLoc loc = p.getCurrentLocation();
    try {
      return p.parseType();
    } catch (ParseException e) {
      throw p.emitError(loc, "failed to parse parameter 'elementType'");
    }
  }

  /** TensorDescType::parse: the encoding and layout in any order; another attribute fails silently. */
  private static Type parseTensorDesc(OpAsmParser p) {
    p.parseLess();
    List<Long> shape = dims(p, true);
    Type element = elementType(p);
    Attribute encoding = null;
    LayoutAttr layout = null;
    while (p.parseOptionalComma()) {
      Attribute a = p.parseAttribute();
      if (a instanceof LayoutAttr l) {
        layout = l;
      } else if (a instanceof TensorDescAttrs.Block || a instanceof TensorDescAttrs.Scatter) {
        encoding = a;
      } else {
        throw new ParseException();
      }
    }
    p.parseGreater();
    TensorDescType t = new TensorDescType(shape, element, encoding == null ? TensorDescAttrs.Block.DEFAULT : encoding,
        layout);
    return checked(p, p.getNameLoc(), t, t.verify());
  }

  /** MemDescType::parse: a static shape, an element type and an optional mem_layout. */
  private static Type parseMemDesc(OpAsmParser p) {
    p.parseLess();
    List<Long> shape = dims(p, false);
    Type element = elementType(p);
    MemLayoutAttr layout = null;
    if (p.parseOptionalComma()) {
      SourceLoc loc = p.getCurrentLocation();
      Attribute a = p.parseAttribute();
      if (!(a instanceof MemLayoutAttr m)) {
        throw p.emitError(loc, "invalid kind of attribute specified");
      }
      layout = m;
    }
    p.parseGreater();
    return new MemDescType(shape, element, layout);
  }
}
