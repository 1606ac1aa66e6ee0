package jopt.ir.conversion;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/** Operands remapped to converted types, casts where old and new types meet, block signatures. */
class TypeConversionTest {
  private final ConvIr ir = new ConvIr();

  /** i32 becomes i64; every other type stays. */
  private TypeConverter i32ToI64(boolean keepCasts) {
    TypeConverter.Builder b = TypeConverter.builder()
        .addConversion(t -> t)
        .addConversion(t -> t.equals(ir.i32) ? ir.i64 : null);
    if (keepCasts) {
      b.addSourceMaterialization(UnrealizedCasts::build).addTargetMaterialization(UnrealizedCasts::build);
    }
    return b.build();
  }

  /** src.x on i32 becomes dst.x on i64, its operands as the converter remaps them. */
  private ConversionPattern widen(String root, TypeConverter converter) {
    return ConvIr.pattern(root, 1, converter, (op, operands, r) -> {
      List<Type> types = converter.convertTypes(op.getResultTypes());
      Operation n = r.create(op.getLoc(), "dst" + root.substring(3), operands, types, null);
      r.replaceOp(op, n.getResults());
      return true;
    });
  }

  private final ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src").addLegalDialect("dst").build();

  @Test
  void convertedValuesFlowBetweenConvertedOpsWithoutCasts() {
    Operation a = ir.add("src.a", List.of(), List.of(ir.i32));
    ir.add("src.b", List.of(a.getResult(0)), List.of(ir.i32));
    TypeConverter c = i32ToI64(false);

    assertThat(ir.partial(target, widen("src.a", c), widen("src.b", c))).isTrue();

    assertThat(ir.print()).isEqualTo("""
        "test.module"() ({
          %0 = "dst.a"() : () -> i64
          %1 = "dst.b"(%0) : (i64) -> i64
        }) : () -> ()
        """);
  }

  @Test
  void castsBridgeUnconvertedOpsWhenTheConverterKeepsThem() {
    Operation x = ir.add("other.x", List.of(), List.of(ir.i32));
    Operation a = ir.add("src.a", List.of(x.getResult(0)), List.of(ir.i32));
    ir.add("other.use", List.of(a.getResult(0)), List.of());
    TypeConverter c = i32ToI64(true);

    assertThat(ir.partial(target, widen("src.a", c))).isTrue();

    // A target cast after the operand's definition, a source cast after the replacement.
    assertThat(ir.print()).isEqualTo("""
        "test.module"() ({
          %0 = "other.x"() : () -> i32
          %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
          %2 = "dst.a"(%1) : (i64) -> i64
          %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> i32
          "other.use"(%3) : (i32) -> ()
        }) : () -> ()
        """);
  }

  @Test
  void castsOfBlockArgumentsAreMadeInOperandOrderAtTheBlockStart() {
    // As mlir-opt-22 --finalize-memref-to-llvm on memref.store %v, %m[%i] (block arguments %m,
    // %i): the cast of %m is made first, then that of %i, each at the block's start.
    Operation region = ir.withRegion("other.region", List.of());
    ir.body.add(region);
    Block entry = region.getRegion(0).getFirstBlock();
    Value m = entry.addArgument(ir.i32, jopt.ir.Location.UNKNOWN);
    Value i = entry.addArgument(ir.i32, jopt.ir.Location.UNKNOWN);
    ir.add(entry, "src.a", List.of(m, i), List.of());
    TypeConverter c = i32ToI64(true);

    assertThat(ir.partial(target, widen("src.a", c))).isTrue();

    assertThat(ir.print()).isEqualTo("""
        "test.module"() ({
          "other.region"() ({
          ^bb0(%arg0: i32, %arg1: i32):
            %0 = "builtin.unrealized_conversion_cast"(%arg1) : (i32) -> i64
            %1 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
            "dst.a"(%1, %0) : (i64, i64) -> ()
          }) : () -> ()
        }) : () -> ()
        """);
  }

