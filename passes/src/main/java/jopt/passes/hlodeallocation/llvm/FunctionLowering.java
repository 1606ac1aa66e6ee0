package jopt.passes.hlodeallocation.llvm;

import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.NullOp;
import jopt.dialects.deallocation.GetBufferOp;
import jopt.dialects.deallocation.FreeOp;
import jopt.dialects.builtin.UnrealizedConversionCastOp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.dialects.llvm.LLVMOps;
import jopt.dialects.llvm.LLVMPointerType;
import jopt.dialects.llvm.LLVMStructType;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;

/**
 * The deallocation ops of one function lowered as MLIR's partial dialect conversion does for
 * the original: each op is replaced by LLVM ops on converted values ({@code !llvm.ptr} for an
 * indicator, the descriptor struct for a memref, i64 for index), everything else keeps its types.
 * An operand not produced by a converted op is cast to its converted type once, by
 * {@code builtin.unrealized_conversion_cast} right after its definition (at the start of the
 * block for a block argument); a replaced result still used by an unconverted op (a return, a
 * yield, an scf.if of the to-scf lowering) is cast back once, right after its replacement.
 */
final class FunctionLowering {
  static final LLVMPointerType PTR = LLVMPointerType.get();
  static final IntegerType I64 = IntegerType.get(64);

  private final MLIRContext ctx;
  /** Replaced results to the converted values that replace them. */
  private final Map<Value, Value> mapping = new LinkedHashMap<>();
  /** Target casts made so far, per value and converted type. */
  private final Map<Value, Map<Type, Value>> casts = new HashMap<>();
  private final List<Operation> replaced = new ArrayList<>();
  /** The last op this lowering placed at the start of each block (stack arrays). */
  private final Map<Block, Operation> prologueTail = new HashMap<>();

  FunctionLowering(MLIRContext ctx) {
    this.ctx = ctx;
  }

  /** The converted type: pointer, descriptor, i64, or the type itself. */
  static Type convert(Type t) {
    if (OwnershipType.is(t)) {
      return PTR;
    }
    if (t instanceof MemRefType m) {
      return ConvertDeallocationOpsToLLVMPass.descriptorType(m.getRank());
    }
    if (t instanceof UnrankedMemRefType) {
      return LLVMStructType.literal(List.of(I64, PTR));
    }
    if (t instanceof IndexType) {
      return I64;
    }
    return t;
  }

  void lower(List<Operation> ops) {
    for (Operation op : ops) {
      lowerOne(op);
    }
    // Unconverted users get the replacements cast back; then the replaced ops go.
    for (int i = replaced.size() - 1; i >= 0; i--) {
      Operation op = replaced.get(i);
      for (Value r : op.getResults()) {
        Value with = mapping.get(r);
        if (!r.useEmpty() && with != null) {
          r.replaceAllUsesWith(with.getType().equals(r.getType()) ? with : castBack(with, r));
        }
      }
      op.erase();
    }
  }

  private void lowerOne(Operation op) {
    Location loc = op.getLoc();
    if (NullOp.SPEC.isa(op)) {
      replace(op, insertBefore(op, LLVMOps.zero(loc, PTR)));
    } else if (OwnOp.SPEC.isa(op)) {
      replace(op, allocatedPointer(op, OwnOp.of(op).memref()));
    } else if (GetBufferOp.SPEC.isa(op)) {
      Value ptr = pointer(op, GetBufferOp.of(op).alloc());
      replace(op, insertBefore(op, LLVMOps.ptrToInt(loc, ptr, I64)));
    } else if (FreeOp.SPEC.isa(op)) {
      insertBefore(op, LLVMOps.call(loc, ConvertDeallocationOpsToLLVMPass.FREE,
          List.of(adapt(FreeOp.of(op).alloc())), null));
      replaced.add(op);
    } else if (RetainOp.SPEC.isa(op)) {
      lowerRetain(op);
    } else {
      throw new IllegalStateException("unchecked op " + op.getName());
    }
  }

