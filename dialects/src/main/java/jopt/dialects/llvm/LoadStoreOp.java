package jopt.dialects.llvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DialectAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.interfaces.MemoryEffects;

/**
 * {@code llvm.load %p : !llvm.ptr -> i64} and {@code llvm.store %v, %p : i64, !llvm.ptr}, with
 * the optional keywords of mlir-opt's form: {@code volatile}, {@code atomic [syncscope("s")]
 * <ordering>}, {@code invariant} (load), {@code invariant_group}. {@code ordering} is an i64
 * property defaulting to 0 (not_atomic); {@code alignment}, {@code nontemporal} and the
 * metadata properties print in the attribute dictionary.
 */
public final class LoadStoreOp {
  public static final String LOAD = "llvm.load";
  public static final String STORE = "llvm.store";

  /** The properties the custom form spells as keywords. */
  private static final Set<String> KEYWORDS = Set.of("volatile_", "ordering", "syncscope",
      "invariant", "invariantGroup", "dereferenceable");

  private LoadStoreOp() {}

  /**
   * The spec of llvm.load ({@code load}) or llvm.store: the operands, then the attributes in
   * ODS's order (alignment, volatile_, nontemporal, [invariant,] invariantGroup, ordering,
   * syncscope, [dereferenceable,] then LLVM_MemAccessOpBase's aliasing metadata).
   */
  static OpSpec spec(boolean load) {
    OpSpec.Builder b = OpSpec.op(load ? LOAD : STORE);
    if (!load) {
      b.operand("value", LLVMConstraints.LOADABLE);
    }
    b.operand("addr", LLVMConstraints.POINTER)
        .optionalAttr("alignment", AttrConstraints.I64)
        .optionalAttr("volatile_", AttrConstraints.UNIT)
        .optionalAttr("nontemporal", AttrConstraints.UNIT);
    if (load) {
      b.optionalAttr("invariant", AttrConstraints.UNIT);
    }
    b.optionalAttr("invariantGroup", AttrConstraints.UNIT)
        .defaultAttr("ordering", LLVMConstraints.ATOMIC_ORDERING, LLVMAsm.i64(0))
        .optionalAttr("syncscope", AttrConstraints.STRING);
    if (load) {
      b.optionalAttr("dereferenceable", LLVMConstraints.DEREFERENCEABLE);
    }
    b.optionalAttr("access_groups", LLVMConstraints.ACCESS_GROUPS)
        .optionalAttr("alias_scopes", LLVMConstraints.ALIAS_SCOPES)
        .optionalAttr("noalias_scopes", LLVMConstraints.ALIAS_SCOPES)
        .optionalAttr("tbaa", LLVMConstraints.TBAA);
    if (load) {
      b.result("res", LLVMConstraints.LOADABLE);
    }
    return b.build();
  }

  /** The definition of load and store: the keyword form, atomic access checks, effects. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    private final boolean load;

    private Def(OpSpec spec, boolean load) {
      super(spec);
      this.load = load;
    }

    static Def load() {
      return new Def(LoadOp.SPEC, true);
    }

    static Def store() {
      return new Def(StoreOp.SPEC, false);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      if (p.parseOptionalKeyword("volatile")) {
        result.addAttribute("volatile_", UnitAttr.get());
      }
      UnresolvedOperand value = null;
      if (!load) {
        value = p.parseOperand();
        p.parseComma();
      }
      UnresolvedOperand addr = p.parseOperand();
      long ordering = 0;
      if (p.parseOptionalKeyword("atomic")) {
        if (p.parseOptionalKeyword("syncscope")) {
          p.parseLParen();
          result.addAttribute("syncscope", StringAttr.get(p.parseString()));
          p.parseRParen();
        }
        SourceLoc loc = p.getCurrentLocation();
        String kw = p.parseOptionalKeyword(ORDERING_KEYWORDS);
        if (kw == null) {
          throw p.emitError(loc, "expected keyword for LLVM atomic ordering");
        }
        ordering = LLVMAsm.ORDERINGS.indexOf(kw);
      }
      result.addAttribute("ordering", LLVMAsm.i64(ordering));
      if (load && p.parseOptionalKeyword("invariant")) {
        result.addAttribute("invariant", UnitAttr.get());
      }
      if (p.parseOptionalKeyword("invariant_group")) {
        result.addAttribute("invariantGroup", UnitAttr.get());
      }
      if (load && p.parseOptionalKeyword("dereferenceable")) {
        result.addAttribute("dereferenceable", parseDereferenceable(p));
      }
      p.parseOptionalAttrDict(result.attributes);
      if (load) {
        Type addrType = p.parseColonType();
        p.parseArrow();
        Type res = p.parseType();
        result.addOperand(p.resolveOperand(addr, addrType));
        result.addType(res);
      } else {
        Type valueType = p.parseColonType();
        p.parseComma();
        Type addrType = p.parseType();
        result.addOperand(p.resolveOperand(value, valueType));
        result.addOperand(p.resolveOperand(addr, addrType));
      }
    }

    /**
     * {@code <bytes = 8[, mayBeNull = true]>} after the {@code dereferenceable} keyword, kept as
     * the attribute {@code #llvm.dereferenceable<...>} (mayBeNull = false is the default and is
     * not kept).
     */
    private static DialectAttr parseDereferenceable(OpAsmParser p) {
      p.parseLess();
      p.parseKeyword("bytes");
      p.parseEqual();
      long bytes = p.parseInteger();
      boolean mayBeNull = false;
      if (p.parseOptionalComma()) {
        p.parseKeyword("mayBeNull");
        p.parseEqual();
        SourceLoc loc = p.getCurrentLocation();
        String b = p.parseOptionalKeyword(List.of("true", "false"));
        if (b == null) {
          throw p.emitError(loc, "expected 'true' or 'false'");
        }
        mayBeNull = b.equals("true");
      }
      p.parseGreater();
      return DialectAttr.get("llvm", DEREFERENCEABLE + "<bytes = " + bytes
          + (mayBeNull ? ", mayBeNull = true" : "") + ">");
    }