  @Test
  void aCastLeftLiveWithoutMaterializationIsAnError() {
    Operation a = ir.add("src.a", List.of(), List.of(ir.i32));
    ir.add("other.use", List.of(a.getResult(0)), List.of());
    TypeConverter c = i32ToI64(false);

    assertThat(ir.partial(target, widen("src.a", c))).isFalse();

    assertThat(ir.errors).containsExactly(
        "failed to legalize unresolved materialization from (i64) to (i32) that remained live after conversion");
  }

  @Test
  void anErasedOpStillUsedLeavesACastOfNothing() {
    Operation a = ir.add("src.a", List.of(), List.of(ir.i32));
    ir.add("other.use", List.of(a.getResult(0)), List.of());
    ConversionPattern erase = ConvIr.pattern("src.a", 1, (TypeConverter) null, (op, operands, r) -> {
      r.eraseOp(op);
      return true;
    });

    assertThat(ir.partial(target, erase)).isFalse();
    assertThat(ir.errors).containsExactly(
        "failed to legalize unresolved materialization from () to (i32) that remained live after conversion");
  }

  /** src.region with an entry block argument of i32 used by other.use. */
  private static Operation regionWithArgument(ConvIr ir) {
    Operation region = ir.withRegion("src.region", List.of());
    ir.body.add(region);
    Block entry = region.getRegion(0).getFirstBlock();
    ir.add(entry, "other.use", List.of(entry.addArgument(ir.i32, jopt.ir.Location.UNKNOWN)), List.of());
    return region;
  }

  @Test
  void blockSignaturesAreConverted() {
    regionWithArgument(ir);
    TypeConverter c = i32ToI64(true);
    ConversionPattern convertRegion = ConvIr.pattern("src.region", 1, c, (op, operands, r) -> {
      Operation n = r.create(op.getLoc(), "dst.region", List.of(), List.of(), null);
      Operation holder = r.insert(ir.withRegion("dst.holder", List.of()));
      r.eraseBlock(holder.getRegion(0).getFirstBlock());
      if (!r.convertRegionTypes(op.getRegion(0), c, null)) {
        return false;
      }
      r.inlineRegionBefore(op.getRegion(0), holder.getRegion(0), null);
      r.replaceOp(op, n.getResults());
      return true;
    });

    assertThat(ir.partial(target, convertRegion)).isTrue();

    assertThat(ir.print()).isEqualTo("""
        "test.module"() ({
          "dst.region"() : () -> ()
          "dst.holder"() ({
          ^bb0(%arg0: i64):
            %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32
            "other.use"(%0) : (i32) -> ()
          }) : () -> ()
        }) : () -> ()
        """);
  }

  @Test
  void aConvertedSignatureIsRestoredWhenTheConversionFails() {
    regionWithArgument(ir);
    ir.add("src.stuck", List.of(), List.of());
    String before = ir.print();
    TypeConverter c = i32ToI64(true);
    ConversionPattern convertInPlace = ConvIr.pattern("src.region", 1, c, (op, operands, r) -> {
      r.convertRegionTypes(op.getRegion(0), c, null);
      r.modifyOpInPlace(op, () -> op.setAttr("converted", jopt.ir.attr.UnitAttr.get()));
      return true;
    });
    ConversionTarget t = ConversionTarget.builder().addIllegalDialect("src")
        .addDynamicallyLegalOp(ConvIr.when(op -> op.hasAttr("converted")), "src.region").build();

    assertThat(ir.partial(t, convertInPlace)).isFalse();

    assertThat(ir.errors).containsExactly("failed to legalize operation 'src.stuck' that was explicitly marked illegal");
    assertThat(ir.print()).isEqualTo(before);
  }

  @Test
  void aTypeTheConverterCannotConvertFailsThePattern() {
    Operation x = ir.add("other.x", List.of(), List.of(IntegerType.get(8)));
    ir.add("src.a", List.of(x.getResult(0)), List.of());
    TypeConverter onlyI32 = TypeConverter.builder().addConversion(t -> t.equals(ir.i32) ? ir.i64 : null).build();

    assertThat(ir.partial(target, widen("src.a", onlyI32))).isFalse();
    assertThat(ir.errors).containsExactly("failed to legalize operation 'src.a' that was explicitly marked illegal");
  }
}
