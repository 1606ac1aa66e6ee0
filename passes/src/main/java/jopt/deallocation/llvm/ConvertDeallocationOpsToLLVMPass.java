package jopt.deallocation.llvm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.dialects.llvm.LLVMArrayType;
import jopt.dialects.llvm.LLVMFuncOp;
import jopt.dialects.llvm.LLVMFunctionType;
import jopt.dialects.llvm.LLVMOps;
import jopt.dialects.llvm.LLVMPointerType;
import jopt.dialects.llvm.LLVMStructType;
import jopt.dialects.llvm.LLVMVoidType;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;
import jopt.pass.Pass;
import jopt.pass.PassInfo;

/**
 * {@code hlo-convert-deallocation-ops-to-llvm} (also {@code convert-deallocation-ops-to-llvm},
 * the seed's spelling): the last step of MLIR-HLO's deallocation pipeline. Everything of the
 * deallocation dialect becomes LLVM dialect ops; the rest of the program (memref, scf, func,
 * arith) is left for the usual lowerings.
 *
 * <ul>
 *   <li>Ownership indicators become {@code !llvm.ptr}: every value of type
 *       {@code !deallocation.ownership} (op results, block arguments of func.func, scf.for,
 *       scf.while, scf.if ... regions) and every type attribute mentioning it (a func.func's
 *       {@code function_type}) is retyped. A non-null indicator is the allocated pointer of the
 *       allocation it owns.
 *   <li>{@code deallocation.null} → {@code llvm.mlir.zero : !llvm.ptr}.
 *   <li>{@code deallocation.own %m} → the allocated pointer of {@code %m}'s descriptor:
 *       {@code builtin.unrealized_conversion_cast %m : memref<..> to
 *       !llvm.struct<(ptr, ptr, i64, array<R x i64>, array<R x i64>)>} ({@code
 *       !llvm.struct<(ptr, ptr, i64)>} for rank 0) and {@code llvm.extractvalue %d[0]}; an
 *       unranked memref's descriptor {@code !llvm.struct<(i64, ptr)>} points to the ranked one,
 *       whose first field is loaded. The cast and extraction are made once per memref value,
 *       right after its definition, and shared by all the ops that need the pointer.
 *   <li>{@code deallocation.get_buffer %x} → {@code llvm.ptrtoint} (of the indicator, or of a
 *       memref's allocated pointer) to {@code i64}, then {@code arith.index_cast} to index.
 *   <li>{@code deallocation.free %o} → {@code llvm.call @free(%o) : (!llvm.ptr) -> ()}.
 *   <li>{@code deallocation.retain(%m...) of(%o...)}: with no retained memref, a call of
 *       {@code free} per alloc (free(NULL) does nothing, so "free if non-null" is free); with no
 *       alloc, every result is {@code llvm.mlir.zero}; otherwise a call of the runtime function
 *       {@code retainBuffers} over two stack arrays (below).
 * </ul>
 *
 * <p>The declarations {@code llvm.func @free(!llvm.ptr)} and
 * {@code llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)} are added once, at the
 * start of the module (the nearest symbol table) of the ops that call them, when they are not
 * declared yet; a symbol of that name with another type is an error. Memrefs outside the
 * default memory space are rejected (their pointers would be in another address space than
 * the {@code !llvm.ptr} indicators), before anything is changed.
 *
 * <h2>The retainBuffers runtime contract</h2>
 *
 * <pre>
 * void retainBuffers(int64_t numMemrefs, void **memrefs, int64_t numAllocs, void **allocs);
 * </pre>
 *
 * On entry {@code memrefs[0..numMemrefs)} hold the allocated (base) pointers of the retained
 * memrefs, in operand order, and {@code allocs[0..numAllocs)} the ownership indicators (an
 * allocated pointer or NULL), in operand order. For {@code i = 0, 1, ...} in order, the
 * function writes into {@code memrefs[i]} the first {@code allocs[j]} that is non-null, equal to
 * the old {@code memrefs[i]} and not given to an earlier memref, or NULL when there is none; it
 * then {@code free}s every non-null {@code allocs[j]} given to no memref. The contents of
 * {@code allocs} afterwards are unspecified. Result {@code i} of the retain is loaded from
 * {@code memrefs[i]}: the memrefs array always has one slot per result, whatever the number
 * of allocs. These are the semantics {@code hlo-deallocation-to-scf} gives the small retains
 * (each alloc returned at most once, to the first memref derived from it; a view shares the
 * allocated pointer of its allocation). A reference implementation:
 *
 * <pre>
 * void retainBuffers(int64_t numMemrefs, void **memrefs, int64_t numAllocs, void **allocs) {
 *   for (int64_t i = 0; i &lt; numMemrefs; ++i) {
 *     void *owned = NULL;
 *     for (int64_t j = 0; j &lt; numAllocs; ++j) {
 *       if (allocs[j] != NULL &amp;&amp; allocs[j] == memrefs[i]) {
 *         owned = allocs[j];
 *         allocs[j] = NULL;
 *         break;
 *       }
 *     }
 *     memrefs[i] = owned;
 *   }
 *   for (int64_t j = 0; j &lt; numAllocs; ++j) free(allocs[j]);
 * }
 * </pre>
 *
 * <p>The two arrays are {@code llvm.alloca}s of {@code !llvm.ptr} with constant sizes. An
 * alloca in a loop body would grow the stack on every iteration, so they are placed at the
 * start of the entry block of the region that holds the retain once the sequential scf
 * control flow around it (scf.for, scf.while, scf.if, scf.execute_region, scf.index_switch)
 * is left: usually the enclosing function's entry block. They do not leave a region whose
 * iterations may run in parallel (scf.parallel, scf.forall, unknown ops), where each
 * iteration needs its own arrays. At the retain, each element is stored through an
 * {@code llvm.getelementptr} of its slot, the runtime is called, and the results are loaded.
 */
public final class ConvertDeallocationOpsToLLVMPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-convert-deallocation-ops-to-llvm",
      "Lowers the deallocation dialect to the LLVM dialect (MLIR-HLO)", "builtin.module",
      ConvertDeallocationOpsToLLVMPass::new);
  public static final PassInfo SEED_NAME = PassInfo.of("convert-deallocation-ops-to-llvm",
      "Lowers the deallocation dialect to the LLVM dialect (the seed's spelling of "
          + "hlo-convert-deallocation-ops-to-llvm)", "builtin.module",
      ConvertDeallocationOpsToLLVMPass::seedName);

  static final String FREE = "free";
  static final String RETAIN_BUFFERS = "retainBuffers";

  /** Regions of these ops run sequentially, in the frame of the enclosing function. */
  private static final Set<String> SEQUENTIAL = Set.of("scf.for", "scf.while", "scf.if",
      "scf.execute_region", "scf.index_switch");

  private static final LLVMPointerType PTR = LLVMPointerType.get();
  private static final IntegerType I64 = IntegerType.get(64);

  /** The allocated pointer of each memref value, made once. */
  private final Map<Value, Value> allocatedPointers = new HashMap<>();
  /** The last op this pass placed at the start of each block (see {@link #prologue}). */
  private final Map<Block, Operation> hoistedTail = new HashMap<>();

  public ConvertDeallocationOpsToLLVMPass() {
    this(INFO);
  }

  private ConvertDeallocationOpsToLLVMPass(PassInfo info) {
    super(info);
  }

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
    allocatedPointers.clear();
    hoistedTail.clear();
    Operation module = getOperation();
    List<Operation> ops = new ArrayList<>();
    module.walkPreOrder(op -> {
      if (op.getDialectNamespace().equals("deallocation")) {
        ops.add(op);
      }
    });
    // Check everything before changing anything.
    Map<Operation, Set<String>> needed = new LinkedHashMap<>();
    boolean ok = true;
    for (Operation op : ops) {
      ok &= check(op, needed);
    }
    for (Map.Entry<Operation, Set<String>> e : needed.entrySet()) {
      for (String fn : List.of(FREE, RETAIN_BUFFERS)) {
        if (e.getValue().contains(fn)) {
          ok &= checkDeclaration(e.getKey(), fn);
        }
      }
    }
    if (!ok) {
      signalPassFailure();
      return;
    }
    retype(module);
    for (Operation op : ops) {
      lower(op);
    }
    for (Map.Entry<Operation, Set<String>> e : needed.entrySet()) {
      declare(e.getKey(), e.getValue());
    }
    if (!nothingLeft(module)) {
      signalPassFailure();
    }
  }

  // ---- checks

  /** Whether {@code op} can be lowered; records the runtime functions it calls. */
  private boolean check(Operation op, Map<Operation, Set<String>> needed) {
    List<String> calls = new ArrayList<>();
    List<Value> memrefs = new ArrayList<>();
    switch (op.getName()) {
      case "deallocation.null" -> { }
      case "deallocation.own" -> memrefs.add(op.getOperand(0));
      case "deallocation.get_buffer" -> memrefs.add(op.getOperand(0));
      case "deallocation.free" -> calls.add(FREE);
      case "deallocation.retain" -> {
        List<Value> retained = RetainOp.getRetained(op);
        List<Value> allocs = RetainOp.getAllocs(op);
        memrefs.addAll(retained);
        memrefs.addAll(allocs);
        if (retained.isEmpty() && !allocs.isEmpty()) {
          calls.add(FREE);
        } else if (!retained.isEmpty() && !allocs.isEmpty()) {
          calls.add(RETAIN_BUFFERS);
        }
      }
      default -> {
        op.emitOpError("cannot be lowered to the LLVM dialect");
        return false;
      }
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
    if (!calls.isEmpty()) {
      Operation table = op.getParentWithTrait(Traits.SymbolTable.class);
      if (table == null) {
        op.emitOpError("is not nested in a symbol table to declare '" + calls.get(0) + "' in");
        return false;
      }
      needed.computeIfAbsent(table, t -> new HashSet<>()).addAll(calls);
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
    if (table.getNumRegions() == 0 || table.getRegion(0).isEmpty()) {
      return null;
    }
    for (Operation o : table.getRegion(0).front().getOperations()) {
      if (o.getAttr("sym_name") instanceof StringAttr s && s.value().equals(name)) {
        return o;
      }
    }
    return null;
  }

  // ---- ownership to !llvm.ptr

  /** Ownership to pointer, also inside function types. */
  static Type convert(Type t) {
    if (OwnershipType.is(t)) {
      return PTR;
    }
    if (t instanceof FunctionType f) {
      return FunctionType.get(convert(f.getInputs()), convert(f.getResults()));
    }
    return t;
  }

  private static List<Type> convert(List<Type> types) {
    List<Type> r = new ArrayList<>(types.size());
    for (Type t : types) {
      r.add(convert(t));
    }
    return r;
  }

  /** Retypes every ownership value and type attribute under {@code root}. */
  private static void retype(Operation root) {
    root.walk(op -> {
      for (Value r : op.getResults()) {
        r.setType(convert(r.getType()));
      }
      for (Region reg : op.getRegions()) {
        for (Block b : reg.getBlocks()) {
          for (BlockArgument a : b.getArguments()) {
            a.setType(convert(a.getType()));
          }
        }
      }
      for (NamedAttribute na : List.copyOf(op.getAttrDictionary().getValue())) {
        if (na.value() instanceof TypeAttr t && !convert(t.value()).equals(t.value())) {
          op.setAttr(na.name(), TypeAttr.get(convert(t.value())));
        }
      }
    });
  }

  // ---- lowering

  private void lower(Operation op) {
    switch (op.getName()) {
      case "deallocation.null" ->
          replace(op, insertBefore(op, LLVMOps.zero(op.getLoc(), PTR)).getResult(0));
      case "deallocation.own" -> replace(op, allocatedPointer(op.getOperand(0)));
      case "deallocation.get_buffer" -> {
        Value ptr = pointer(op.getOperand(0));
        Value i = insertBefore(op, LLVMOps.ptrToInt(op.getLoc(), ptr, I64)).getResult(0);
        OperationState cast = new OperationState(op.getLoc(), "arith.index_cast");
        cast.addOperand(i);
        cast.addType(IndexType.get());
        replace(op, insertBefore(op, cast).getResult(0));
      }
      case "deallocation.free" -> {
        callFree(op, op.getOperand(0));
        op.erase();
      }
      case "deallocation.retain" -> lowerRetain(op);
      default -> throw new IllegalStateException("unchecked op " + op.getName());
    }
  }

  private void lowerRetain(Operation op) {
    List<Value> retained = RetainOp.getRetained(op);
    List<Value> allocs = new ArrayList<>();
    for (Value a : RetainOp.getAllocs(op)) {
      allocs.add(pointer(a));
    }
    if (retained.isEmpty()) {
      for (Value a : allocs) {
        callFree(op, a);
      }
      op.erase();
      return;
    }
    if (allocs.isEmpty()) {
      for (int i = 0; i < retained.size(); i++) {
        Value zero = insertBefore(op, LLVMOps.zero(op.getLoc(), PTR)).getResult(0);
        op.getResult(i).replaceAllUsesWith(zero);
      }
      op.erase();
      return;
    }
    List<Value> memrefPtrs = new ArrayList<>();
    for (Value m : retained) {
      memrefPtrs.add(allocatedPointer(m));
    }
    // The arrays, at the start of the allocation block.
    Block scope = allocationBlock(op);
    Value numMemrefs = hoist(scope, LLVMOps.constant(op.getLoc(), retained.size(), I64));
    Value memrefArray = hoist(scope, LLVMOps.alloca(op.getLoc(), numMemrefs, PTR));
    Value numAllocs = retained.size() == allocs.size() ? numMemrefs
        : hoist(scope, LLVMOps.constant(op.getLoc(), allocs.size(), I64));
    Value allocArray = hoist(scope, LLVMOps.alloca(op.getLoc(), numAllocs, PTR));
    storeAll(op, memrefArray, memrefPtrs);
    storeAll(op, allocArray, allocs);
    insertBefore(op, LLVMOps.call(op.getLoc(), RETAIN_BUFFERS,
        List.of(numMemrefs, memrefArray, numAllocs, allocArray), null));
    for (int i = 0; i < retained.size(); i++) {
      Value slot = insertBefore(op, LLVMOps.gep(op.getLoc(), memrefArray, PTR, i)).getResult(0);
      Value owned = insertBefore(op, LLVMOps.load(op.getLoc(), slot, PTR)).getResult(0);
      op.getResult(i).replaceAllUsesWith(owned);
    }
    op.erase();
  }

  private void storeAll(Operation at, Value array, List<Value> values) {
    for (int i = 0; i < values.size(); i++) {
      Value slot = insertBefore(at, LLVMOps.gep(at.getLoc(), array, PTR, i)).getResult(0);
      insertBefore(at, LLVMOps.store(at.getLoc(), values.get(i), slot));
    }
  }

  private void callFree(Operation at, Value ptr) {
    insertBefore(at, LLVMOps.call(at.getLoc(), FREE, List.of(ptr), null));
  }

  /** An ownership indicator (already a pointer) or a memref's allocated pointer. */
  private Value pointer(Value v) {
    return v.getType() instanceof LLVMPointerType ? v : allocatedPointer(v);
  }

  /**
   * The allocated pointer of memref {@code m}, made once, right after its definition: the cast
   * to the descriptor struct and the extraction of field 0 (for an unranked memref, field 1
   * points to the ranked descriptor, whose field 0 is loaded).
   */
  private Value allocatedPointer(Value m) {
    Value cached = allocatedPointers.get(m);
    if (cached != null) {
      return cached;
    }
    Type t = m.getType();
    boolean unranked = t instanceof UnrankedMemRefType;
    Type desc = unranked ? LLVMStructType.literal(List.of(I64, PTR))
        : descriptorType(((MemRefType) t).getRank());
    OperationState cast = new OperationState(m.getLoc(), "builtin.unrealized_conversion_cast");
    cast.addOperand(m);
    cast.addType(desc);
    Operation castOp = create(cast);
    Operation field = create(LLVMOps.extractValue(m.getLoc(), castOp.getResult(0), unranked ? 1 : 0));
    Operation last = field;
    if (unranked) {
      last = create(LLVMOps.load(m.getLoc(), field.getResult(0), PTR));
    }
    Operation def = m.getDefiningOp();
    if (def != null) {
      def.getBlock().insertAfter(def, castOp);
      castOp.getBlock().insertAfter(castOp, field);
      if (last != field) {
        field.getBlock().insertAfter(field, last);
      }
    } else {
      // A block argument: in the block's prologue, in the order they are needed.
      Block b = m.getParentBlock();
      prologue(b, castOp);
      prologue(b, field);
      if (last != field) {
        prologue(b, last);
      }
    }
    Value ptr = last.getResult(0);
    allocatedPointers.put(m, ptr);
    return ptr;
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
  static Block allocationBlock(Operation op) {
    Region region = op.getParentRegion();
    while (region.getParentOp() != null && SEQUENTIAL.contains(region.getParentOp().getName())
        && region.getParentOp().getParentRegion() != null) {
      region = region.getParentOp().getParentRegion();
    }
    return region.front();
  }

  /** Places {@code st} in the prologue of {@code block}. */
  private Value hoist(Block block, OperationState st) {
    Operation op = create(st);
    prologue(block, op);
    return op.getResult(0);
  }

  /**
   * Places {@code op} after the ops this pass placed at the start of {@code block} before
   * (stack arrays, descriptors of block arguments), so they keep their order of creation.
   */
  private void prologue(Block block, Operation op) {
    Operation tail = hoistedTail.get(block);
    if (tail != null) {
      block.insertAfter(tail, op);
    } else if (block.getFirstOp() == null) {
      block.push_back(op);
    } else {
      block.insertBefore(block.getFirstOp(), op);
    }
    hoistedTail.put(block, op);
  }

  private Operation insertBefore(Operation at, OperationState st) {
    Operation op = create(st);
    at.getBlock().insertBefore(at, op);
    return op;
  }

  private Operation create(OperationState st) {
    OpDefinition def = getContext().lookupOp(st.name);
    if (def != null) {
      def.populateDefaultAttrs(st.attributes);
    }
    return Operation.create(getContext(), st);
  }

  private static void replace(Operation op, Value with) {
    op.getResult(0).replaceAllUsesWith(with);
    op.erase();
  }

  /** Adds the missing runtime declarations at the start of {@code table}, free first. */
  private void declare(Operation table, Set<String> names) {
    Block body = table.getRegion(0).front();
    Operation after = null;
    for (String name : List.of(FREE, RETAIN_BUFFERS)) {
      if (!names.contains(name) || lookup(table, name) != null) {
        continue;
      }
      Operation decl = create(LLVMOps.declaration(table.getLoc(), name, runtimeType(name)));
      if (after != null) {
        body.insertAfter(after, decl);
      } else if (body.getFirstOp() == null) {
        body.push_back(decl);
      } else {
        body.insertBefore(body.getFirstOp(), decl);
      }
      after = decl;
    }
  }

  // ---- the final check

  /** Reports any deallocation op or ownership type left under {@code root}. */
  private static boolean nothingLeft(Operation root) {
    boolean[] ok = {true};
    root.walk(op -> {
      if (!ok[0]) {
        return;
      }
      boolean left = op.getDialectNamespace().equals("deallocation");
      for (Value v : op.getOperands()) {
        left |= mentionsOwnership(v.getType());
      }
      for (Value v : op.getResults()) {
        left |= mentionsOwnership(v.getType());
      }
      for (Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          for (BlockArgument a : b.getArguments()) {
            left |= mentionsOwnership(a.getType());
          }
        }
      }
      for (NamedAttribute na : op.getAttrDictionary().getValue()) {
        left |= na.value() instanceof TypeAttr t && mentionsOwnership(t.value());
      }
      if (left) {
        op.emitOpError("still uses the deallocation dialect after its lowering to LLVM");
        ok[0] = false;
      }
    });
    return ok[0];
  }

  private static boolean mentionsOwnership(Type t) {
    return !convert(t).equals(t);
  }
}
