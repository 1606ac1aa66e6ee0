package jopt.passes.hlodeallocation.llvm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.deallocation.FreeOp;
import jopt.dialects.deallocation.GetBufferOp;
import jopt.dialects.deallocation.NullOp;
import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.dialects.llvm.LLVMOps;
import jopt.dialects.llvm.LLVMPointerType;
import jopt.dialects.llvm.LLVMStructType;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.conversion.ConversionPatternRewriter;
import jopt.ir.conversion.OpAdaptor;
import jopt.ir.conversion.OpConversionPattern;
import jopt.ir.conversion.TypeConverter;
import jopt.ir.conversion.UnrealizedCasts;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;

/**
 * The conversion patterns of one run of convert-deallocation-ops-to-llvm on a function: each
 * deallocation op becomes LLVM dialect ops on its operands converted by {@link #typeConverter}
 * ({@code !llvm.ptr} for an indicator, the descriptor struct for a memref, i64 for index); the
 * conversion casts other values to and from those types with builtin.unrealized_conversion_cast.
 * A run remembers the stack arrays it placed at the start of each block, to place the next ones
 * after them.
 */
final class DeallocationToLLVMPatterns {
  static final LLVMPointerType PTR = LLVMPointerType.get();
  static final IntegerType I64 = IntegerType.get(64);

  /** The last op this run placed at the start of each block (stack arrays). */
  private final Map<Block, Operation> prologueTail = new HashMap<>();

  /** Ownership indicators to pointers, memrefs to descriptors, index to i64; casts kept. */
  static TypeConverter typeConverter() {
    return TypeConverter.builder()
        .addConversion(t -> t)
        .addConversion(DeallocationToLLVMPatterns::convert)
        .addSourceMaterialization(UnrealizedCasts::build)
        .addTargetMaterialization(UnrealizedCasts::build)
        .build();
  }

  /** The converted type, or null to leave it to the identity. */
  private static Type convert(Type t) {
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
    return null;
  }

  List<RewritePattern> patterns(TypeConverter c) {
    return List.of(
        new OpConversionPattern<NullOp>(NullOp.SPEC, NullOp::of, c) {
          @Override
          public boolean matchAndRewrite(NullOp op, OpAdaptor a, ConversionPatternRewriter r) {
            r.replaceOp(op.getOperation(), List.of(create(r, LLVMOps.zero(op.getOperation().getLoc(), PTR))));
            return true;
          }
        },
        new OpConversionPattern<OwnOp>(OwnOp.SPEC, OwnOp::of, c) {
          @Override
          public boolean matchAndRewrite(OwnOp op, OpAdaptor a, ConversionPatternRewriter r) {
            r.replaceOp(op.getOperation(), List.of(allocatedPointer(r, op.getOperation().getLoc(), a.getOperand(0),
                op.memref().getType())));
            return true;
          }
        },
        new OpConversionPattern<GetBufferOp>(GetBufferOp.SPEC, GetBufferOp::of, c) {
          @Override
          public boolean matchAndRewrite(GetBufferOp op, OpAdaptor a, ConversionPatternRewriter r) {
            Location loc = op.getOperation().getLoc();
            Value ptr = pointer(r, loc, a.getOperand(0), op.alloc().getType());
            r.replaceOp(op.getOperation(), List.of(create(r, LLVMOps.ptrToInt(loc, ptr, I64))));
            return true;
          }
        },
        new OpConversionPattern<FreeOp>(FreeOp.SPEC, FreeOp::of, c) {
          @Override
          public boolean matchAndRewrite(FreeOp op, OpAdaptor a, ConversionPatternRewriter r) {
            create(r, LLVMOps.call(op.getOperation().getLoc(), ConvertDeallocationOpsToLLVMPass.FREE,
                List.of(a.getOperand(0)), null));
            r.eraseOp(op.getOperation());
            return true;
          }
        },
        new OpConversionPattern<RetainOp>(RetainOp.SPEC, RetainOp::of, c) {
          @Override
          public boolean matchAndRewrite(RetainOp op, OpAdaptor a, ConversionPatternRewriter r) {
            lowerRetain(op.getOperation(), a, r);
            return true;
          }
        });
  }

