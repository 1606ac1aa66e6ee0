package jopt.dialects.llvm;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DialectAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;

/**
 * A minimal LLVM dialect: the types {@code !llvm.ptr} ({@code !llvm.ptr<N>}),
 * {@code !llvm.struct<...>}, {@code !llvm.array<N x T>}, {@code !llvm.void},
 * {@code !llvm.func<...>}, and the ops llvm.func, llvm.return, llvm.call, llvm.mlir.zero,
 * llvm.mlir.undef, llvm.mlir.poison, llvm.mlir.constant, llvm.ptrtoint, llvm.inttoptr,
 * llvm.extractvalue, llvm.insertvalue, llvm.alloca, llvm.load, llvm.store,
 * llvm.getelementptr and llvm.icmp, each parsed and printed as mlir-opt prints it. LLVM
 * attributes ({@code #llvm.cconv<ccc>}, {@code #llvm.linkage<internal>}, ...) are kept as text.
 */
public final class LLVMDialect extends Dialect {
  public LLVMDialect() {
    super("llvm");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new LLVMFuncOp(), new ReturnOp.Def(), new CallOp.Def(), ZeroOp.Def.zero(),
        ZeroOp.Def.undef(), ZeroOp.Def.poison(), new GlobalOp.Def(), new AddressOfOp.Def(), new ConstantOp.Def(), new CastOp.Def(PtrToIntOp.SPEC),
        new CastOp.Def(IntToPtrOp.SPEC), new BitcastOp.Def(),
        ExtractValueOp.Def.extract(), ExtractValueOp.Def.insert(), new AllocaOp.Def(), LoadStoreOp.Def.load(),
        LoadStoreOp.Def.store(), new GEPOp.Def(), new ICmpOp.Def());
  }

  /** As MLIR's LLVM dialect: unknown ops (intrinsics spelled generically) are allowed. */
  @Override
  public boolean allowsUnknownOperations() {
    return true;
  }

  @Override
  public Type parseType(String body) {
    return LLVMTypeParser.parse(body, null);
  }

  @Override
  public Type parseType(String body, java.util.function.Function<String, Type> builtinTypes) {
    return LLVMTypeParser.parse(body, builtinTypes);
  }

  @Override
  public TypeBodyError typeBodyError(
      String body, java.util.function.Function<String, Type> builtinTypes) {
    return LLVMTypeParser.elementError(body, builtinTypes);
  }

  @Override
  public boolean verifyRegionArgAttribute(Operation op, int regionIndex, int argIndex,
      jopt.ir.attr.NamedAttribute attr) {
    return LLVMParameterAttrs.verify(op, argIndex, false, attr);
  }

  @Override
  public boolean verifyRegionResultAttribute(Operation op, int regionIndex, int resultIndex,
      jopt.ir.attr.NamedAttribute attr) {
    return LLVMParameterAttrs.verify(op, resultIndex, true, attr);
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }

  /** LLVM attributes stay textual: {@code #llvm.fastmath<fast>} is ("llvm", "fastmath<fast>"). */
  @Override
  public Attribute parseAttribute(String body) {
    if (body.isEmpty() || !Character.isLetter(body.charAt(0))) {
      return null;
    }
    return DialectAttr.get("llvm", body);
  }

  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  /** {@code #llvm.zero}/{@code undef}/{@code poison} and typed constants (LLVMDialect::materializeConstant). */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    if (value instanceof DialectAttr d && d.getDialectNamespace().equals("llvm")) {
      String name = switch (d.getBody()) {
        case "zero" -> ZeroOp.ZERO;
        case "undef" -> ZeroOp.UNDEF;
        case "poison" -> ZeroOp.POISON;
        default -> null;
      };
      return name == null ? null : builder.create(LLVMOps.nullary(loc, name, type));
    }
    boolean typed = value instanceof IntegerAttr i && i.getType().equals(type)
        || value instanceof FloatAttr f && f.getType().equals(type)
        || value instanceof DenseElementsAttr d && d.getType().equals(type);
    return typed ? builder.create(LLVMOps.constant(loc, value, type)) : null;
  }

  /**
   * As MLIR's LLVMInlinerInterface for the ops jopt's llvm dialect has (none of the va_start and
   * blocktag it refuses), and any region into theirs; llvm.call itself is not inlined.
   */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS_AND_REGIONS;
  }
}
