package jopt.ir.ods;

import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/** The builtin attribute constraints of MLIR's ODS (CommonAttrConstraints), with MLIR's summaries. */
public final class AttrConstraints {
  private AttrConstraints() {}

  public static final AttrConstraint ANY = AttrConstraint.ofKind("any attribute", a -> true);
  @AttrStorage(BoolAttr.class)
  public static final AttrConstraint BOOL = AttrConstraint.ofKind("bool attribute", a -> a instanceof BoolAttr);
  @AttrStorage(UnitAttr.class)
  public static final AttrConstraint UNIT = AttrConstraint.ofKind("unit attribute", a -> a instanceof UnitAttr);
  /**
   * ODS's UnitProp: a bool stored in the op's properties, kept here as a unit attribute when true
   * and as no attribute when false. The generic form writes it {@code name} or {@code name =
   * false} (always, as MLIR prints a property that is not an attribute); a property dictionary
   * may give it as a unit or a bool attribute (see {@link #normalizeUnitProp}).
   */
  @AttrStorage(UnitAttr.class)
  public static final AttrConstraint UNIT_PROP = AttrConstraint.ofKind("unit property",
      a -> a instanceof UnitAttr || a instanceof BoolAttr);

  /** A UnitProp's value as this model stores it: a unit attribute for true, null for false. */
  public static Attribute normalizeUnitProp(Attribute a) {
    return a instanceof UnitAttr || BoolAttr.TRUE.equals(a) ? UnitAttr.INSTANCE : null;
  }
  @AttrStorage(IntegerAttr.class)
  public static final AttrConstraint I32 = signlessInteger(32);
  @AttrStorage(IntegerAttr.class)
  public static final AttrConstraint I64 = signlessInteger(64);
  @AttrStorage(IntegerAttr.class)
  public static final AttrConstraint INDEX = AttrConstraint.of("index attribute",
      a -> a instanceof IntegerAttr, a -> a instanceof IntegerAttr i && i.getType() instanceof IndexType)
      .withValueType(IndexType.INSTANCE);
  @AttrStorage(StringAttr.class)
  public static final AttrConstraint STRING = new StringStorage();

  /** ODS's SymbolNameAttr: a string attribute, written {@code @name} in assembly formats. */
  @AttrStorage(StringAttr.class)
  public static final AttrConstraint SYMBOL_NAME = new StringStorage() {
    @Override
    public void printInFormat(jopt.ir.asm.OpAsmPrinter p, Attribute a) {
      p.printSymbolName(((StringAttr) a).value());
    }

    @Override
    public Attribute parseInFormat(jopt.ir.asm.OpAsmParser p) {
      return jopt.ir.attr.Attrs.string(p.parseSymbolName());
    }

    @Override
    public Attribute parseOptionalInFormat(jopt.ir.asm.OpAsmParser p) {
      String n = p.parseOptionalSymbolName();
      return n == null ? null : jopt.ir.attr.Attrs.string(n);
    }
  };

