package jopt.dialects.llvm;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.IntegerType;

/**
 * {@code llvm.getelementptr inbounds %p[1, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<...>}:
 * address arithmetic over {@code elem_type}. Indices are constants (stored in
 * {@code rawConstantIndices}) or operands (marked there with INT32_MIN); {@code noWrapFlags}
 * (an i32 bit set: inbounds_flag = 1, nusw = 2, nuw = 4, inbounds = 3) prints as keywords.
 */
@Op
public final class GEPOp extends GEPOpBase {
  public static final String NAME = "llvm.getelementptr";
  /** The marker of a dynamic index in {@code rawConstantIndices}. */
  public static final int DYNAMIC_INDEX = Integer.MIN_VALUE;

  /** The keywords of the no-wrap flags, in ODS's order. */
  private static final List<String> FLAG_KEYWORDS = List.of("none", "inbounds_flag", "nusw", "nuw", "inbounds");

  /**
   * The {@code GEPNoWrapFlags} enum property, stored as an i32 (its range is checked by verify),
   * written in a format as ODS writes a bit enum: keywords joined by {@code |}; the anchor of an
   * optional group wherever a keyword comes next.
   */
  private static final AttrConstraint NO_WRAP_FLAGS = AttrConstraint.ofKind("::mlir::LLVM::GEPNoWrapFlags",
      a -> a instanceof IntegerAttr i && i.getType().equals(IntegerType.get(32)))
      .withFormat((p, a) -> p.print(Def.flagsString(((IntegerAttr) a).getValue())),
          p -> parseFlags(p, true), p -> parseFlags(p, false));

  /** {@code TypeAttr} of a format: parsed with no type (a bare number is no type), printed as its type. */
  @jopt.ir.ods.AttrStorage(TypeAttr.class)
  static final AttrConstraint ELEM_TYPE = AttrConstraints.TYPE.parsedAsStorageKind(jopt.ir.type.NoneType.get());

  private static jopt.ir.Attribute parseFlags(OpAsmParser p, boolean required) {
    SourceLoc loc = p.getCurrentLocation();
    String kw = p.parseOptionalKeyword();
    if (kw == null) {
      if (!required) {
        return null;
      }
      throw p.emitError(loc, "expected keyword for ::mlir::LLVM::GEPNoWrapFlags");
    }
    long flags = 0;
    while (true) {
      if (!FLAG_KEYWORDS.contains(kw)) {
        throw p.emitError(loc, "expected one of [" + String.join(", ", FLAG_KEYWORDS)
            + "] for ::mlir::LLVM::GEPNoWrapFlags, got: " + kw);
      }
      flags |= Def.flag(kw);
      if (!p.parseOptionalVerticalBar()) {
        return IntegerAttr.get(flags, IntegerType.get(32));
      }
      loc = p.getCurrentLocation();
      kw = p.parseOptionalKeyword();
      if (kw == null) {
        throw p.emitError(loc, "expected keyword for ::mlir::LLVM::GEPNoWrapFlags after '|'");
      }
    }
  }