  /**
   * A retain: the runtime's {@code retainBuffers(numAllocs, allocs, numRetained, retained)} over
   * two stack arrays, the indicators and the retained memrefs' allocated pointers; the results
   * are loaded from the retained array.
   */
  private void lowerRetain(Operation op, OpAdaptor a, ConversionPatternRewriter r) {
    Location loc = op.getLoc();
    List<Value> allocs = a.getGroup("allocs");
    List<Value> retainedMemrefs = RetainOp.getRetained(op);
    List<Value> retainedDescriptors = a.getGroup("retained");
    List<Value> retained = new ArrayList<>();
    for (int i = 0; i < retainedMemrefs.size(); i++) {
      retained.add(allocatedPointer(r, loc, retainedDescriptors.get(i), retainedMemrefs.get(i).getType()));
    }
    Block scope = ConvertDeallocationOpsToLLVMPass.allocationBlock(op);
    Value numAllocs = hoist(r, scope, LLVMOps.constant(loc, IntegerAttr.getIndex(allocs.size()), I64));
    Value allocArray = hoist(r, scope, LLVMOps.alloca(loc, numAllocs, PTR));
    Value numRetained = retained.size() == allocs.size() ? numAllocs
        : hoist(r, scope, LLVMOps.constant(loc, IntegerAttr.getIndex(retained.size()), I64));
    Value retainedArray = hoist(r, scope, LLVMOps.alloca(loc, numRetained, PTR));
    storeAll(r, loc, allocArray, allocs);
    storeAll(r, loc, retainedArray, retained);
    create(r, LLVMOps.call(loc, ConvertDeallocationOpsToLLVMPass.RETAIN_BUFFERS,
        List.of(numAllocs, allocArray, numRetained, retainedArray), null));
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < retained.size(); i++) {
      Value slot = create(r, LLVMOps.gep(loc, retainedArray, PTR, i));
      results.add(create(r, LLVMOps.load(loc, slot, PTR)));
    }
    r.replaceOp(op, results);
  }

  private static void storeAll(Builder b, Location loc, Value array, List<Value> values) {
    for (int i = 0; i < values.size(); i++) {
      Value slot = create(b, LLVMOps.gep(loc, array, PTR, i));
      create(b, LLVMOps.store(loc, values.get(i), slot));
    }
  }

  /** An indicator's pointer (converted already), or a memref's allocated pointer. */
  private static Value pointer(Builder b, Location loc, Value converted, Type original) {
    return OwnershipType.is(original) ? converted : allocatedPointer(b, loc, converted, original);
  }

  /**
   * The allocated pointer of the memref whose descriptor is {@code desc} (for an unranked memref,
   * field 1 points to the ranked descriptor, whose field 0 is loaded).
   */
  private static Value allocatedPointer(Builder b, Location loc, Value desc, Type memrefType) {
    if (memrefType instanceof UnrankedMemRefType) {
      Value inner = create(b, LLVMOps.extractValue(loc, desc, 1));
      return create(b, LLVMOps.load(loc, inner, PTR));
    }
    return create(b, LLVMOps.extractValue(loc, desc, 0));
  }

  /** Places {@code st} at the start of {@code block}, after what this run placed there before. */
  private Value hoist(ConversionPatternRewriter r, Block block, OperationState st) {
    Builder.InsertPoint ip = r.saveInsertionPoint();
    Operation tail = prologueTail.get(block);
    if (tail != null) {
      r.setInsertionPointAfter(tail);
    } else {
      r.setInsertionPointToStart(block);
    }
    Operation op = r.create(withDefaults(r, st));
    r.restoreInsertionPoint(ip);
    prologueTail.put(block, op);
    return op.getResult(0);
  }

  /** Creates {@code st} at the insertion point; its result, or null without one. */
  private static Value create(Builder b, OperationState st) {
    Operation op = b.create(withDefaults(b, st));
    return op.getNumResults() == 0 ? null : op.getResult(0);
  }

  private static OperationState withDefaults(Builder b, OperationState st) {
    OpDefinition def = b.getContext().lookupOp(st.name);
    if (def != null) {
      def.populateDefaultAttrs(st.attributes);
    }
    return st;
  }
}
