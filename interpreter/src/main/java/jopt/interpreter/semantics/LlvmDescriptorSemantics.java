package jopt.interpreter.semantics;

import java.util.List;
import jopt.dialects.builtin.UnrealizedConversionCastOp;
import jopt.dialects.llvm.ConstantOp;
import jopt.dialects.llvm.ExtractValueOp;
import jopt.dialects.llvm.InsertValueOp;
import jopt.dialects.llvm.IntToPtrOp;
import jopt.dialects.llvm.LLVMArrayType;
import jopt.dialects.llvm.LLVMPointerType;
import jopt.dialects.llvm.LLVMStructType;
import jopt.dialects.llvm.PtrToIntOp;
import jopt.interpreter.runtime.Allocation;
import jopt.interpreter.runtime.LlvmAggregate;
import jopt.interpreter.runtime.LlvmPointer;
import jopt.interpreter.runtime.MemRefGlobals;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.StridesAndOffset;
import jopt.ir.type.VectorType;

/**
 * Memref descriptors built by hand with the LLVM dialect, as MLIR's tests make a memref whose
 * pointer or sizes the memref dialect cannot express: {@code llvm.mlir.constant} of integer and
 * float scalars (and vectors), {@code llvm.inttoptr} / {@code llvm.ptrtoint}, {@code
 * llvm.insertvalue} / {@code llvm.extractvalue} on struct and array values ({@link
 * LlvmAggregate}), and {@code builtin.unrealized_conversion_cast} between a ranked memref and
 * its descriptor, MLIR's {@code (ptr allocated, ptr aligned, iN offset, array<R x iN> sizes,
 * array<R x iN> strides)} ({@code (ptr, ptr, iN)} for rank 0).
 *
 * <p>Pointers are {@link LlvmPointer}s: the address {@code memref.extract_aligned_pointer_as_index}
 * gives (allocation address + the view's byte base), mapped back by {@code llvm.inttoptr} to the
 * allocation that holds it. A memref made from a descriptor views that allocation with its
 * aligned pointer's byte offset as base and the descriptor's offset, sizes and strides, so every
 * access is checked as any view's: indices against the descriptor's sizes, bytes against the
 * allocation, liveness. A pointer into no allocation gives a memref over the heap's stand-in
 * {@link Allocation#nowhere()}, whose accesses fault.
 */
final class LlvmDescriptorSemantics {
  private LlvmDescriptorSemantics() {}


  static void register(SemanticsRegistry r) {
    r.register(ConstantOp.SPEC, LlvmDescriptorSemantics::constant);
    r.register(IntToPtrOp.SPEC, LlvmDescriptorSemantics::intToPtr);
    r.register(PtrToIntOp.SPEC, LlvmDescriptorSemantics::ptrToInt);
    r.register(InsertValueOp.SPEC, (op, ex) -> ex.set(op.getResult(0),
        aggregate(op, ex).with(ExtractValueOp.getPosition(op), 0, ex.get(op.getOperand(1)))));
    r.register(ExtractValueOp.SPEC, (op, ex) -> ex.set(op.getResult(0),
        aggregate(op, ex).get(ExtractValueOp.getPosition(op), 0)));
    r.register(UnrealizedConversionCastOp.SPEC, LlvmDescriptorSemantics::cast);
  }

  private static void constant(Operation op, Execution ex) {
    Attribute a = op.getAttr("value");
    Type t = op.getResult(0).getType();
    if (a instanceof IntegerAttr i && Scalars.width(t) > 0 && !(t instanceof VectorType)) {
      // The result type's width (an `index` attribute makes an i64 as well).
      ex.setInt(op.getResult(0), i.getBigValue().longValue());
    } else if (a instanceof FloatAttr f && t instanceof FloatType ft) {
      ex.set(op.getResult(0), Scalars.round(ft, f.getValueAsDouble()));
    } else if (a instanceof DenseElementsAttr d && t instanceof VectorType) {
      ex.set(op.getResult(0), MemRefGlobals.constant(d, ex, op));
    } else {
      throw ex.error(Kind.UNSUPPORTED, op, "llvm.mlir.constant of " + a + " : " + t
          + " is not supported (integer and float scalars and vectors)");
    }
  }

  private static void intToPtr(Operation op, Execution ex) {
    Type from = op.getOperand(0).getType();
    if (from instanceof VectorType) {
      throw ex.error(Kind.UNSUPPORTED, op, "llvm.inttoptr of a vector is not supported");
    }
    // LLVM zero-extends a narrower integer to the pointer's width.
    long address = Scalars.unsigned(ex.getInt(op.getOperand(0)), Scalars.width(from));
    ex.set(op.getResult(0), LlvmPointer.at(ex.heap(), address));
  }

  private static void ptrToInt(Operation op, Execution ex) {
    if (!(ex.get(op.getOperand(0)) instanceof LlvmPointer p)) {
      throw ex.error(Kind.UNSUPPORTED, op, "llvm.ptrtoint of a vector is not supported");
    }
    ex.setInt(op.getResult(0), p.address());
  }

  private static LlvmAggregate aggregate(Operation op, Execution ex) {
    if (!(ex.get(op.getOperand(0)) instanceof LlvmAggregate a)) {
      throw new IllegalStateException("not an LLVM struct or array value: " + op.getOperand(0));
    }
    return a;
  }

