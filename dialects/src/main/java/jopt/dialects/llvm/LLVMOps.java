package jopt.dialects.llvm;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Location;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.IntegerType;

/**
 * Builders of complete LLVM op states, with the properties mlir-opt's parser would give them
 * (default {@code ordering}, {@code noWrapFlags}, {@code CConv}, ...), so that created ops
 * print, generically too, as parsed ones do.
 */
public final class LLVMOps {
  private LLVMOps() {}

  /** llvm.mlir.zero / llvm.mlir.undef / llvm.mlir.poison of {@code type}. */
  public static OperationState nullary(Location loc, String name, Type type) {
    OperationState st = new OperationState(loc, name);
    st.addType(type);
    return st;
  }

  /** {@code llvm.mlir.zero : type}. */
  public static OperationState zero(Location loc, Type type) {
    return nullary(loc, ZeroOp.ZERO, type);
  }

  /** {@code llvm.mlir.constant(value) : type}. */
  public static OperationState constant(Location loc, Attribute value, Type type) {
    OperationState st = new OperationState(loc, ConstantOp.NAME);
    st.addAttribute("value", value);
    st.addType(type);
    return st;
  }

  /** {@code llvm.mlir.constant(v : iN) : iN}. */
  public static OperationState constant(Location loc, long v, IntegerType type) {
    return constant(loc, IntegerAttr.get(v, type), type);
  }

  /** {@code llvm.ptrtoint v : ptr to type}. */
  public static OperationState ptrToInt(Location loc, Value v, Type type) {
    OperationState st = new OperationState(loc, CastOp.PTR_TO_INT);
    st.addOperand(v);
    st.addType(type);
    return st;
  }

  /** {@code llvm.inttoptr v : iN to type}. */
  public static OperationState intToPtr(Location loc, Value v, Type type) {
    OperationState st = new OperationState(loc, CastOp.INT_TO_PTR);
    st.addOperand(v);
    st.addType(type);
    return st;
  }

  /** {@code llvm.extractvalue container[position]}; the result type follows the position. */
  public static OperationState extractValue(Location loc, Value container, long... position) {
    String[] error = new String[1];
    Type elem = LLVMTypes.elementAt(container.getType(), position, error);
    if (elem == null) {
      throw new IllegalArgumentException(error[0]);
    }
    OperationState st = new OperationState(loc, ExtractValueOp.EXTRACT);
    st.addOperand(container);
    st.addAttribute("position", DenseArrayAttr.ofI64(position));
    st.addType(elem);
    return st;
  }

  /** {@code llvm.insertvalue value, container[position]}. */
  public static OperationState insertValue(Location loc, Value container, Value value,
      long... position) {
    OperationState st = new OperationState(loc, ExtractValueOp.INSERT);
    st.addOperand(container);
    st.addOperand(value);
    st.addAttribute("position", DenseArrayAttr.ofI64(position));
    st.addType(container.getType());
    return st;
  }

  /** {@code llvm.alloca count x elemType : (iN) -> !llvm.ptr}. */
  public static OperationState alloca(Location loc, Value count, Type elemType) {
    OperationState st = new OperationState(loc, AllocaOp.NAME);
    st.addOperand(count);
    st.addAttribute("elem_type", TypeAttr.get(elemType));
    st.addType(LLVMPointerType.get());
    return st;
  }

  /**
   * {@code llvm.getelementptr base[indices] : (...) -> !llvm.ptr, elemType}: each index is a
   * {@link Long}/{@link Integer} constant or a {@link Value}.
   */
  public static OperationState gep(Location loc, Value base, Type elemType, Object... indices) {
    OperationState st = new OperationState(loc, GEPOp.NAME);
    st.addOperand(base);
    List<Integer> raw = new ArrayList<>();
    for (Object i : indices) {
      if (i instanceof Value v) {
        st.addOperand(v);
        raw.add(GEPOp.DYNAMIC_INDEX);
      } else {
        raw.add(((Number) i).intValue());
      }
    }
    st.addAttribute("rawConstantIndices",
        DenseArrayAttr.ofI32(raw.stream().mapToInt(Integer::intValue).toArray()));
    st.addAttribute("elem_type", TypeAttr.get(elemType));
    st.addAttribute("noWrapFlags", IntegerAttr.get(0, IntegerType.get(32)));
    st.addType(base.getType());
    return st;
  }

  /** {@code llvm.load addr : !llvm.ptr -> type}. */
  public static OperationState load(Location loc, Value addr, Type type) {
    OperationState st = new OperationState(loc, LoadStoreOp.LOAD);
    st.addOperand(addr);
    st.addAttribute("ordering", LLVMAsm.i64(0));
    st.addType(type);
    return st;
  }

  /** {@code llvm.store value, addr : type, !llvm.ptr}. */
  public static OperationState store(Location loc, Value value, Value addr) {
    OperationState st = new OperationState(loc, LoadStoreOp.STORE);
    st.addOperand(value);
    st.addOperand(addr);
    st.addAttribute("ordering", LLVMAsm.i64(0));
    return st;
  }

  /** A direct {@code llvm.call @callee(args) : (...) -> result}; no result for void. */
  public static OperationState call(Location loc, String callee, List<Value> args, Type result) {
    OperationState st = new OperationState(loc, CallOp.NAME);
    st.addOperands(args);
    if (result != null && !(result instanceof LLVMVoidType)) {
      st.addType(result);
    }
    st.addAttribute("callee", FlatSymbolRefAttr.get(callee));
    st.addAttribute("CConv", LLVMAsm.CCONV_C);
    st.addAttribute("TailCallKind", LLVMAsm.TAIL_NONE);
    st.addAttribute("fastmathFlags", LLVMAsm.FASTMATH_NONE);
    st.addAttribute("op_bundle_sizes", DenseArrayAttr.ofI32());
    st.addAttribute("operandSegmentSizes", DenseArrayAttr.ofI32(args.size(), 0));
    return st;
  }

  /** {@code llvm.icmp "predicate" lhs, rhs}. */
  public static OperationState icmp(Location loc, String predicate, Value lhs, Value rhs) {
    int p = ICmpOp.PREDICATES.indexOf(predicate);
    if (p < 0) {
      throw new IllegalArgumentException("unknown icmp predicate " + predicate);
    }
    OperationState st = new OperationState(loc, ICmpOp.NAME);
    st.addOperand(lhs);
    st.addOperand(rhs);
    st.addAttribute("predicate", LLVMAsm.i64(p));
    st.addType(LLVMTypes.boolLike(lhs.getType()));
    return st;
  }

  /** {@code llvm.return [value]}. */
  public static OperationState ret(Location loc, Value value) {
    OperationState st = new OperationState(loc, ReturnOp.NAME);
    if (value != null) {
      st.addOperand(value);
    }
    return st;
  }

  /** A declaration {@code llvm.func @name(params) [-> result]}. */
  public static OperationState declaration(Location loc, String name, LLVMFunctionType type) {
    return LLVMFuncOp.declaration(loc, name, type);
  }
}