  /**
   * MLIR's {@code custom<GEPIndices>($dynamicIndices, $rawConstantIndices)}: a comma-separated
   * list of i32 constants and index operands (each marked {@link #DYNAMIC_INDEX} in the raw list).
   */
  static final CustomDirective GEP_INDICES = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState st, List<String> args) {
      List<UnresolvedOperand> dynamic = new ArrayList<>();
      List<Integer> raw = new ArrayList<>();
      SourceLoc start = p.getCurrentLocation();
      do {
        SourceLoc loc = p.getCurrentLocation();
        Long v = p.parseOptionalInteger();
        if (v != null) {
          if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw p.emitError(loc, "integer value too large");
          }
          raw.add(v.intValue());
        } else {
          raw.add(DYNAMIC_INDEX);
          dynamic.add(p.parseOperand());
        }
      } while (p.parseOptionalComma());
      st.addOperands(args.get(0), dynamic, start);
      st.setAttribute(args.get(1), DenseArrayAttr.ofI32(raw.stream().mapToInt(Integer::intValue).toArray()));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      int next = 1;
      int[] raw = getRawConstantIndices(op);
      for (int i = 0; i < raw.length; i++) {
        if (i > 0) {
          p.print(", ");
        }
        if (raw[i] == DYNAMIC_INDEX && next < op.getNumOperands()) {
          p.printOperand(op.getOperand(next++));
        } else {
          p.print(raw[i]);
        }
      }
    }
  };

  public static final OpSpec SPEC = OpSpec.op("llvm.getelementptr")
      .operand("base", LLVMConstraints.POINTER_LIKE)
      .variadicOperand("dynamicIndices", LLVMConstraints.INTEGER_LIKE)
      .attr("rawConstantIndices", AttrConstraints.DENSE_I32_ARRAY)
      .attr("elem_type", ELEM_TYPE)
      .defaultAttr("noWrapFlags", NO_WRAP_FLAGS, IntegerAttr.get(0, IntegerType.get(32)))
      .result("res", LLVMConstraints.POINTER_LIKE)
      .format("($noWrapFlags^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]`"
          + " attr-dict `:` functional-type(operands, results) `,` $elem_type")
      .customDirective("GEPIndices", GEP_INDICES)
      .build();

  GEPOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code llvm.getelementptr base[indices]} over {@code elemType}; each index is a
   * {@code Long}/{@code Integer} constant or an integer {@link Value}.
   */
  public static GEPOp create(Builder b, Location loc, Value base, Type elemType, Object... indices) {
    return new GEPOp(b.create(LLVMOps.gep(loc, base, elemType, indices)));
  }

  public int[] rawConstantIndices() {
    return getRawConstantIndices(getOperation());
  }

  /** The flags as printed ({@code inbounds|nuw}); empty for none. */
  public String noWrapFlags() {
    return Def.flagsString(LLVMAsm.intValue(attr("noWrapFlags"), 0));
  }

  public static int[] getRawConstantIndices(Operation op) {
    if (!(op.getAttr("rawConstantIndices") instanceof DenseArrayAttr d)) {
      return new int[0];
    }
    long[] l = d.asLongs();
    int[] r = new int[l.length];
    for (int i = 0; i < l.length; i++) {
      r[i] = (int) l[i];
    }
    return r;
  }

  /** The definition: GEPOp::fold and GEPOp::verify. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    private static long flag(String kw) {
      return switch (kw) {
        case "inbounds_flag" -> 1;
        case "nusw" -> 2;
        case "nuw" -> 4;
        case "inbounds" -> 3;
        default -> 0;
      };
    }

    /** The keywords of a no-wrap flag set: {@code inbounds|nuw}; empty for none. */
    static String flagsString(long flags) {
      List<String> parts = new ArrayList<>();
      long rest = flags;
      if ((rest & 3) == 3) {
        parts.add("inbounds");
        rest &= ~3L;
      }
      if ((rest & 1) != 0) {
        parts.add("inbounds_flag");
      }
      if ((rest & 2) != 0) {
        parts.add("nusw");
      }
      if ((rest & 4) != 0) {
        parts.add("nuw");
      }
      return String.join("|", parts);
    }

    /**
     * MLIR's GEPOp::fold: {@code gep %p[0]} (one zero index, same type) is {@code %p}; dynamic
     * indices with a constant value that fits in i32 become constant indices.
     */
    @Override
    public boolean fold(Operation op, List<jopt.ir.Attribute> operands,
        List<jopt.ir.rewrite.OpFoldResult> results) {
      GEPOp gEP = GEPOp.of(op);
      int[] raw = getRawConstantIndices(op);
      if (op.getNumOperands() != countDynamic(raw) + 1 || op.getNumResults() != 1) {
        return false;
      }
      if (raw.length == 1 && gEP.base().getType().equals(gEP.res().getType())) {
        boolean zero = raw[0] == DYNAMIC_INDEX
            ? operands.get(1) instanceof IntegerAttr i && i.fitsInLong() && i.getValue() == 0
            : raw[0] == 0;
        if (zero) {
          results.add(jopt.ir.rewrite.OpFoldResult.of(gEP.base()));
          return true;
        }
      }
      boolean changed = false;
      int operand = 1;
      List<Value> keep = new ArrayList<>();
      keep.add(gEP.base());
      int[] newRaw = raw.clone();
      for (int i = 0; i < raw.length; i++) {
        if (raw[i] != DYNAMIC_INDEX) {
          continue;
        }
        jopt.ir.Attribute c = operands.get(operand);
        if (c instanceof IntegerAttr v && v.fitsInLong() && v.getValue() >= Integer.MIN_VALUE
            && v.getValue() <= Integer.MAX_VALUE && v.getValue() != DYNAMIC_INDEX) {
          newRaw[i] = (int) v.getValue();
          changed = true;
        } else {
          keep.add(op.getOperand(operand));
        }
        operand++;
      }
      if (!changed) {
        return false;
      }
      op.setOperands(keep);
      op.setAttr("rawConstantIndices", DenseArrayAttr.ofI32(newRaw));
      return true;
    }

    private static int countDynamic(int[] raw) {
      int n = 0;
      for (int i : raw) {
        if (i == DYNAMIC_INDEX) {
          n++;
        }
      }
      return n;
    }

    /** GEPOp::verify after the spec: the flags property, the dynamic indices the raw ones mark. */
    @Override
    public boolean verify(Operation op) {
      long flags = LLVMAsm.intValue(op.getAttr("noWrapFlags"), 0);
      if (flags < 0 || flags > 7) {
        op.emitOpError("property 'noWrapFlags' failed to satisfy constraint: ::mlir::LLVM::GEPNoWrapFlags");
        return false;
      }
      int[] raw = getRawConstantIndices(op);
      int dynamic = 0;
      for (int i : raw) {
        if (i == DYNAMIC_INDEX) {
          dynamic++;
        }
      }
      if (op.getNumOperands() != dynamic + 1) {
        op.emitOpError("expected as many dynamic indices as specified in 'rawConstantIndices'");
        return false;
      }
      if ((flags & 3) == 1) {
        op.emitOpError("'inbounds_flag' cannot be used directly.");
        return false;
      }
      return verifyStructIndices(op, ((TypeAttr) op.getAttr("elem_type")).value(), raw);
    }

    /**
     * MLIR's verifyStructIndices: from index 1 on, each index steps into the indexed type; a
     * struct needs a constant index within its body, arrays and vectors step to their element.
     */
    private static boolean verifyStructIndices(Operation op, Type type, int[] raw) {
      for (int pos = 1; pos < raw.length; pos++) {
        if (type instanceof LLVMStructType st) {
          if (raw[pos] == DYNAMIC_INDEX) {
            op.emitOpError("expected index " + pos + " indexing a struct to be constant");
            return false;
          }
          if (raw[pos] < 0 || raw[pos] >= st.body().size()) {
            op.emitOpError("index " + pos + " indexing a struct is out of bounds");
            return false;
          }
          type = st.body().get(raw[pos]);
        } else if (type instanceof LLVMArrayType at) {
          type = at.elementType();
        } else if (type instanceof jopt.ir.type.VectorType vt) {
          type = vt.elementType();
        } else {
          op.emitOpError("type " + LLVMAsm.quote(type) + " cannot be indexed (index #" + pos + ")");
          return false;
        }
      }
      return true;
    }
  }
}
