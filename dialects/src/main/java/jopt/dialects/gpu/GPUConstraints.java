package jopt.dialects.gpu;

import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.AttrStorage;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;

/** The constraints of the gpu dialect's ODS, with MLIR's summaries. */
public final class GPUConstraints {
  private GPUConstraints() {}

  /** GPU_AsyncToken. */
  public static final TypeConstraint ASYNC_TOKEN = TypeConstraint.exactly("async token type", AsyncTokenType.INSTANCE);

  /** LaunchIndx: {@code AnyTypeOf<[Index, I32, I64]>}. */
  public static final TypeConstraint LAUNCH_INDEX =
      TypeConstraints.INDEX.or(TypeConstraints.I32).or(TypeConstraints.I64);

  /** AnyIntegerOrFloat: {@code AnyTypeOf<[AnySignlessInteger, AnyFloat], "Integer or Float">}. */
  public static final TypeConstraint INTEGER_OR_FLOAT = TypeConstraint.of("Integer or Float",
      GPUConstraints::isIntegerOrFloat);

  /** AnyIntegerOrFloatOr1DVector. */
  public static final TypeConstraint INTEGER_OR_FLOAT_OR_1D_VECTOR = TypeConstraint.of(
      "Integer or Float or vector of Integer or Float values of ranks 1",
      t -> isIntegerOrFloat(t) || t instanceof VectorType v && v.getRank() == 1 && isIntegerOrFloat(v.getElementType()));

  /** gpu.printf's arguments: {@code AnyTypeOf<[AnyInteger, Index, AnyFloat]>}. */
  public static final TypeConstraint PRINTF_ARG = TypeConstraint.of("integer or index or floating-point",
      t -> t instanceof IntegerType || t instanceof jopt.ir.type.IndexType || t instanceof FloatType);

  /** gpu.dynamic_shared_memory's result: {@code MemRefRankOf<[I8], [1]>}. */
  public static final TypeConstraint I8_MEMREF_RANK_1 = TypeConstraint.of("1D memref of 8-bit signless integer values",
      t -> t instanceof jopt.ir.type.MemRefType m && m.getRank() == 1
          && m.getElementType().equals(IntegerType.get(8))).withStorageKind(TypeConstraints.MEMREF_TYPE);

  private static boolean isIntegerOrFloat(Type t) {
    return t instanceof IntegerType i && i.isSignless() || t instanceof FloatType;
  }

  /** GPU_DimensionAttr. */
  @AttrStorage(GPUEnumAttr.class)
  public static final AttrConstraint DIMENSION = new EnumConstraint(GPUEnum.DIMENSION, "GPU_DimensionAttr");
  /** GPU_AllReduceOperationAttr. */
  @AttrStorage(GPUEnumAttr.class)
  public static final AttrConstraint ALL_REDUCE_OPERATION =
      new EnumConstraint(GPUEnum.ALL_REDUCE_OPERATION, "GPU_AllReduceOperationAttr");
  /** GPU_ShuffleModeAttr. */
  @AttrStorage(GPUEnumAttr.class)
  public static final AttrConstraint SHUFFLE_MODE = new EnumConstraint(GPUEnum.SHUFFLE_MODE, "GPU_ShuffleModeAttr");

  /** {@code IndexAttr}, written without its type in formats. */
  @AttrStorage(jopt.ir.attr.IntegerAttr.class)
  public static final AttrConstraint INDEX = AttrConstraints.INDEX.withValueType(jopt.ir.type.IndexType.INSTANCE);

  /**
   * An EnumAttr of the gpu dialect whose assembly format is its bare keyword: formats print
   * {@code " x"} (the attribute's printer puts a space first, as mlir-opt-22 prints
   * {@code gpu.thread_id  x}) and read the keyword with MLIR's messages.
   */
  private record EnumConstraint(GPUEnum kind, String odsName) implements AttrConstraint {
    @Override
    public boolean isStorageKind(Attribute attr) {
      return attr instanceof GPUEnumAttr e && e.kind() == kind;
    }

    @Override
    public boolean test(Attribute attr) {
      return isStorageKind(attr);
    }

    @Override
    public String summary() {
      return kind.summary();
    }

    @Override
    public void printInFormat(OpAsmPrinter p, Attribute a) {
      p.print(" ").print(((GPUEnumAttr) a).keyword());
    }

    @Override
    public Attribute parseInFormat(OpAsmParser p) {
      return kind.attr(GPUDialect.parseCase(p, kind.keywords(), kind.cppName(), odsName));
    }
  }
}
