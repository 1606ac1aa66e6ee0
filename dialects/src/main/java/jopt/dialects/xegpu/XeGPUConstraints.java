package jopt.dialects.xegpu;

import jopt.dialects.gpu.AddressSpaceAttr;
import jopt.dialects.memref.MemRefConstraints;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.AttrStorage;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/** The constraints of the xegpu dialect's ODS (XeGPUTypes.td), with MLIR's summaries. */
public final class XeGPUConstraints {
  private XeGPUConstraints() {}

  private static final String SCALAR_SUMMARY = "1-bit signless integer or 4-bit signless integer or 8-bit signless "
      + "integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer or 1-bit signed "
      + "integer or 8-bit signed integer or 16-bit signed integer or 32-bit signed integer or 64-bit signed integer "
      + "or 1-bit unsigned integer or 8-bit unsigned integer or 16-bit unsigned integer or 32-bit unsigned integer "
      + "or 64-bit unsigned integer or 16-bit float or 32-bit float or 64-bit float or bfloat16 type or tf32 type";

  /** XeGPU_ScalarType: the integer widths and floats Xe handles. */
  public static boolean isScalar(Type t) {
    if (t instanceof IntegerType i) {
      int w = i.getWidth();
      return w == 1 || w == 8 || w == 16 || w == 32 || w == 64 || w == 4 && i.isSignless();
    }
    return t == FloatType.F16 || t == FloatType.F32 || t == FloatType.F64 || t == FloatType.BF16
        || t == FloatType.TF32;
  }

  /** XeGPU_PointerType: {@code ui64, ui32, i64, i32}. */
  private static boolean isPointer(Type t) {
    return t instanceof IntegerType i && (i.getWidth() == 64 || i.getWidth() == 32) && !i.isSigned();
  }

  private static final String POINTER_SUMMARY =
      "64-bit unsigned integer or 32-bit unsigned integer or 64-bit signless integer or 32-bit signless integer";

  public static final TypeConstraint SCALAR = TypeConstraint.of(SCALAR_SUMMARY, XeGPUConstraints::isScalar);

  /** XeGPU_BaseAddrType: a ranked memref of scalars of rank > 0, or a pointer. */
  public static final TypeConstraint BASE_ADDR = TypeConstraint.of("non-0-ranked.memref of " + SCALAR_SUMMARY
      + " values or " + POINTER_SUMMARY, t -> t instanceof MemRefType m && m.getRank() > 0
          && isScalar(m.getElementType()) || isPointer(t));

  private static boolean isScalarMemRef1D(Type t) {
    return t instanceof MemRefType m && m.getRank() == 1 && isScalar(m.getElementType());
  }

  private static final String GATHER_SCATTER_BASE_SUMMARY = "1D memref of " + SCALAR_SUMMARY + " values or "
      + POINTER_SUMMARY;

  /** XeGPU_GatherScatterBaseAddrType: a 1-D memref of scalars or a pointer. */
  public static final TypeConstraint GATHER_SCATTER_BASE = TypeConstraint.of(GATHER_SCATTER_BASE_SUMMARY,
      t -> isScalarMemRef1D(t) || isPointer(t));

  private static final String TENSOR_DESC_SUMMARY = "TensorDesc describing regions of interested data.";

  /** XeGPU_TensorDesc. */
  public static final TypeConstraint TENSOR_DESC = TypeConstraint.of(TENSOR_DESC_SUMMARY,
      t -> t instanceof TensorDescType).withStorageKind(new TypeConstraint.TypeKind("xegpu.tensor_desc",
          t -> t instanceof TensorDescType));

  /** XeGPU_GatherScatterSourceType: a tensor descriptor or a gather/scatter base. */
  public static final TypeConstraint GATHER_SCATTER_SOURCE = TypeConstraint.of(TENSOR_DESC_SUMMARY + " or "
      + GATHER_SCATTER_BASE_SUMMARY, t -> t instanceof TensorDescType || isScalarMemRef1D(t) || isPointer(t));

