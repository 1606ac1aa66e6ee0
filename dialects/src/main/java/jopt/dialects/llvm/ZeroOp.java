package jopt.dialects.llvm;

import java.util.List;
import java.util.Set;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DialectAttr;
import jopt.ir.rewrite.OpFoldResult;

/**
 * {@code llvm.mlir.zero : !llvm.ptr} (the null pointer, or the zero of any LLVM type); also
 * {@code llvm.mlir.undef} and {@code llvm.mlir.poison}, which have the same form. Constant
 * like: each folds to its marker attribute ({@code #llvm.zero}, {@code #llvm.undef},
 * {@code #llvm.poison}), so the canonicalizer uniques and hoists them as MLIR does.
 */
public final class ZeroOp extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
  public static final String ZERO = "llvm.mlir.zero";
  public static final String UNDEF = "llvm.mlir.undef";
  public static final String POISON = "llvm.mlir.poison";

  private final DialectAttr marker;

  private ZeroOp(String name, String marker) {
    super(name);
    this.marker = DialectAttr.get("llvm", marker);
  }

  static ZeroOp zero() {
    return new ZeroOp(ZERO, "zero");
  }

  static ZeroOp undef() {
    return new ZeroOp(UNDEF, "undef");
  }

  static ZeroOp poison() {
    return new ZeroOp(POISON, "poison");
  }

  /** The constant value the op folds to. */
  DialectAttr marker() {
    return marker;
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    p.parseOptionalAttrDict(result.attributes);
    result.addType(p.parseColonType());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    LLVMAsm.printAttrDict(p, op, Set.of());
    p.print(" : ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumOperands() != 0 || op.getNumResults() != 1) {
      op.emitOpError(op.getNumResults() != 1 ? "requires one result" : "requires zero operands");
      return false;
    }
    var t = op.getResult(0).getType();
    return LLVMAsm.check(op, LLVMTypes.isCompatible(t), "result #0",
        "LLVM dialect-compatible type", t);
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    results.add(OpFoldResult.of(marker));
    return true;
  }
}