  @AttrStorage(FlatSymbolRefAttr.class)
  public static final AttrConstraint FLAT_SYMBOL_REF =
      AttrConstraint.ofKind("flat symbol reference attribute", a -> a instanceof FlatSymbolRefAttr)
          .parsedAsStorageKind();
  @AttrStorage(SymbolRefAttr.class)
  public static final AttrConstraint SYMBOL_REF =
      AttrConstraint.ofKind("symbol reference attribute", a -> a instanceof SymbolRefAttr);
  @AttrStorage(TypeAttr.class)
  public static final AttrConstraint TYPE = AttrConstraint.ofKind("any type attribute", a -> a instanceof TypeAttr);
  @AttrStorage(TypeAttr.class)
  public static final AttrConstraint FUNCTION_TYPE = AttrConstraint.of("type attribute of function type",
      a -> a instanceof TypeAttr, a -> a instanceof TypeAttr t && t.value() instanceof FunctionType);
  @AttrStorage(ArrayAttr.class)
  public static final AttrConstraint ARRAY = AttrConstraint.ofKind("array attribute", a -> a instanceof ArrayAttr);
  @AttrStorage(DictionaryAttr.class)
  public static final AttrConstraint DICTIONARY =
      AttrConstraint.ofKind("dictionary of named attribute values", a -> a instanceof DictionaryAttr);
  @AttrStorage(AffineMapAttr.class)
  public static final AttrConstraint AFFINE_MAP =
      AttrConstraint.ofKind("AffineMap attribute", a -> a instanceof AffineMapAttr);
  @AttrStorage(DenseArrayAttr.class)
  public static final AttrConstraint DENSE_I64_ARRAY = denseArray(64);
  @AttrStorage(DenseArrayAttr.class)
  public static final AttrConstraint DENSE_I32_ARRAY = denseArray(32);
  @AttrStorage(DenseArrayAttr.class)
  public static final AttrConstraint DENSE_BOOL_ARRAY = denseArray(1);
  /** ODS's DictArrayAttr. */
  @AttrStorage(ArrayAttr.class)
  public static final AttrConstraint DICT_ARRAY = AttrConstraint.of("Array of dictionary attributes",
      a -> a instanceof ArrayAttr, a -> a instanceof ArrayAttr arr && allOf(arr, DictionaryAttr.class));
  @AttrStorage(ArrayAttr.class)
  public static final AttrConstraint STRING_ARRAY = AttrConstraint.of("string array attribute",
      a -> a instanceof ArrayAttr, a -> a instanceof ArrayAttr arr && allOf(arr, StringAttr.class));
  /**
   * ODS's IndexListArrayAttr, the reassociation of a reshape ({@code [[0, 1], [2]]}); parsed in
   * formats as an attribute of its storage class.
   */
  @AttrStorage(ArrayAttr.class)
  public static final AttrConstraint INDEX_LIST_ARRAY = AttrConstraint.of("Array of 64-bit integer array attributes",
      a -> a instanceof ArrayAttr, AttrConstraints::isIndexListArray).parsedAsStorageKind(jopt.ir.type.NoneType.get());
  /** ODS's {@code ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>} (alignments). */
  @AttrStorage(IntegerAttr.class)
  public static final AttrConstraint POSITIVE_POWER_OF_TWO_I64 = I64.confined(
      "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
      a -> {
        long v = ((IntegerAttr) a).getValue();
        return v > 0 && Long.bitCount(v) == 1;
      });

  /** ODS's {@code I<N>Attr}: "N-bit signless integer attribute". */
  @AttrStorage(IntegerAttr.class)
  public static AttrConstraint signlessInteger(int width) {
    return AttrConstraint.of(width + "-bit signless integer attribute", a -> a instanceof IntegerAttr,
        a -> a instanceof IntegerAttr i && isSignless(i.getType(), width)).withValueType(IntegerType.get(width));
  }

  /**
   * ODS's {@code DenseI<N>ArrayAttr}: "iN dense array attribute"; an assembly format writes it
   * without its {@code array<iN: ...>} wrapper, {@code [1, 2]} (MLIR's stripped form).
   */
  @AttrStorage(DenseArrayAttr.class)
  public static AttrConstraint denseArray(int width) {
    return new DenseArrayConstraint(width);
  }

  /** {@link #denseArray}: the storage check and the stripped {@code [a, b]} form of formats. */
  private record DenseArrayConstraint(int width) implements AttrConstraint {
    @Override
    public boolean isStorageKind(Attribute attr) {
      return attr instanceof DenseArrayAttr d && isSignless(d.getElementType(), width);
    }

    @Override
    public boolean test(Attribute attr) {
      return isStorageKind(attr);
    }

    @Override
    public String summary() {
      return "i" + width + " dense array attribute";
    }

    @Override
    public void printInFormat(jopt.ir.asm.OpAsmPrinter p, Attribute a) {
      DenseArrayAttr d = (DenseArrayAttr) a;
      p.print('[');
      for (int i = 0; i < d.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        if (width == 1) {
          p.print(d.getLong(i) != 0 ? "true" : "false");
        } else {
          p.print(d.getLong(i));
        }
      }
      p.print(']');
    }