  private static boolean isFixedVector(Type t, java.util.function.Predicate<Type> element) {
    return t instanceof VectorType v && !v.isScalable() && v.getRank() > 0 && element.test(v.getElementType());
  }

  private static TypeConstraint fixedVectorOfRanks(String ranks, java.util.function.IntPredicate rank) {
    return TypeConstraint.of("fixed-length vector of " + SCALAR_SUMMARY + " values of ranks " + ranks,
        t -> isFixedVector(t, XeGPUConstraints::isScalar) && rank.test(((VectorType) t).getRank()))
        .withStorageKind(TypeConstraints.VECTOR_TYPE);
  }

  /** XeGPU_DpasOprType. */
  public static final TypeConstraint DPAS_OPERAND = fixedVectorOfRanks("1/2/3", r -> r >= 1 && r <= 3);
  /** XeGPU_DpasResType. */
  public static final TypeConstraint DPAS_RESULT = fixedVectorOfRanks("1/2", r -> r == 1 || r == 2);

  /** XeGPU_OffsetType. */
  public static final TypeConstraint OFFSETS = TypeConstraint.of("fixed-length vector of index values",
      t -> isFixedVector(t, e -> e instanceof IndexType)).withStorageKind(TypeConstraints.VECTOR_TYPE);
  /** {@code AnyTypeOf<[XeGPU_OffsetType, Index]>}. */
  public static final TypeConstraint OFFSETS_OR_INDEX = TypeConstraint.of("fixed-length vector of index values or index",
      t -> OFFSETS.test(t) || t instanceof IndexType);

  /** XeGPU_MaskType. */
  public static final TypeConstraint MASK = TypeConstraint.of("fixed-length vector of 1-bit signless integer values",
      t -> isFixedVector(t, e -> e.equals(IntegerType.get(1)))).withStorageKind(TypeConstraints.VECTOR_TYPE);
  /** {@code AnyTypeOf<[XeGPU_MaskType, I1]>}. */
  public static final TypeConstraint MASK_OR_I1 = TypeConstraint.of(
      "fixed-length vector of 1-bit signless integer values or 1-bit signless integer",
      t -> MASK.test(t) || t.equals(IntegerType.get(1)));

  /** XeGPU_ValueType. */
  public static final TypeConstraint VALUE = TypeConstraint.of("fixed-length vector of " + SCALAR_SUMMARY + " values",
      t -> isFixedVector(t, XeGPUConstraints::isScalar)).withStorageKind(TypeConstraints.VECTOR_TYPE);
  /** {@code AnyTypeOf<[XeGPU_ValueType, XeGPU_ScalarType]>}. */
  public static final TypeConstraint VALUE_OR_SCALAR = TypeConstraint.of(VALUE.summary() + " or " + SCALAR_SUMMARY,
      t -> VALUE.test(t) || isScalar(t));

  /** XeGPU_VectorType: a vector of scalars of rank 1 to 6. */
  public static final TypeConstraint VECTOR = TypeConstraint.of("vector of " + SCALAR_SUMMARY
      + " values of ranks 1/2/3/4/5/6", t -> t instanceof VectorType v && v.getRank() >= 1 && v.getRank() <= 6
          && isScalar(v.getElementType())).withStorageKind(TypeConstraints.VECTOR_TYPE);

  /** XeGPU_Nbarrier. */
  public static final TypeConstraint NBARRIER = TypeConstraint.of(
      "!xegpu.nbarrier a custom XeGPU type representing a barrier.", t -> t instanceof NbarrierType)
      .withStorageKind(new TypeConstraint.TypeKind("xegpu.nbarrier", t -> t instanceof NbarrierType));

  /** XeGPU_MemDesc. */
  public static final TypeConstraint MEM_DESC = TypeConstraint.of("MemDesc describing the data in SLM",
      t -> t instanceof MemDescType).withStorageKind(new TypeConstraint.TypeKind("xegpu.mem_desc",
          t -> t instanceof MemDescType));

