package jopt.dialects.memref;

import java.util.List;
import jopt.dialects.arith.ArithDialect;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;

/** The memref dialect: allocation, access and view ops on memrefs. */
public final class MemRefDialect extends Dialect {
  /** Made one by one, when first looked up (see {@link Dialect#getOperationNames}). */
  private static final List<String> OPERATION_NAMES = List.of(
      "memref.alloc",
      "memref.alloca",
      "memref.alloca_scope",
      "memref.alloca_scope.return",
      "memref.assume_alignment",
      "memref.atomic_rmw",
      "memref.atomic_yield",
      "memref.cast",
      "memref.collapse_shape",
      "memref.copy",
      "memref.dealloc",
      "memref.dim",
      "memref.distinct_objects",
      "memref.dma_start",
      "memref.dma_wait",
      "memref.expand_shape",
      "memref.extract_aligned_pointer_as_index",
      "memref.extract_strided_metadata",
      "memref.generic_atomic_rmw",
      "memref.get_global",
      "memref.global",
      "memref.load",
      "memref.memory_space_cast",
      "memref.prefetch",
      "memref.rank",
      "memref.realloc",
      "memref.reinterpret_cast",
      "memref.reshape",
      "memref.store",
      "memref.subview",
      "memref.transpose",
      "memref.view");

  public MemRefDialect() {
    super("memref", OPERATION_NAMES);
  }

  @Override
  public OpDefinition createOperation(String name) {
    return switch (name) {
      case "memref.alloc" -> new AllocOp.Def();
      case "memref.alloca" -> new AllocaOp.Def();
      case "memref.alloca_scope" -> new AllocaScopeOp.Def();
      case "memref.alloca_scope.return" -> new AllocaScopeReturnOp.Def();
      case "memref.assume_alignment" -> new AssumeAlignmentOp.Def();
      case "memref.atomic_rmw" -> new AtomicRMWOp.Def();
      case "memref.atomic_yield" -> new AtomicYieldOp.Def();
      case "memref.cast" -> new CastOp.Def();
      case "memref.collapse_shape" -> new CollapseShapeOp.Def();
      case "memref.copy" -> new CopyOp.Def();
      case "memref.dealloc" -> new DeallocOp.Def();
      case "memref.dim" -> new DimOp.Def();
      case "memref.distinct_objects" -> new DistinctObjectsOp.Def();
      case "memref.dma_start" -> new DmaStartOp.Def();
      case "memref.dma_wait" -> new DmaWaitOp.Def();
      case "memref.expand_shape" -> new ExpandShapeOp.Def();
      case "memref.extract_aligned_pointer_as_index" -> new ExtractAlignedPointerAsIndexOp.Def();
      case "memref.extract_strided_metadata" -> new ExtractStridedMetadataOp.Def();
      case "memref.generic_atomic_rmw" -> new GenericAtomicRMWOp.Def();
      case "memref.get_global" -> new GetGlobalOp.Def();
      case "memref.global" -> new GlobalOp.Def();
      case "memref.load" -> new LoadOp.Def();
      case "memref.memory_space_cast" -> new MemorySpaceCastOp.Def();
      case "memref.prefetch" -> new PrefetchOp.Def();
      case "memref.rank" -> new RankOp.Def();
      case "memref.realloc" -> new ReallocOp.Def();
      case "memref.reinterpret_cast" -> new ReinterpretCastOp.Def();
      case "memref.reshape" -> new ReshapeOp.Def();
      case "memref.store" -> new StoreOp.Def();
      case "memref.subview" -> new SubViewOp.Def();
      case "memref.transpose" -> new TransposeOp.Def();
      case "memref.view" -> new ViewOp.Def();
      default -> null;
    };
  }

  /** Folded index values (memref.dim) become arith.constant, as in MLIR. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    return ArithDialect.materialize(builder, value, type, loc);
  }

  /** As MLIR's: every op of the dialect may be inlined, and any region into its ops' regions. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS_AND_REGIONS;
  }
}