    private static final String DEREFERENCEABLE = "dereferenceable";

    private static final List<String> ORDERING_KEYWORDS = List.of("not_atomic", "unordered",
        "monotonic", "acquire", "release", "acq_rel", "seq_cst");

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      if (op.getAttr("volatile_") != null) {
        p.print(" volatile");
      }
      p.print(' ');
      if (!load) {
        p.printOperand(op.getOperand(0)).print(", ");
      }
      p.printOperand(getAddr(op));
      long ordering = LLVMAsm.intValue(op.getAttr("ordering"), 0);
      if (ordering != 0) {
        p.print(" atomic");
        if (op.getAttr("syncscope") instanceof StringAttr s) {
          p.print(" syncscope(").printString(s.value()).print(')');
        }
        p.print(' ').print(ordering < LLVMAsm.ORDERINGS.size()
            ? LLVMAsm.ORDERINGS.get((int) ordering) : "?");
      }
      if (op.getAttr("invariant") != null) {
        p.print(" invariant");
      }
      if (op.getAttr("invariantGroup") != null) {
        p.print(" invariant_group");
      }
      if (op.getAttr(DEREFERENCEABLE) instanceof DialectAttr d
          && d.getBody().startsWith(DEREFERENCEABLE + "<")) {
        p.print(' ').print(d.getBody());
      }
      LLVMAsm.printAttrDict(p, op, KEYWORDS);
      if (load) {
        p.print(" : ").printType(getAddr(op).getType()).print(" -> ")
            .printType(op.getResult(0).getType());
      } else {
        p.print(" : ").printType(op.getOperand(0).getType()).print(", ")
            .printType(getAddr(op).getType());
      }
    }

    private Value getAddr(Operation op) {
      return op.getOperand(load ? 0 : 1);
    }

    @Override
    public boolean verify(Operation op) {
      Type v = load ? op.getResult(0).getType() : op.getOperand(0).getType();
      long ordering = LLVMAsm.intValue(op.getAttr("ordering"), 0);
      if (ordering == 0) {
        return true;
      }
      // MLIR's verifyAtomicMemOp.
      boolean scalar = v instanceof LLVMPointerType || v instanceof jopt.ir.type.IntegerType
          || v instanceof jopt.ir.type.FloatType;
      if (!scalar) {
        op.emitOpError("unsupported type " + LLVMAsm.quote(v) + " for atomic access");
        return false;
      }
      String name = ordering < LLVMAsm.ORDERINGS.size() ? LLVMAsm.ORDERINGS.get((int) ordering) : "";
      boolean unsupported = ordering == 6 || (load ? ordering == 5 : ordering == 4);
      if (unsupported || name.isEmpty()) {
        op.emitOpError("unsupported ordering '" + name + "'");
        return false;
      }
      if (op.getAttr("alignment") == null) {
        op.emitOpError("expected alignment for atomic access");
        return false;
      }
      return true;
    }

    /**
     * MLIR's effects: a load reads its address, a store writes it; volatile or atomic (stronger
     * than unordered) accesses also read and write unknown memory, so they are never removed or
     * merged.
     */
    @Override
    public List<Effect> getEffects(Operation op) {
      List<Effect> effects = new ArrayList<>();
      effects.add(new Effect(load ? Kind.READ : Kind.WRITE, getAddr(op)));
      long ordering = LLVMAsm.intValue(op.getAttr("ordering"), 0);
      if (op.getAttr("volatile_") != null || ordering > 1) {
        effects.add(new Effect(Kind.READ, null));
        effects.add(new Effect(Kind.WRITE, null));
      }
      return effects;
    }
  }
}
