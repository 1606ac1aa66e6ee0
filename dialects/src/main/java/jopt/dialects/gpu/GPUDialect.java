package jopt.dialects.gpu;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.UnitAttr;

/**
 * The gpu dialect as mlir-opt-22 registers it, for what programs carry: kernels
 * ({@code gpu.module}, {@code gpu.func}, {@code gpu.launch}, {@code gpu.launch_func}), ids and
 * sizes, device memory ({@code gpu.alloc}, {@code memcpy}, {@code memset}, {@code dealloc}),
 * async tokens, synchronisation and subgroup ops; the type {@code !gpu.async.token} and the
 * attributes {@code #gpu.address_space<...>}, {@code #gpu<dim x>} and the device mappings
 * ({@code #gpu.thread<x>}, ...).
 */
public final class GPUDialect extends Dialect {
  /** The unit attribute a module holding gpu.modules carries (launch_func requires it). */
  public static final String CONTAINER_MODULE = "gpu.container_module";
  /** The unit attribute of a kernel function. */
  public static final String KERNEL = "gpu.kernel";

  public GPUDialect() {
    super("gpu");
  }

  @Override
  public List<OpDefinition> getOperations() {
    List<OpDefinition> ops = new java.util.ArrayList<>(GPUIndexOps.definitions());
    ops.addAll(List.of(new GPUModuleOp.Def(), new GPUFuncOp.Def(), new ReturnOp.Def(), new TerminatorOp.Def(),
        new YieldOp.Def(), new BarrierOp.Def(), new LaunchOp.Def(), new LaunchFuncOp.Def(), new WaitOp.Def(),
        new AllocOp.Def(), new DeallocOp.Def(), new MemcpyOp.Def(), new MemsetOp.Def(), new PrintfOp.Def(),
        new HostRegisterOp.Def(), new HostUnregisterOp.Def(), new SetDefaultDeviceOp.Def(),
        new DynamicSharedMemoryOp.Def(), new ShuffleOp.Def(), new AllReduceOp.Def(), new SubgroupReduceOp.Def()));
    return List.copyOf(ops);
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }

  /** {@code !gpu.async.token}; MLIR reports any other body as "unknown gpu type". */
  @Override
  public Type parseType(String body) {
    return body.equals("async.token") ? AsyncTokenType.INSTANCE : null;
  }

  /** As MLIR's GPUDialect::parseType. */
  @Override
  public String unknownTypeMessage(String mnemonic) {
    return "unknown gpu type: " + mnemonic;
  }

  @Override
  public boolean parsesAttributeBodies() {
    return true;
  }

  /**
   * {@code #gpu.address_space<workgroup>} and the enums, {@code #gpu<dim x>}, with MLIR's
   * messages for a keyword that names no case.
   */
  @Override
  public Attribute parseAttributeBody(String mnemonic, OpAsmParser parser) {
    if (mnemonic.equals("address_space")) {
      parser.parseLess();
      String kw = parseCase(parser, AddressSpaceAttr.KEYWORDS, "::mlir::gpu::AddressSpace", "GPU_AddressSpaceAttr");
      parser.parseGreater();
      return new AddressSpaceAttr(kw);
    }
    if (MappingAttr.isMapping(mnemonic)) {
      parser.parseLess();
      String kw = parseCase(parser, MappingAttr.cases(mnemonic), MappingAttr.cppName(mnemonic),
          MappingAttr.odsName(mnemonic), MappingAttr.parameter(mnemonic));
      parser.parseGreater();
      return new MappingAttr(mnemonic, kw);
    }
    String[] words = mnemonic.trim().split("\\s+");
    GPUEnum kind = GPUEnum.byMnemonic(words[0]);
    if (kind == null) {
      return null;
    }
    parser.parseLess();
    parser.parseKeyword(kind.mnemonic());
    String kw = parseCase(parser, kind.keywords(), kind.cppName(), kind.odsName());
    parser.parseGreater();
    return kind.attr(kw);
  }

  /** One of {@code keywords}, as MLIR's parser of an enum parameter reads and reports it. */
  public static String parseCase(OpAsmParser parser, List<String> keywords, String cppName, String odsName) {
    return parseCase(parser, keywords, cppName, odsName, "value");
  }

  /** As above, for an enum parameter named {@code parameter}. */
  public static String parseCase(OpAsmParser parser, List<String> keywords, String cppName, String odsName,
      String parameter) {
    SourceLoc loc = parser.getCurrentLocation();
    String kw = parser.parseOptionalKeyword();
    if (kw == null) {
      kw = parser.parseOptionalString();
    }
    if (kw == null) {
      parser.emitError(loc, "expected valid keyword or string");
    } else if (!keywords.contains(kw)) {
      parser.emitError(loc, "expected " + cppName + " to be one of: " + String.join(", ", keywords));
    } else {
      return kw;
    }
    throw parser.emitError(parser.getCurrentLocation(), "failed to parse " + odsName
        + " parameter '" + parameter + "' which is to be a `" + cppName + "`");
  }

  /**
   * MLIR's GPUDialect::verifyOperationAttribute: the known launch sizes are three i32s; the
   * container module's launch_func ops name a kernel of a gpu.module of it, with matching
   * operands.
   */
  @Override
  public boolean verifyOperationAttribute(Operation op, NamedAttribute attr) {
    String name = attr.name();
    if (name.equals("gpu.known_block_size") || name.equals("gpu.known_grid_size")) {
      if (!(attr.value() instanceof DenseArrayAttr a && a.getElementType().equals(jopt.ir.type.IntegerType.get(32)))) {
        op.emitOpError(name + " must be a dense i32 array");
        return false;
      }
      if (a.size() != 3) {
        op.emitOpError(name + " must contain exactly 3 elements");
        return false;
      }
      return true;
    }
    if (!name.equals(CONTAINER_MODULE) || !(attr.value() instanceof UnitAttr)) {
      return true;
    }
    if (!op.getName().equals("builtin.module")) {
      op.emitError("expected '" + CONTAINER_MODULE + "' attribute to be attached to 'builtin.module'");
      return false;
    }
    return LaunchFuncOp.verifyKernels(op);
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
