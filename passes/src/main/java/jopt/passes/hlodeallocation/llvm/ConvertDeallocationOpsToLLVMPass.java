package jopt.passes.hlodeallocation.llvm;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.UnrealizedConversionCastOp;
import jopt.dialects.deallocation.DeallocationDialect;
import jopt.dialects.deallocation.FreeOp;
import jopt.dialects.deallocation.GetBufferOp;
import jopt.dialects.deallocation.NullOp;
import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.llvm.LLVMArrayType;
import jopt.dialects.llvm.LLVMFuncOp;
import jopt.dialects.llvm.LLVMFunctionType;
import jopt.dialects.llvm.LLVMOps;
import jopt.dialects.llvm.LLVMPointerType;
import jopt.dialects.llvm.LLVMStructType;
import jopt.dialects.llvm.LLVMVoidType;
import jopt.dialects.scf.ExecuteRegionOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.IndexSwitchOp;
import jopt.dialects.scf.WhileOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.conversion.ConversionConfig;
import jopt.ir.conversion.ConversionTarget;
import jopt.ir.conversion.DialectConversion;
import jopt.ir.conversion.TypeConverter;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code hlo-convert-deallocation-ops-to-llvm} (also {@code convert-deallocation-ops-to-llvm},
 * the seed's spelling), on func.func as the original: the deallocation ops of a function become
 * LLVM dialect ops ({@link DeallocationToLLVMPatterns}, in a partial dialect conversion with the
 * original's target: function signatures, region arguments and every other op keep their types,
 * with {@code builtin.unrealized_conversion_cast} at the boundary; unlike the original's, the
 * conversion folds nothing).
 *
 * <ul>
 *   <li>{@code deallocation.null} → {@code llvm.mlir.zero : !llvm.ptr}.
 *   <li>{@code deallocation.own %m} → the allocated pointer of {@code %m}'s descriptor
 *       ({@code llvm.extractvalue %d[0]} of the descriptor struct {@code !llvm.struct<(ptr, ptr,
 *       i64, array<R x i64>, array<R x i64>)>}, {@code !llvm.struct<(ptr, ptr, i64)>} for rank 0;
 *       an unranked memref's descriptor {@code !llvm.struct<(i64, ptr)>} points to the ranked
 *       one, whose first field is loaded).
 *   <li>{@code deallocation.get_buffer %x} → {@code llvm.ptrtoint} (of the indicator, or of a
 *       memref's allocated pointer) to {@code i64}.
 *   <li>{@code deallocation.free %o} → {@code llvm.call @free(%o) : (!llvm.ptr) -> ()}.
 *   <li>{@code deallocation.retain(%m...) of(%o...)} → a call of the runtime function
 *       {@code retainBuffers} over two stack arrays (below).
 * </ul>
 *
 * <p>The declarations {@code llvm.func @free(!llvm.ptr)} and
 * {@code llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)} are added once, at the
 * start of the module (the nearest symbol table) of the function (under a lock on it, as
 * functions run in parallel; always {@code @free} first), when they are not declared yet; a
 * symbol of that name with another type is an error. Memrefs outside the default memory space
 * are rejected (their pointers would be in another address space than the {@code !llvm.ptr}
 * indicators), before anything is changed.
 *
 * <h2>The retainBuffers runtime contract</h2>
 *
 * <pre>
 * void retainBuffers(int64_t numAllocs, void **allocs, int64_t numRetained, void **retained);
 * </pre>
 *
 * The original's (XLA's CPU runtime) signature. On entry {@code allocs[0..numAllocs)} hold the
 * ownership indicators (an allocated pointer or NULL) and {@code retained[0..numRetained)} the
 * allocated (base) pointers of the retained memrefs, in operand order. For {@code i = 0, 1, ...}
 * in order, the function writes into {@code retained[i]} the first {@code allocs[j]} equal to
 * the old {@code retained[i]} and not given to an earlier memref (which is then taken out of
 * {@code allocs}), or NULL when there is none; it then {@code free}s every non-null
 * {@code allocs[j]} left. Result {@code i} of the retain is loaded from {@code retained[i]}.
 * These are the semantics {@code hlo-deallocation-to-scf} gives the small retains. A reference
 * implementation:
 *
 * <pre>
 * void retainBuffers(int64_t numAllocs, void **allocs, int64_t numRetained, void **retained) {
 *   for (int64_t i = 0; i &lt; numRetained; ++i) {
 *     void *owned = NULL;
 *     for (int64_t j = 0; j &lt; numAllocs; ++j) {
 *       if (allocs[j] != NULL &amp;&amp; allocs[j] == retained[i]) {
 *         owned = allocs[j];
 *         allocs[j] = NULL;
 *         break;
 *       }
 *     }
 *     retained[i] = owned;
 *   }
 *   for (int64_t j = 0; j &lt; numAllocs; ++j) free(allocs[j]);
 * }
 * </pre>
 *
 * <p>The two arrays are {@code llvm.alloca}s of {@code !llvm.ptr} with constant sizes. The
 * original wraps each lowered retain in a {@code memref.alloca_scope}; jopt does not (yet): so
 * that an alloca in a loop body does not grow the stack on every iteration, they are placed at the start of the entry block of the region that holds the
 * retain once the sequential scf control flow around it (scf.for, scf.while, scf.if,
 * scf.execute_region, scf.index_switch) is left: usually the function's entry block. They do
 * not leave a region whose iterations may run in parallel (scf.parallel, scf.forall, unknown
 * ops), where each iteration needs its own arrays. At the retain, each element is stored
 * through an {@code llvm.getelementptr} of its slot, the runtime is called, and the results are
 * loaded.
 */
public final class ConvertDeallocationOpsToLLVMPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-convert-deallocation-ops-to-llvm",
      "Convert `deallocation` ops to LLVM", FuncOp.NAME, ConvertDeallocationOpsToLLVMPass::new);
  public static final PassInfo SEED_NAME = PassInfo.of("convert-deallocation-ops-to-llvm",
      "Convert `deallocation` ops to LLVM (the seed's spelling of "
          + "hlo-convert-deallocation-ops-to-llvm)", FuncOp.NAME,
      ConvertDeallocationOpsToLLVMPass::seedName);

  static final String FREE = "free";
  static final String RETAIN_BUFFERS = "retainBuffers";

  /**
   * Regions of these ops run sequentially, in the frame of the enclosing function. In a holder,
   * so that registering the pass (which reads INFO) does not initialize five op classes.
   */
  private static final class Sequential {
    static final List<OpSpec> OPS = List.of(ForOp.SPEC, WhileOp.SPEC, IfOp.SPEC,
        ExecuteRegionOp.SPEC, IndexSwitchOp.SPEC);
  }

  private static final LLVMPointerType PTR = LLVMPointerType.get();
  private static final IntegerType I64 = IntegerType.get(64);

  public ConvertDeallocationOpsToLLVMPass() {
    this(INFO);
  }

  private ConvertDeallocationOpsToLLVMPass(PassInfo info) {
    super(info);
  }

  /** The types the lowering converts to; it remembers its answers, so one per pass. */
  private final TypeConverter typeConverter = DeallocationToLLVMPatterns.typeConverter();

  private static ConvertDeallocationOpsToLLVMPass seedName() {
    return new ConvertDeallocationOpsToLLVMPass(SEED_NAME);
  }

  /** {@code free} takes the pointer; {@code retainBuffers} the counts and arrays. */
  static LLVMFunctionType runtimeType(String name) {
    return name.equals(FREE)
        ? LLVMFunctionType.get(LLVMVoidType.get(), List.of(PTR), false)
        : LLVMFunctionType.get(LLVMVoidType.get(), List.of(I64, PTR, I64, PTR), false);
  }

  @Override
  protected void runOnOperation() {
    Operation func = getOperation();
    List<Operation> ops = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getDialectNamespace().equals(DeallocationDialect.NAMESPACE)) {
        ops.add(op);
      }
    });
    if (ops.isEmpty()) {
      return;
    }
    // Check everything before changing anything.
    Set<String> needed = new LinkedHashSet<>();
    boolean ok = true;
    for (Operation op : ops) {
      ok &= check(op, needed);
    }
    Operation table = func.getParentWithTrait(Traits.SymbolTable.class);
    if (ok && !needed.isEmpty() && table == null) {
      func.emitOpError("is not nested in a symbol table to declare '" + needed.iterator().next()
          + "' in");
      ok = false;
    }
    if (ok && table != null) {
      synchronized (table) {
        for (String fn : needed) {
          ok &= checkDeclaration(table, fn);
        }
      }
    }
    if (!ok) {
      signalPassFailure();
      return;
    }
    // The original's target: LLVMConversionTarget, func.func legal, the five ops illegal.
    ConversionTarget target = ConversionTarget.builder()
        .addLegalDialect("llvm")
        .addLegalOp(UnrealizedConversionCastOp.SPEC, FuncOp.SPEC)
        .addIllegalOp(OwnOp.SPEC, FreeOp.SPEC, GetBufferOp.SPEC, NullOp.SPEC, RetainOp.SPEC)
        .build();
    FrozenPatternSet patterns = new FrozenPatternSet(new DeallocationToLLVMPatterns().patterns(typeConverter));
    // The original's conversion would also fold the other ops first (none of them is legal for
    // its target); jopt leaves them as they are.
    ConversionConfig config = ConversionConfig.defaults().withFoldingMode(ConversionConfig.FoldingMode.NEVER);
    if (!DialectConversion.applyPartialConversion(List.of(func), target, patterns, config)) {
      signalPassFailure();
      return;
    }
    if (table != null && !needed.isEmpty()) {
      synchronized (table) {
        declare(table, needed);
      }
    }
  }

  // ---- checks

  /** Whether {@code op} can be lowered; records the runtime functions it calls. */
  private boolean check(Operation op, Set<String> needed) {
    List<Value> memrefs = new ArrayList<>();
    if (OwnOp.SPEC.isa(op) || GetBufferOp.SPEC.isa(op)) {
      memrefs.add(op.getOperand(0));
    } else if (FreeOp.SPEC.isa(op)) {
      needed.add(FREE);
    } else if (RetainOp.SPEC.isa(op)) {
      memrefs.addAll(RetainOp.getRetained(op));
      needed.add(RETAIN_BUFFERS);
    } else if (!NullOp.SPEC.isa(op)) {
      op.emitOpError("cannot be lowered to the LLVM dialect");
      return false;
    }
    for (Value v : memrefs) {
      Type t = v.getType();
      if (OwnershipType.is(t)) {
        continue;
      }
      if (!(t instanceof MemRefType || t instanceof UnrankedMemRefType)) {
        op.emitOpError("cannot lower an operand of type '" + t + "' to a pointer");
        return false;
      }
      if (!isDefaultMemorySpace(t)) {
        op.emitOpError("cannot lower the allocated pointer of a memref outside the default memory "
            + "space: '" + t + "'");
        return false;
      }
    }
    return true;
  }

  private static boolean isDefaultMemorySpace(Type t) {
    Attribute space = t instanceof MemRefType m ? m.getMemorySpace()
        : ((UnrankedMemRefType) t).memorySpace();
    return space == null || space instanceof IntegerAttr i && i.isZero();
  }

  /** An existing symbol {@code name} in {@code table} must be the runtime function's declaration. */
  private boolean checkDeclaration(Operation table, String name) {
    Operation existing = lookup(table, name);
    if (existing == null) {
      return true;
    }
    LLVMFunctionType expected = runtimeType(name);
    if (!existing.getName().equals(LLVMFuncOp.NAME)
        || !expected.equals(LLVMFuncOp.getFunctionType(existing))) {
      existing.emitOpError("symbol '@" + name + "' is needed for the deallocation runtime as "
          + "llvm.func with type '" + expected + "'");
      return false;
    }
    return true;
  }

  private static Operation lookup(Operation table, String name) {
    return SymbolTable.lookupSymbolIn(table, name);
  }

  /** The descriptor struct of a ranked memref of rank {@code rank} (64-bit index). */
  static LLVMStructType descriptorType(int rank) {
    if (rank == 0) {
      return LLVMStructType.literal(List.of(PTR, PTR, I64));
    }
    LLVMArrayType sizes = LLVMArrayType.get(I64, rank);
    return LLVMStructType.literal(List.of(PTR, PTR, I64, sizes, sizes));
  }

  /**
   * The block where the stack arrays of a retain go: the entry block of the region reached by
   * leaving the sequential scf ops around {@code op}.
   */
  private static boolean isSequential(Operation op) {
    for (OpSpec spec : Sequential.OPS) {
      if (spec.isa(op)) {
        return true;
      }
    }
    return false;
  }

  static Block allocationBlock(Operation op) {
    Region region = op.getParentRegion();
    while (region.getParentOp() != null && isSequential(region.getParentOp())
        && region.getParentOp().getParentRegion() != null) {
      region = region.getParentOp().getParentRegion();
    }
    return region.front();
  }

  /**
   * Adds the missing runtime declarations at the start of {@code table}: a new one goes first,
   * except that {@code @retainBuffers} goes after a leading {@code @free}, so the order does not
   * depend on which function asked first.
   */
  private void declare(Operation table, Set<String> names) {
    Block body = table.getRegion(0).front();
    for (String name : List.of(RETAIN_BUFFERS, FREE)) {
      if (!names.contains(name) || lookup(table, name) != null) {
        continue;
      }
      OperationState st = LLVMOps.declaration(table.getLoc(), name, runtimeType(name));
      OpDefinition def = getContext().lookupOp(st.name);
      if (def != null) {
        def.populateDefaultAttrs(st.attributes);
      }
      Operation decl = Operation.create(getContext(), st);
      Operation first = body.getFirstOp();
      if (first == null) {
        body.push_back(decl);
      } else if (name.equals(RETAIN_BUFFERS) && first.getAttr("sym_name") instanceof StringAttr s
          && s.value().equals(FREE)) {
        body.insertAfter(first, decl);
      } else {
        body.insertBefore(first, decl);
      }
    }
  }
}
