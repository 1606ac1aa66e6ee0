package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.bufferization.ToBufferOp;
import jopt.dialects.bufferization.ToTensorOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.CopyOp;
import jopt.dialects.memref.DimOp;
import jopt.ir.Attribute;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedMemRefType;

/** The buffer helpers ops bufferize with (MLIR's bufferization utilities). */
public final class Buffers {
  private Buffers() {}

  /** {@code memref<shape x elt, strided<[?, ...], offset: ?>>}. */
  public static MemRefType fullyDynamicLayout(long[] shape, Type elementType, Attribute memorySpace) {
    long[] strides = new long[shape.length];
    Arrays.fill(strides, ShapedType.DYNAMIC);
    return MemRefType.get(shape, elementType, StridedLayoutAttr.get(ShapedType.DYNAMIC, strides), memorySpace);
  }

  /** The fully dynamic layout memref of a tensor type (unranked: an unranked memref). */
  public static Type fullyDynamicLayout(TensorType t, Attribute memorySpace) {
    if (t instanceof RankedTensorType r) {
      return fullyDynamicLayout(r.getShape(), r.getElementType(), memorySpace);
    }
    return UnrankedMemRefType.get(t.getElementType(), memorySpace);
  }

  /** A {@code bufferization.to_tensor} of {@code buffer} typed {@code tensorType} at the insertion point. */
  public static Value toTensor(Builder b, Value buffer, Type tensorType) {
    Operation t = ToTensorOp.create(b, buffer.getLoc(), buffer, false, false).getOperation();
    t.getResult(0).setType(tensorType);
    return t.getResult(0);
  }

  /** The memref type of a tensor with a static identity layout. */
  public static MemRefType identityLayout(RankedTensorType t, Attribute memorySpace) {
    return MemRefType.get(t.getShape(), t.getElementType(), null, memorySpace);
  }

  /** MLIR's getMemRefType without a layout: the unknown-type conversion. */
  public static Type memRefTypeOf(Value value, BufferizationOptions options, Attribute memorySpace) {
    return options.unknownTypeConverter((TensorType) value.getType(), memorySpace);
  }

  /** The memory space of a buffer type, or null. */
  public static Attribute memorySpaceOf(Type t) {
    if (t instanceof MemRefType m) {
      return m.getMemorySpace();
    }
    if (t instanceof UnrankedMemRefType u) {
      return u.memorySpace();
    }
    return null;
  }

  /** The memref type {@code value} bufferizes to (MLIR's bufferization::getBufferType). */
  public static Type getBufferType(Value value, BufferizationOptions options, BufferizationState state) {
    return getBufferType(value, options, state, new ArrayList<>());
  }

  public static Type getBufferType(Value value, BufferizationOptions options, BufferizationState state,
      List<Value> invocationStack) {
    invocationStack.add(value);
    try {
      Operation op = AnalysisState.ownerOf(value);
      BufferizableOpInterface b = options.dynCastBufferizableOp(op);
      if (b != null) {
        return b.getBufferType(op, value, options, state, invocationStack);
      }
      return memRefTypeOf(value, options, null);
    } finally {
      invocationStack.remove(invocationStack.size() - 1);
    }
  }

  /** The buffer type of a tensor {@code value}, or the type of any other value (null on failure). */
  public static Type bufferTypeOrSelf(Value value, BufferizationOptions options, BufferizationState state) {
    return bufferTypeOrSelf(value, options, state, new ArrayList<>());
  }

  public static Type bufferTypeOrSelf(Value value, BufferizationOptions options, BufferizationState state,
      List<Value> invocationStack) {
    return value.getType() instanceof TensorType
        ? getBufferType(value, options, state, invocationStack) : value.getType();
  }

