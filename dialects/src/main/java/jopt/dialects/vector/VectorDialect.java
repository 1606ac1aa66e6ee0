package jopt.dialects.vector;

import java.util.List;
import jopt.dialects.arith.ArithDialect;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;

/** The vector dialect of MLIR 22: ops on n-D vectors, masks and transfers to and from memory. */
public final class VectorDialect extends Dialect {
  /** Made one by one, when first looked up (see {@link Dialect#getOperationNames}). */
  private static final List<String> OPERATION_NAMES = List.of(
      "vector.bitcast",
      "vector.broadcast",
      "vector.compressstore",
      "vector.constant_mask",
      "vector.contract",
      "vector.create_mask",
      "vector.deinterleave",
      "vector.expandload",
      "vector.extract",
      "vector.extract_strided_slice",
      "vector.fma",
      "vector.from_elements",
      "vector.gather",
      "vector.insert",
      "vector.insert_strided_slice",
      "vector.interleave",
      "vector.load",
      "vector.mask",
      "vector.maskedload",
      "vector.maskedstore",
      "vector.multi_reduction",
      "vector.outerproduct",
      "vector.print",
      "vector.reduction",
      "vector.scalable.extract",
      "vector.scalable.insert",
      "vector.scan",
      "vector.scatter",
      "vector.shape_cast",
      "vector.shuffle",
      "vector.step",
      "vector.store",
      "vector.to_elements",
      "vector.transfer_read",
      "vector.transfer_write",
      "vector.transpose",
      "vector.type_cast",
      "vector.vscale",
      "vector.yield");

  public VectorDialect() {
    super("vector", OPERATION_NAMES);
  }

  @Override
  public OpDefinition createOperation(String name) {
    return switch (name) {
      case "vector.bitcast" -> new BitCastOp.Def();
      case "vector.broadcast" -> new BroadcastOp.Def();
      case "vector.compressstore" -> new CompressStoreOp.Def();
      case "vector.constant_mask" -> new ConstantMaskOp.Def();
      case "vector.contract" -> new ContractionOp.Def();
      case "vector.create_mask" -> new CreateMaskOp.Def();
      case "vector.deinterleave" -> new DeinterleaveOp.Def();
      case "vector.expandload" -> new ExpandLoadOp.Def();
      case "vector.extract" -> new ExtractOp.Def();
      case "vector.extract_strided_slice" -> new ExtractStridedSliceOp.Def();
      case "vector.fma" -> new FMAOp.Def();
      case "vector.from_elements" -> new FromElementsOp.Def();
      case "vector.gather" -> new GatherOp.Def();
      case "vector.insert" -> new InsertOp.Def();
      case "vector.insert_strided_slice" -> new InsertStridedSliceOp.Def();
      case "vector.interleave" -> new InterleaveOp.Def();
      case "vector.load" -> new LoadOp.Def();
      case "vector.mask" -> new MaskOp.Def();
      case "vector.maskedload" -> new MaskedLoadOp.Def();
      case "vector.maskedstore" -> new MaskedStoreOp.Def();
      case "vector.multi_reduction" -> new MultiDimReductionOp.Def();
      case "vector.outerproduct" -> new OuterProductOp.Def();
      case "vector.print" -> new PrintOp.Def();
      case "vector.reduction" -> new ReductionOp.Def();
      case "vector.scalable.extract" -> new ScalableExtractOp.Def();
      case "vector.scalable.insert" -> new ScalableInsertOp.Def();
      case "vector.scan" -> new ScanOp.Def();
      case "vector.scatter" -> new ScatterOp.Def();
      case "vector.shape_cast" -> new ShapeCastOp.Def();
      case "vector.shuffle" -> new ShuffleOp.Def();
      case "vector.step" -> new StepOp.Def();
      case "vector.store" -> new StoreOp.Def();
      case "vector.to_elements" -> new ToElementsOp.Def();
      case "vector.transfer_read" -> new TransferReadOp.Def();
      case "vector.transfer_write" -> new TransferWriteOp.Def();
      case "vector.transpose" -> new TransposeOp.Def();
      case "vector.type_cast" -> new TypeCastOp.Def();
      case "vector.vscale" -> new VectorScaleOp.Def();
      case "vector.yield" -> new YieldOp.Def();
      default -> null;
    };
  }

  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  /** {@code kind<add>}, {@code iterator_type<parallel>}, {@code punctuation<comma>} (after {@code #vector.}). */
  @Override
  public Attribute parseAttribute(String body) {
    int lt = body.indexOf('<');
    if (lt < 0 || !body.endsWith(">")) {
      return null;
    }
    String mnemonic = body.substring(0, lt).trim();
    String value = body.substring(lt + 1, body.length() - 1).trim();
    if (value.length() > 1 && value.startsWith("\"") && value.endsWith("\"")) {
      value = value.substring(1, value.length() - 1);
    }
    return switch (mnemonic) {
      case "kind" -> CombiningKindAttr.Kind.of(value) == null ? null
          : new CombiningKindAttr(CombiningKindAttr.Kind.of(value));
      case "iterator_type" -> IteratorTypeAttr.of(value);
      case "punctuation" -> PunctuationAttr.of(value);
      default -> null;
    };
  }

  /** Folded values become arith.constant, as in MLIR. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    return ArithDialect.materialize(builder, value, type, loc);
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
