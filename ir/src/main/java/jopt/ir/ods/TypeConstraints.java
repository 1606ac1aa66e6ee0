package jopt.ir.ods;

import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedMemRefType;
import jopt.ir.type.VectorType;

/**
 * The builtin type constraints of MLIR's ODS (CommonTypeConstraints), each with MLIR's summary
 * so that messages match mlir-opt's word for word.
 */
public final class TypeConstraints {
  private TypeConstraints() {}

  public static final TypeConstraint ANY = TypeConstraint.of("any type", t -> true);
  @BuildableType
  public static final TypeConstraint INDEX = TypeConstraint.exactly("index", IndexType.INSTANCE);
  @BuildableType
  public static final TypeConstraint I1 = signless(1);
  @BuildableType
  public static final TypeConstraint I8 = signless(8);
  @BuildableType
  public static final TypeConstraint I32 = signless(32);
  @BuildableType
  public static final TypeConstraint I64 = signless(64);
  public static final TypeConstraint SIGNLESS_INTEGER =
      TypeConstraint.of("signless integer", t -> t instanceof IntegerType it && it.isSignless());
  public static final TypeConstraint INTEGER = TypeConstraint.of("integer", t -> t instanceof IntegerType);
  public static final TypeConstraint SIGNLESS_INTEGER_OR_INDEX = TypeConstraint.of("signless integer or index",
      t -> t instanceof IndexType || t instanceof IntegerType it && it.isSignless());
  public static final TypeConstraint FLOAT = TypeConstraint.of("floating-point", t -> t instanceof FloatType);
  public static final TypeConstraint FUNCTION = TypeConstraint.of("function type", t -> t instanceof FunctionType)
      .withStorageKind(new TypeConstraint.TypeKind("builtin.function", t -> t instanceof FunctionType));

  /** The C++ classes of builtin types, as ODS's {@code parseType<T>} checks them. */
  public static final TypeConstraint.TypeKind MEMREF_TYPE =
      new TypeConstraint.TypeKind("builtin.memref", t -> t instanceof MemRefType);
  public static final TypeConstraint.TypeKind UNRANKED_MEMREF_TYPE =
      new TypeConstraint.TypeKind("builtin.unranked_memref", t -> t instanceof UnrankedMemRefType);
  public static final TypeConstraint.TypeKind BASE_MEMREF_TYPE =
      new TypeConstraint.TypeKind(null, t -> t instanceof MemRefType || t instanceof UnrankedMemRefType);
  public static final TypeConstraint.TypeKind TENSOR_TYPE = new TypeConstraint.TypeKind(null, t -> t instanceof TensorType);
  public static final TypeConstraint.TypeKind RANKED_TENSOR_TYPE =
      new TypeConstraint.TypeKind("builtin.tensor", t -> t instanceof RankedTensorType);
  public static final TypeConstraint.TypeKind VECTOR_TYPE =
      new TypeConstraint.TypeKind("builtin.vector", t -> t instanceof VectorType);
  /** ShapedType, an interface: no static name. */
  public static final TypeConstraint.TypeKind SHAPED_TYPE =
      new TypeConstraint.TypeKind(null, t -> t instanceof ShapedType);

  public static final TypeConstraint MEMREF = TypeConstraint.of("memref of any type values", t -> t instanceof MemRefType)
      .withStorageKind(MEMREF_TYPE);
  public static final TypeConstraint UNRANKED_MEMREF =
      TypeConstraint.of("unranked.memref of any type values", t -> t instanceof UnrankedMemRefType)
          .withStorageKind(UNRANKED_MEMREF_TYPE);
  public static final TypeConstraint RANKED_OR_UNRANKED_MEMREF = TypeConstraint.of(
      "ranked or unranked memref of any type values", t -> t instanceof MemRefType || t instanceof UnrankedMemRefType)
      .withStorageKind(BASE_MEMREF_TYPE);
  public static final TypeConstraint STATIC_SHAPE_MEMREF = TypeConstraint.of(
      "statically shaped memref of any type values", t -> t instanceof MemRefType m && m.hasStaticShape())
      .withStorageKind(MEMREF_TYPE);
  public static final TypeConstraint NON_0_RANKED_MEMREF = TypeConstraint.of(
      "non-0-ranked.memref of any type values", t -> t instanceof MemRefType m && m.getRank() > 0)
      .withStorageKind(MEMREF_TYPE);
  public static final TypeConstraint TENSOR = TypeConstraint.of("tensor of any type values", t -> t instanceof TensorType)
      .withStorageKind(TENSOR_TYPE);
  public static final TypeConstraint RANKED_TENSOR =
      TypeConstraint.of("ranked tensor of any type values", t -> t instanceof RankedTensorType)
          .withStorageKind(RANKED_TENSOR_TYPE);
  public static final TypeConstraint SHAPED = TypeConstraint.of("shaped of any type values", t -> t instanceof ShapedType);
  public static final TypeConstraint VECTOR = TypeConstraint.of("vector of any type values", t -> t instanceof VectorType);

  /** {@code N-bit signless integer}. */
  @BuildableType
  public static TypeConstraint signless(int width) {
    return TypeConstraint.exactly(width + "-bit signless integer", IntegerType.get(width));
  }

  /** A memref whose element type satisfies {@code element}: "memref of E values". */
  public static TypeConstraint memrefOf(TypeConstraint element) {
    return TypeConstraint.of("memref of " + element.summary() + " values",
        t -> t instanceof MemRefType m && element.test(m.getElementType())).withStorageKind(MEMREF_TYPE);
  }

  /** A ranked or unranked tensor whose element type satisfies {@code element}. */
  public static TypeConstraint tensorOf(TypeConstraint element) {
    return TypeConstraint.of("tensor of " + element.summary() + " values",
        t -> t instanceof TensorType tt && element.test(tt.getElementType())).withStorageKind(TENSOR_TYPE);
  }

  /** Whether {@code t} is a shaped type with a rank (ranked tensor, memref or vector). */
  public static boolean isRanked(Type t) {
    return t instanceof ShapedType s && s.hasRank();
  }
}