  /**
   * The result types of {@code op} once bufferized: each tensor result's buffer type, other
   * results' own types; null when a buffer type cannot be found.
   */
  public static List<Type> bufferizedResultTypes(Operation op, BufferizationOptions options,
      BufferizationState state) {
    List<Type> types = new ArrayList<>();
    for (OpResult r : op.getResults()) {
      Type t = bufferTypeOrSelf(r, options, state);
      if (t == null) {
        return null;
      }
      types.add(t);
    }
    return types;
  }

  /** MLIR's defaultGetBufferType: an equivalent operand's type, else the unknown-type conversion. */
  public static Type defaultGetBufferType(Value value, BufferizationOptions options, BufferizationState state,
      List<Value> invocationStack) {
    if (value instanceof BlockArgument) {
      return memRefTypeOf(value, options, null);
    }
    AnalysisState analysis = new AnalysisState(options);
    List<AliasingOpOperand> aliases = analysis.getAliasingOpOperands(value);
    if (!aliases.isEmpty() && aliases.get(0).relation() == BufferRelation.EQUIVALENT) {
      return getBufferType(aliases.get(0).opOperand().get(), options, state, invocationStack);
    }
    return memRefTypeOf(value, options, null);
  }

  /**
   * The buffer of a tensor: the memref of a to_tensor, else a new to_buffer right after the
   * tensor's definition (MLIR's getBuffer).
   */
  public static Value getBuffer(BufferizationRewriter rewriter, Value value, BufferizationOptions options,
      BufferizationState state) {
    Operation def = value.getDefiningOp();
    if (def != null && def.getName().equals(ToTensorOp.SPEC.name())) {
      return ToTensorOp.of(def).buffer();
    }
    Builder.InsertPoint ip = rewriter.saveInsertionPoint();
    try {
      setInsertionPointAfter(rewriter, value);
      Type type = getBufferType(value, options, state);
      return ToBufferOp.create(rewriter, value.getLoc(), type, value, false).buffer();
    } finally {
      rewriter.restoreInsertionPoint(ip);
    }
  }

  public static void setInsertionPointAfter(Builder b, Value value) {
    if (value instanceof BlockArgument a) {
      b.setInsertionPointToStart(a.getOwner());
    } else {
      b.setInsertionPointAfter(value.getDefiningOp());
    }
  }

  /** Replaces the op's results by buffers, behind to_tensor ops for tensor results. */
  public static void replaceOpWithBufferizedValues(BufferizationRewriter rewriter, Operation op,
      List<? extends Value> values) {
    List<Value> replacements = new ArrayList<>();
    for (OpResult r : op.getResults()) {
      Value v = values.get(r.getResultNumber());
      if (r.getType() instanceof TensorType) {
        rewriter.setInsertionPointAfter(op);
        Operation t = ToTensorOp.create(rewriter, v.getLoc(), v, false, false).getOperation();
        t.getResult(0).setType(r.getType());
        v = t.getResult(0);
      }
      replacements.add(v);
    }
    rewriter.replaceOp(op, replacements);
  }

  /** memref.alloc with the option's alignment. */
  public static Value createAlloc(Builder b, Location loc, MemRefType type, List<? extends Value> dynamicSizes,
      BufferizationOptions options) {
    Long align = options.bufferAlignment != 0 ? options.bufferAlignment : null;
    return AllocOp.create(b, loc, type, dynamicSizes, List.of(), align).getOperation().getResult(0);
  }

  public static void createMemCpy(Builder b, Location loc, Value from, Value to) {
    CopyOp.create(b, loc, from, to);
  }

  /** MLIR's getValueOrCreateConstantIndexOp: the value, or an index constant of the attribute. */
  public static Value valueOrConstantIndex(Builder b, Location loc, jopt.ir.rewrite.OpFoldResult r) {
    return ConstantOp.valueOrCreateIndex(b, loc, r);
  }

  /** An index constant at the insertion point. */
  public static Value constantIndex(Builder b, Location loc, long v) {
    return ConstantOp.createIndex(b, loc, v);
  }

