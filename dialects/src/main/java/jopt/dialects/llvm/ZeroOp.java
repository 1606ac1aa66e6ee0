package jopt.dialects.llvm;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.DialectAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;

/**
 * {@code llvm.mlir.zero : !llvm.ptr}: the null pointer, or the zero of any LLVM type. Its
 * definition also serves {@code llvm.mlir.undef} ({@link UndefOp}) and {@code llvm.mlir.poison}
 * ({@link PoisonOp}), which have the same form: constant like, each folds to its marker
 * attribute ({@code #llvm.zero}, {@code #llvm.undef}, {@code #llvm.poison}), so the
 * canonicalizer uniques and hoists them as MLIR does.
 */
@Op
public final class ZeroOp extends ZeroOpBase {
  public static final String ZERO = "llvm.mlir.zero";
  public static final String UNDEF = "llvm.mlir.undef";
  public static final String POISON = "llvm.mlir.poison";

  /** As {@link UndefOp} and {@link PoisonOp}: one LLVM-typed result, {@code attr-dict : type($res)}. */
  public static final OpSpec SPEC = OpSpec.op("llvm.mlir.zero")
      .summary("Creates a zero-initialized value of LLVM dialect type.")
      .result("res", LLVMConstraints.TYPE)
      .format("attr-dict `:` type($res)")
      .build();

  ZeroOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.mlir.zero : type}. */
  public static ZeroOp create(Builder b, Location loc, Type type) {
    return new ZeroOp(b.create(state(SPEC, loc, type)));
  }

  static OperationState state(OpSpec spec, Location loc, Type type) {
    OperationState st = spec.newState(loc);
    st.addType(type);
    return st;
  }

  /** The definition of zero, undef and poison: pure, folding to the marker attribute. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
    private final DialectAttr marker;

    private Def(OpSpec spec, String marker) {
      super(spec);
      this.marker = DialectAttr.get("llvm", marker);
    }

    static Def zero() {
      return new Def(SPEC, "zero");
    }

    static Def undef() {
      return new Def(UndefOp.SPEC, "undef");
    }

    static Def poison() {
      return new Def(PoisonOp.SPEC, "poison");
    }

    /** The constant value the op folds to. */
    DialectAttr marker() {
      return marker;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      results.add(OpFoldResult.of(marker));
      return true;
    }
  }
}