  /** create_mem_desc's source: a static 1-D or 2-D memref of scalars in shared local memory. */
  public static final TypeConstraint SHARED_MEMREF = TypeConstraint.of("reside in share memory and statically 1d "
      + "shaped memref of " + SCALAR_SUMMARY + " values  or reside in share memory and statically 2d shaped memref of "
      + SCALAR_SUMMARY + " values ", t -> t instanceof MemRefType m && (m.getRank() == 1 || m.getRank() == 2)
          && isScalar(m.getElementType()) && m.hasStaticShape() && isSharedMemory(m));

  /** MLIR's xegpu isSharedMemory: address space 3, {@code slm} or the GPU workgroup space. */
  static boolean isSharedMemory(MemRefType m) {
    Attribute space = m.getMemorySpace();
    return space instanceof IntegerAttr i && i.getValue() == 3
        || space instanceof XeGPUEnumAttr e && e.keyword().equals("slm")
        || space instanceof AddressSpaceAttr a && a.keyword().equals("workgroup");
  }

  /** The element type of a shaped or descriptor type, else the type (MLIR's getElementTypeOrSelf). */
  static Type elementTypeOrSelf(Type t) {
    if (t instanceof TensorDescType d) {
      return d.elementType();
    }
    if (t instanceof MemDescType d) {
      return d.elementType();
    }
    return t instanceof ShapedType s ? s.getElementType() : t;
  }

  /** The shape of a shaped or descriptor type, or null for another. */
  static long[] shapeOf(Type t) {
    if (t instanceof TensorDescType d) {
      return d.getShape();
    }
    if (t instanceof MemDescType d) {
      return d.shape().stream().mapToLong(Long::longValue).toArray();
    }
    return t instanceof ShapedType s && s.hasRank() ? s.getShape() : null;
  }

  /** XeGPU_CacheHintAttr. */
  @AttrStorage(XeGPUEnumAttr.class)
  public static final AttrConstraint CACHE_HINT = enumAttr(XeGPUEnum.CACHE_HINT);
  /** XeGPU_MemorySpaceAttr. */
  @AttrStorage(XeGPUEnumAttr.class)
  public static final AttrConstraint MEMORY_SPACE = enumAttr(XeGPUEnum.MEMORY_SPACE);
  /** XeGPU_FenceScopeAttr. */
  @AttrStorage(XeGPUEnumAttr.class)
  public static final AttrConstraint FENCE_SCOPE = enumAttr(XeGPUEnum.FENCE_SCOPE);

  /** DistributeLayoutAttr: a layout or a slice. */
  public static final AttrConstraint DISTRIBUTE_LAYOUT = AttrConstraint.ofKind("DistributeLayoutAttr instance",
      a -> a instanceof DistributeLayoutAttr);

  /** arith's AtomicRMWKindAttr, as memref.atomic_rmw has it. */
  public static final AttrConstraint ATOMIC_RMW_KIND = MemRefConstraints.ATOMIC_RMW_KIND;

  /** I64Attr, written without its type. */
  @AttrStorage(IntegerAttr.class)
  public static final AttrConstraint I64 = AttrConstraints.I64;

  private static AttrConstraint enumAttr(XeGPUEnum kind) {
    return new AttrConstraint() {
      @Override
      public boolean isStorageKind(Attribute attr) {
        return attr instanceof XeGPUEnumAttr e && e.kind() == kind;
      }

      @Override
      public boolean test(Attribute attr) {
        return isStorageKind(attr);
      }

      @Override
      public String summary() {
        return kind.summary();
      }

      /** The stripped form ODS prints for the attribute in a format: {@code " slm"}. */
      @Override
      public void printInFormat(OpAsmPrinter p, Attribute a) {
        p.print(" ").print(((XeGPUEnumAttr) a).keyword());
      }

      @Override
      public Attribute parseInFormat(OpAsmParser p) {
        return kind.attr(jopt.dialects.gpu.GPUDialect.parseCase(p, kind.cases(), kind.cppName(), kind.odsName()));
      }
    };
  }
}