  /** One {@code memref.dim} / {@code tensor.dim} per dynamic dimension of a shaped value. */
  public static List<Value> populateDynamicDimSizes(Builder b, Location loc, Value shaped) {
    List<Value> sizes = new ArrayList<>();
    ShapedType t = (ShapedType) shaped.getType();
    for (int i = 0; i < t.getRank(); i++) {
      if (t.isDynamicDim(i)) {
        Value idx = constantIndex(b, loc, i);
        if (t instanceof TensorType) {
          sizes.add(jopt.dialects.tensor.DimOp.create(b, loc, shaped, idx).getOperation().getResult(0));
        } else {
          sizes.add(DimOp.create(b, loc, shaped, idx).result());
        }
      }
    }
    return sizes;
  }

  /** A cast to {@code dest} when cast compatible, else alloc + copy (MLIR's castOrReallocMemRefValue). */
  public static Value castOrReallocMemRefValue(Builder b, Value value, MemRefType dest, BufferizationOptions options) {
    if (CastOp.areCastCompatible(value.getType(), dest)
        && isGuaranteedCastCompatible((MemRefType) value.getType(), dest)) {
      return CastOp.create(b, value.getLoc(), dest, value).dest();
    }
    Location loc = value.getLoc();
    List<Value> dyn = new ArrayList<>();
    for (int i = 0; i < dest.getRank(); i++) {
      if (ShapedType.isDynamic(dest.getDimSize(i))) {
        dyn.add(DimOp.create(b, loc, value, constantIndex(b, loc, i)).result());
      }
    }
    Value copy = createAlloc(b, loc, dest, dyn, options);
    createMemCpy(b, loc, value, copy);
    return copy;
  }

  /** {@code buffer} itself when it has type {@code type}, else a memref.cast to it (MLIR's castBuffer in SCF). */
  public static Value castBuffer(Builder b, Value buffer, Type type) {
    if (buffer.getType().equals(type)) {
      return buffer;
    }
    return CastOp.create(b, buffer.getLoc(), type, buffer).dest();
  }

  /** No dynamic offset or stride becomes a static one (a cast that cannot fail at run time). */
  static boolean isGuaranteedCastCompatible(MemRefType source, MemRefType target) {
    var s = source.getStridesAndOffset();
    var t = target.getStridesAndOffset();
    if (s == null || t == null) {
      return false;
    }
    if (ShapedType.isDynamic(s.offset()) && !ShapedType.isDynamic(t.offset())) {
      return false;
    }
    for (int i = 0; i < s.getRank() && i < t.getRank(); i++) {
      if (ShapedType.isDynamic(s.getStride(i)) && !ShapedType.isDynamic(t.getStride(i))) {
        return false;
      }
    }
    return true;
  }

  /** Folds {@code to_buffer(to_tensor(%m))} to {@code %m} or a cast of it; false when it does not apply. */
  public static boolean foldToBufferToTensorPair(BufferizationRewriter rewriter, Operation toBuffer,
      BufferizationOptions options) {
    Operation def = toBuffer.getOperand(0).getDefiningOp();
    if (def == null || !def.getName().equals(ToTensorOp.SPEC.name())) {
      return false;
    }
    Value src = def.getOperand(0);
    Type srcType = src.getType();
    Type destType = toBuffer.getResult(0).getType();
    if (srcType.equals(destType)) {
      rewriter.replaceOp(toBuffer, List.of(src));
      return true;
    }
    if (srcType instanceof MemRefType && destType instanceof MemRefType d) {
      rewriter.setInsertionPoint(toBuffer);
      Value r = castOrReallocMemRefValue(rewriter, src, d, options);
      rewriter.replaceOp(toBuffer, List.of(r));
      return true;
    }
    if (srcType instanceof UnrankedMemRefType && destType instanceof MemRefType) {
      return false;
    }
    rewriter.setInsertionPoint(toBuffer);
    Value r = CastOp.create(rewriter, toBuffer.getLoc(), destType, src).dest();
    rewriter.replaceOp(toBuffer, List.of(r));
    return true;
  }
}