  /**
   * A retain: the runtime's {@code retainBuffers(numAllocs, allocs, numRetained, retained)} over
   * two stack arrays, the indicators and the retained memrefs' allocated pointers; the results
   * are loaded from the retained array.
   */
  private void lowerRetain(Operation op) {
    Location loc = op.getLoc();
    List<Value> allocs = new ArrayList<>();
    for (Value a : RetainOp.getAllocs(op)) {
      allocs.add(adapt(a));
    }
    List<Value> retained = new ArrayList<>();
    for (Value m : RetainOp.getRetained(op)) {
      retained.add(allocatedPointer(op, m));
    }
    Block scope = ConvertDeallocationOpsToLLVMPass.allocationBlock(op);
    Value numAllocs = hoist(scope, LLVMOps.constant(loc, IntegerAttr.getIndex(allocs.size()), I64));
    Value allocArray = hoist(scope, LLVMOps.alloca(loc, numAllocs, PTR));
    Value numRetained = retained.size() == allocs.size() ? numAllocs
        : hoist(scope, LLVMOps.constant(loc, IntegerAttr.getIndex(retained.size()), I64));
    Value retainedArray = hoist(scope, LLVMOps.alloca(loc, numRetained, PTR));
    storeAll(op, allocArray, allocs);
    storeAll(op, retainedArray, retained);
    insertBefore(op, LLVMOps.call(loc, ConvertDeallocationOpsToLLVMPass.RETAIN_BUFFERS,
        List.of(numAllocs, allocArray, numRetained, retainedArray), null));
    for (int i = 0; i < retained.size(); i++) {
      Value slot = insertBefore(op, LLVMOps.gep(loc, retainedArray, PTR, i));
      mapping.put(op.getResult(i), insertBefore(op, LLVMOps.load(loc, slot, PTR)));
    }
    replaced.add(op);
  }

  private void storeAll(Operation at, Value array, List<Value> values) {
    for (int i = 0; i < values.size(); i++) {
      Value slot = insertBefore(at, LLVMOps.gep(at.getLoc(), array, PTR, i));
      insertBefore(at, LLVMOps.store(at.getLoc(), values.get(i), slot));
    }
  }

  /** An indicator's pointer, or a memref's allocated pointer. */
  private Value pointer(Operation at, Value v) {
    return OwnershipType.is(v.getType()) ? adapt(v) : allocatedPointer(at, v);
  }

  /**
   * The allocated pointer of memref {@code m}, extracted before {@code at} from its descriptor
   * (for an unranked memref, field 1 points to the ranked descriptor, whose field 0 is loaded).
   */
  private Value allocatedPointer(Operation at, Value m) {
    Value desc = adapt(m);
    Location loc = at.getLoc();
    if (m.getType() instanceof UnrankedMemRefType) {
      Value inner = insertBefore(at, LLVMOps.extractValue(loc, desc, 1));
      return insertBefore(at, LLVMOps.load(loc, inner, PTR));
    }
    return insertBefore(at, LLVMOps.extractValue(loc, desc, 0));
  }

  /** The converted value of operand {@code v}: its replacement, or a cast made once. */
  private Value adapt(Value v) {
    Value mapped = mapping.get(v);
    if (mapped != null) {
      return mapped;
    }
    Type to = convert(v.getType());
    if (to.equals(v.getType())) {
      return v;
    }
    return casts.computeIfAbsent(v, k -> new HashMap<>()).computeIfAbsent(to, t -> {
      Operation cast = create(castState(v.getLoc(), v, t));
      Operation def = v.getDefiningOp();
      if (def != null) {
        def.getBlock().insertAfter(def, cast);
      } else {
        Block b = v.getParentBlock();
        if (b.getFirstOp() == null) {
          b.push_back(cast);
        } else {
          b.insertBefore(b.getFirstOp(), cast);
        }
      }
      return cast.getResult(0);
    });
  }

  /** The source materialization: {@code with} cast back to the type of {@code original}. */
  private Value castBack(Value with, Value original) {
    Operation cast = create(castState(original.getLoc(), with, original.getType()));
    Operation def = with.getDefiningOp();
    if (def != null) {
      def.getBlock().insertAfter(def, cast);
    } else {
      with.getParentBlock().push_front(cast);
    }
    return cast.getResult(0);
  }

  private static OperationState castState(Location loc, Value v, Type to) {
    OperationState st = UnrealizedConversionCastOp.SPEC.newState(loc);
    st.addOperand(v);
    st.addType(to);
    return st;
  }

  private void replace(Operation op, Value with) {
    mapping.put(op.getResult(0), with);
    replaced.add(op);
  }

  /** Places {@code st} at the start of {@code block}, after what was placed there before. */
  private Value hoist(Block block, OperationState st) {
    Operation op = create(st);
    Operation tail = prologueTail.get(block);
    if (tail != null) {
      block.insertAfter(tail, op);
    } else if (block.getFirstOp() == null) {
      block.push_back(op);
    } else {
      block.insertBefore(block.getFirstOp(), op);
    }
    prologueTail.put(block, op);
    return op.getResult(0);
  }

  private Value insertBefore(Operation at, OperationState st) {
    Operation op = create(st);
    at.getBlock().insertBefore(at, op);
    return op.getNumResults() == 0 ? null : op.getResult(0);
  }

  private Operation create(OperationState st) {
    OpDefinition def = ctx.lookupOp(st.name);
    if (def != null) {
      def.populateDefaultAttrs(st.attributes);
    }
    return Operation.create(ctx, st);
  }
}
