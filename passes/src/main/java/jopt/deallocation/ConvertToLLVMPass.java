package jopt.deallocation;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.dialects.llvm.LLVMDialect;
import jopt.dialects.llvm.LLVMFuncOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.pass.Pass;
import jopt.pass.PassInfo;

/**
 * hlo-convert-deallocation-ops-to-llvm (also convert-deallocation-ops-to-llvm): ownership
 * indicators become {@code !llvm.ptr} (block arguments, results, function signatures);
 * null → llvm.mlir.zero; own → the allocated pointer of the memref descriptor; get_buffer →
 * llvm.ptrtoint; free → a call of {@code free}; a general retain → a call of the runtime
 * function
 * <pre>void retainBuffers(int64_t numMemrefs, void **memrefs, int64_t numAllocs, void **allocs)</pre>
 * with {@code memrefs} holding the allocated pointers of the retained memrefs and
 * {@code allocs} the ownership pointers: for each i it writes into {@code memrefs[i]} the first
 * not yet returned {@code allocs[j]} equal to {@code memrefs[i]}, or null, and frees every
 * non-null alloc it did not return. The results are loaded back from {@code memrefs}.
 */
public final class ConvertToLLVMPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-convert-deallocation-ops-to-llvm",
      "Lowers the deallocation dialect to the LLVM dialect (MLIR-HLO)", "builtin.module",
      ConvertToLLVMPass::new);
  public static final PassInfo SEED_NAME = PassInfo.of("convert-deallocation-ops-to-llvm",
      "Lowers the deallocation dialect to the LLVM dialect (the seed's name)", "builtin.module",
      ConvertToLLVMPass::seedName);

  private boolean needsFree;
  private boolean needsRetain;

  public ConvertToLLVMPass() {
    super(INFO);
  }

  private ConvertToLLVMPass(PassInfo info) {
    super(info);
  }

  private static ConvertToLLVMPass seedName() {
    return new ConvertToLLVMPass(SEED_NAME);
  }

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    Type ptr = LLVMDialect.ptr();
    List<Operation> ops = new ArrayList<>();
    module.walk(op -> {
      ops.add(op);
      for (Value r : op.getResults()) {
        if (OwnershipType.is(r.getType())) {
          r.setType(ptr);
        }
      }
      for (Region reg : op.getRegions()) {
        for (Block b : reg.getBlocks()) {
          for (BlockArgument a : b.getArguments()) {
            if (OwnershipType.is(a.getType())) {
              a.setType(ptr);
            }
          }
        }
      }
      if (op.getName().equals("func.func") && op.getAttr("function_type") instanceof TypeAttr t
          && t.value() instanceof FunctionType ft) {
        op.setAttr("function_type", TypeAttr.get(FunctionType.get(convert(ft.getInputs(), ptr),
            convert(ft.getResults(), ptr))));
      }
    });
    try {
      for (Operation op : ops) {
        lower(op);
      }
    } catch (IllegalArgumentException e) {
      signalPassFailure();
      return;
    }
    declare(module, "free", List.of(ptr), needsFree);
    declare(module, "retainBuffers", List.of(IntegerType.get(64), ptr, IntegerType.get(64), ptr),
        needsRetain);
  }

  private static List<Type> convert(List<Type> types, Type ptr) {
    List<Type> r = new ArrayList<>();
    for (Type t : types) {
      r.add(OwnershipType.is(t) ? ptr : t);
    }
    return r;
  }

  private void lower(Operation op) {
    switch (op.getName()) {
      case "deallocation.null" -> replace(op, create(op, "llvm.mlir.zero", List.of(),
          List.of(LLVMDialect.ptr())));
      case "deallocation.own" -> replace(op, allocatedPointer(op, op.getOperand(0)));
      case "deallocation.get_buffer" -> {
        Value v = op.getOperand(0);
        Value p = Deallocator.isMemRef(v.getType()) ? allocatedPointer(op, v) : v;
        Value i = create(op, "llvm.ptrtoint", List.of(p), List.of(IntegerType.get(64)));
        replace(op, create(op, "arith.index_cast", List.of(i), List.of(IndexType.get())));
      }
      case "deallocation.free" -> {
        needsFree = true;
        call(op, "free", List.of(op.getOperand(0)));
        op.erase();
      }
      case "deallocation.retain" -> lowerRetain(op);
      default -> { }
    }
  }

  private void lowerRetain(Operation op) {
    needsRetain = true;
    List<Value> memrefs = RetainOp.getRetained(op);
    List<Value> allocs = RetainOp.getAllocs(op);
    Value nm = constant(op, memrefs.size());
    Value na = constant(op, allocs.size());
    Value marr = array(op, nm);
    for (int i = 0; i < memrefs.size(); i++) {
      store(op, allocatedPointer(op, memrefs.get(i)), marr, i);
    }
    Value aarr = array(op, na);
    for (int j = 0; j < allocs.size(); j++) {
      store(op, allocs.get(j), aarr, j);
    }
    call(op, "retainBuffers", List.of(nm, marr, na, aarr));
    for (int i = 0; i < memrefs.size(); i++) {
      Value slot = gep(op, marr, i);
      op.getResult(i).replaceAllUsesWith(
          create(op, "llvm.load", List.of(slot), List.of(LLVMDialect.ptr())));
    }
    op.erase();
  }

  /** The descriptor's allocated pointer: an unrealized cast to the struct, then field 0. */
  private Value allocatedPointer(Operation at, Value memref) {
    if (!(memref.getType() instanceof MemRefType mt) || mt.getMemorySpace() != null) {
      at.emitOpError("cannot lower the ownership of a value of type '" + memref.getType()
          + "' (ranked memrefs in the default memory space only)");
      throw new IllegalArgumentException();
    }
    Value desc = create(at, "builtin.unrealized_conversion_cast", List.of(memref),
        List.of(LLVMDialect.memrefDescriptor(mt.getRank())));
    Operation ev = createOp(at, "llvm.extractvalue", List.of(desc), List.of(LLVMDialect.ptr()));
    ev.setAttr("position", DenseArrayAttr.ofI64(0));
    return ev.getResult(0);
  }

  private Value constant(Operation at, long v) {
    Operation c = createOp(at, "llvm.mlir.constant", List.of(), List.of(IntegerType.get(64)));
    c.setAttr("value", IntegerAttr.get(v, IntegerType.get(64)));
    return c.getResult(0);
  }

  private Value array(Operation at, Value n) {
    Operation a = createOp(at, "llvm.alloca", List.of(n), List.of(LLVMDialect.ptr()));
    a.setAttr("elem_type", TypeAttr.get(LLVMDialect.ptr()));
    return a.getResult(0);
  }

  private Value gep(Operation at, Value base, int i) {
    Operation g = createOp(at, "llvm.getelementptr", List.of(base), List.of(LLVMDialect.ptr()));
    g.setAttr("rawConstantIndices", DenseArrayAttr.ofI32(i));
    g.setAttr("elem_type", TypeAttr.get(LLVMDialect.ptr()));
    return g.getResult(0);
  }

  private void store(Operation at, Value v, Value array, int i) {
    createOp(at, "llvm.store", List.of(v, gep(at, array, i)), List.of());
  }

  private void call(Operation at, String callee, List<Value> args) {
    Operation c = createOp(at, "llvm.call", args, List.of());
    c.setAttr("callee", new FlatSymbolRefAttr(callee));
  }

  private Value create(Operation at, String name, List<Value> operands, List<Type> types) {
    return createOp(at, name, operands, types).getResult(0);
  }

  private Operation createOp(Operation at, String name, List<Value> operands, List<Type> types) {
    OperationState st = new OperationState(at.getLoc(), name);
    st.addOperands(operands);
    st.addTypes(types);
    Operation op = Operation.create(getContext(), st);
    at.getBlock().insertBefore(at, op);
    return op;
  }

  private static void replace(Operation op, Value with) {
    op.getResult(0).replaceAllUsesWith(with);
    op.erase();
  }

  private void declare(Operation module, String name, List<Type> inputs, boolean needed) {
    if (!needed) {
      return;
    }
    Block body = module.getRegion(0).front();
    for (Operation op : body.getOpList()) {
      if (op.getAttr("sym_name") instanceof StringAttr s && s.getValue().equals(name)) {
        return;
      }
    }
    Operation decl = Operation.create(getContext(),
        LLVMFuncOp.declaration(module.getLoc(), name, inputs, List.of()));
    if (body.getFirstOp() == null) {
      body.push_back(decl);
    } else {
      body.insertBefore(body.getFirstOp(), decl);
    }
  }
}