  /**
   * builtin.unrealized_conversion_cast of one value: to its own type (nothing happens), from a
   * memref descriptor struct to a ranked memref, or from a ranked memref to its descriptor.
   */
  private static void cast(Operation op, Execution ex) {
    if (op.getNumOperands() != 1 || op.getNumResults() != 1) {
      throw ex.error(Kind.UNSUPPORTED, op, "builtin.unrealized_conversion_cast of "
          + op.getNumOperands() + " values to " + op.getNumResults() + " is not supported");
    }
    Type from = op.getOperand(0).getType();
    Type to = op.getResult(0).getType();
    Object v = ex.get(op.getOperand(0));
    if (from.equals(to)) {
      ex.set(op.getResult(0), v);
    } else if (to instanceof MemRefType mt && descriptorRank(from) == mt.getRank()
        && v instanceof LlvmAggregate d) {
      ex.set(op.getResult(0), toMemRef(d, mt, op, ex));
    } else if (from instanceof MemRefType mt && descriptorRank(to) == mt.getRank()
        && v instanceof MemRefValue m) {
      ex.set(op.getResult(0), toDescriptor(m, (LLVMStructType) to));
    } else {
      throw ex.error(Kind.UNSUPPORTED, op, "builtin.unrealized_conversion_cast from " + from
          + " to " + to + " is not supported (only between a ranked memref and its LLVM "
          + "descriptor struct)");
    }
  }

  /** R when {@code t} is a memref descriptor struct of rank R, else -1. */
  private static int descriptorRank(Type t) {
    if (!(t instanceof LLVMStructType s)) {
      return -1;
    }
    List<Type> e = s.elements();
    if (e.size() < 3 || !(e.get(0) instanceof LLVMPointerType)
        || !(e.get(1) instanceof LLVMPointerType) || Scalars.width(e.get(2)) <= 0) {
      return -1;
    }
    if (e.size() == 3) {
      return 0;
    }
    if (e.size() == 5 && e.get(3) instanceof LLVMArrayType sizes && sizes.equals(e.get(4))
        && Scalars.width(sizes.elementType()) > 0 && sizes.numElements() > 0) {
      return (int) sizes.numElements();
    }
    return -1;
  }

  /**
   * The memref a descriptor describes: the allocation its aligned pointer points into, at the
   * pointer's byte offset, with the descriptor's offset, sizes and strides (which must agree
   * with the static ones of the type, as a lowering reads those from the type). It is its
   * allocation's root (may be freed) when its allocated pointer is the allocation's start.
   */
  private static MemRefValue toMemRef(LlvmAggregate d, MemRefType t, Operation op, Execution ex) {
    int rank = t.getRank();
    ex.elementSize(t.getElementType(), op);
    LlvmPointer allocated = (LlvmPointer) d.get(0);
    LlvmPointer aligned = (LlvmPointer) d.get(1);
    long offset = (Long) d.get(2);
    long[] sizes = new long[rank];
    long[] strides = new long[rank];
    for (int i = 0; i < rank; i++) {
      sizes[i] = (Long) ((LlvmAggregate) d.get(3)).get(i);
      strides[i] = (Long) ((LlvmAggregate) d.get(4)).get(i);
    }
    checkAgainstType(sizes, strides, offset, t, op, ex);
    if (d.source != null && d.source.elementType.equals(t.getElementType())) {
      return d.source.castTo(d.source.elementType);
    }
    Allocation a = aligned.target() != null ? aligned.target() : ex.heap().nowhere();
    long base = aligned.address() - a.address();
    boolean root = a.isNowhere()
        || (allocated.target() == a && allocated.address() == a.address());
    return new MemRefValue(a, base, offset, sizes, strides, t.getElementType(), a.logical, root);
  }

  private static void checkAgainstType(long[] sizes, long[] strides, long offset, MemRefType t,
      Operation op, Execution ex) {
    long[] shape = t.getShape();
    StridesAndOffset layout = t.getStridesAndOffset();
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] < 0 || (shape[i] != ShapedType.DYNAMIC && shape[i] != sizes[i])) {
        throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "the descriptor's size " + sizes[i]
            + " of dimension " + i + " does not fit " + t);
      }
      // A stride of a dimension of one element never moves an access.
      long stride = layout == null ? ShapedType.DYNAMIC : layout.getStride(i);
      if (sizes[i] > 1 && stride != ShapedType.DYNAMIC && stride != strides[i]) {
        throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "the descriptor's stride " + strides[i]
            + " of dimension " + i + " does not fit " + t);
      }
    }
    if (layout != null && layout.offset() != ShapedType.DYNAMIC && layout.offset() != offset) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "the descriptor's offset " + offset
          + " does not fit " + t);
    }
  }

  /** The descriptor of {@code m}; its allocated pointer is the start of the allocation. */
  private static LlvmAggregate toDescriptor(MemRefValue m, LLVMStructType t) {
    int indexWidth = Scalars.width(t.elements().get(2));
    int rank = m.rank();
    Object[] fields = new Object[rank == 0 ? 3 : 5];
    fields[0] = LlvmPointer.allocated(m);
    fields[1] = LlvmPointer.aligned(m);
    fields[2] = Scalars.normalize(m.offset, indexWidth);
    if (rank > 0) {
      Object[] sizes = new Object[rank];
      Object[] strides = new Object[rank];
      for (int i = 0; i < rank; i++) {
        sizes[i] = Scalars.normalize(m.sizes[i], indexWidth);
        strides[i] = Scalars.normalize(m.strides[i], indexWidth);
      }
      fields[3] = new LlvmAggregate(sizes, true, null);
      fields[4] = new LlvmAggregate(strides, true, null);
    }
    return new LlvmAggregate(fields, false, m);
  }
}
