package jopt.dialects.llvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.ods.OpSpec;
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
 * The definition of {@code llvm.load} ({@link LoadOp}) and {@code llvm.store} ({@link StoreOp}),
 * whose specs give their forms as MLIR's formats. {@code ordering} is an i64 property
 * defaulting to 0 (not_atomic); {@code alignment}, {@code nontemporal} and the metadata
 * properties print in the attribute dictionary.
 */
public final class LoadStoreOp {
  public static final String LOAD = "llvm.load";
  public static final String STORE = "llvm.store";

  private LoadStoreOp() {}

  /** The definition of load and store: MLIR's checks of atomic and dereferenceable accesses, effects. */
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

    private Value getAddr(Operation op) {
      return op.getOperand(load ? 0 : 1);
    }

    @Override
    public boolean verify(Operation op) {
      Type v = load ? op.getResult(0).getType() : op.getOperand(0).getType();
      if (load && op.getAttr("dereferenceable") != null && !(v instanceof LLVMPointerType)) {
        op.emitOpError("expected op to return a single LLVM pointer type");
        return false;
      }
      long ordering = LLVMAsm.intValue(op.getAttr("ordering"), 0);
      // MLIR's verifyAtomicMemOp.
      if (ordering == 0) {
        if (op.getAttr("syncscope") != null) {
          op.emitOpError("expected syncscope to be null for non-atomic access");
          return false;
        }
        return true;
      }
      if (!atomicCompatible(v)) {
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
     * MLIR's isTypeCompatibleWithAtomicOp: an integer, pointer or float whose size in bits (the
     * default data layout's: 64 for a pointer) is a power of two of at least 8.
     */
    private static boolean atomicCompatible(Type t) {
      int bits;
      if (t instanceof jopt.ir.type.IntegerType i) {
        bits = i.getWidth();
      } else if (t instanceof LLVMPointerType) {
        bits = 64;
      } else if (t instanceof jopt.ir.type.FloatType f) {
        bits = f.getWidth();
      } else {
        return false;
      }
      return bits >= 8 && (bits & (bits - 1)) == 0;
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