    @Override
    public Attribute parseInFormat(jopt.ir.asm.OpAsmParser p) {
      p.parseLSquare();
      return elements(p);
    }

    @Override
    public Attribute parseOptionalInFormat(jopt.ir.asm.OpAsmParser p) {
      return p.parseOptionalLSquare() ? elements(p) : null;
    }

    /** The elements after {@code [}, through the closing {@code ]}. */
    private Attribute elements(jopt.ir.asm.OpAsmParser p) {
      java.util.List<Long> values = new java.util.ArrayList<>();
      if (!p.parseOptionalRSquare()) {
        boolean first = true;
        do {
          // As MLIR's element reader: true and false are integers of one bit, sign-extended (true
          // is -1 in a wider array).
          if (p.parseOptionalKeyword("true")) {
            values.add(width == 1 ? 1L : -1L);
          } else if (p.parseOptionalKeyword("false")) {
            values.add(0L);
          } else if (first) {
            // A first element that is no integer: MLIR reports it, then the missing ']'.
            jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
            Long v = p.parseOptionalInteger();
            if (v == null) {
              p.emitError(loc, "expected integer value");
              p.parseRSquare();
              throw p.emitError(loc, "expected integer value");
            }
            values.add(v);
          } else {
            values.add(p.parseInteger());
          }
          first = false;
        } while (p.parseOptionalComma());
        p.parseRSquare();
      }
      long[] raw = new long[values.size()];
      for (int i = 0; i < raw.length; i++) {
        raw[i] = values.get(i);
      }
      return DenseArrayAttr.get(IntegerType.get(width), raw);
    }
  }

  /** {@code I64Attr} whose value is at least {@code min}: "... whose minimum value is MIN". */
  @AttrStorage(IntegerAttr.class)
  public static AttrConstraint i64Min(long min) {
    return I64.confined("64-bit signless integer attribute whose minimum value is " + min,
        a -> ((IntegerAttr) a).getValue() >= min);
  }

  private static boolean isSignless(Type t, int width) {
    return t instanceof IntegerType it && it.isSignless() && it.getWidth() == width;
  }

  private static boolean allOf(ArrayAttr arr, Class<? extends Attribute> kind) {
    for (Attribute e : arr) {
      if (!kind.isInstance(e)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isIndexListArray(Attribute a) {
    if (!(a instanceof ArrayAttr outer)) {
      return false;
    }
    for (Attribute group : outer) {
      if (!(group instanceof ArrayAttr inner)) {
        return false;
      }
      for (Attribute e : inner) {
        if (!(e instanceof IntegerAttr i && i.getType() instanceof IntegerType it && it.isSignless(64))) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * ODS's StrAttr: a StringAttr; as the anchor of an optional group only a string literal starts
   * one (ODS parses it with the string token's parser).
   */
  private static class StringStorage implements AttrConstraint {
    @Override
    public boolean isStorageKind(Attribute attr) {
      return attr instanceof StringAttr;
    }

    @Override
    public boolean test(Attribute attr) {
      return attr instanceof StringAttr;
    }

    @Override
    public String summary() {
      return "string attribute";
    }

    /**
     * As ODS reads a StrAttr (value type NoneType): a string without a trailing {@code : type},
     * "invalid kind of attribute specified" for another attribute.
     */
    @Override
    public Attribute parseInFormat(jopt.ir.asm.OpAsmParser p) {
      jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
      Attribute a = p.parseAttribute(jopt.ir.type.NoneType.get());
      if (!(a instanceof StringAttr)) {
        throw p.emitError(loc, "invalid kind of attribute specified");
      }
      return a;
    }

    @Override
    public Attribute parseOptionalInFormat(jopt.ir.asm.OpAsmParser p) {
      String s = p.parseOptionalString();
      return s == null ? null : StringAttr.get(s);
    }
  }
}
