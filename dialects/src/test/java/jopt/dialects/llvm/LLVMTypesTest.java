package jopt.dialects.llvm;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;
import org.junit.jupiter.api.Test;

/**
 * The LLVM type parser and printer. The printed forms are mlir-opt-22's (see
 * lit-tests/Dialect/llvm/types.mlir, which checks them against it through jopt's parser).
 */
class LLVMTypesTest {
  private final LLVMDialect dialect = new LLVMDialect();

  /** Parses the body of {@code !llvm.<body>} and prints the type. */
  private String roundTrip(String body) {
    Type t = dialect.parseType(body);
    return t == null ? null : AttrTypePrinter.print(t);
  }

  @Test
  void pointers() {
    assertThat(roundTrip("ptr")).isEqualTo("!llvm.ptr");
    assertThat(roundTrip("ptr<0>")).isEqualTo("!llvm.ptr");
    assertThat(roundTrip("ptr< 3 >")).isEqualTo("!llvm.ptr<3>");
    assertThat(dialect.parseType("ptr")).isEqualTo(LLVMPointerType.get());
    assertThat(dialect.parseType("ptr<0>")).isEqualTo(LLVMPointerType.get());
  }

  @Test
  void nestedLlvmTypesPrintWithoutPrefix() {
    assertThat(roundTrip("struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>"))
        .isEqualTo("!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>");
    assertThat(roundTrip("array<2 x !llvm.array<3 x !llvm.ptr<2>>>"))
        .isEqualTo("!llvm.array<2 x array<3 x ptr<2>>>");
    assertThat(roundTrip("struct<( i8 , i16 )>")).isEqualTo("!llvm.struct<(i8, i16)>");
    assertThat(roundTrip("struct<packed()>")).isEqualTo("!llvm.struct<packed ()>");
  }

  @Test
  void builtinTypesInsidePrintInFull() {
    assertThat(roundTrip("array<2 x vector<[4]x!llvm.ptr>>"))
        .isEqualTo("!llvm.array<2 x vector<[4]x!llvm.ptr>>");
    Type t = dialect.parseType("struct<(i1, f80, bf16, vector<2x4xi32>)>");
    assertThat(t).isEqualTo(LLVMStructType.literal(List.of(IntegerType.get(1), FloatType.F80,
        FloatType.BF16, VectorType.get(new long[] {2, 4}, IntegerType.get(32)))));
  }

  @Test
  void functionsAndVoid() {
    assertThat(roundTrip("func<void ()>")).isEqualTo("!llvm.func<void ()>");
    assertThat(roundTrip("func<void(i32,...)>")).isEqualTo("!llvm.func<void (i32, ...)>");
    assertThat(roundTrip("func<void (...)>")).isEqualTo("!llvm.func<void (...)>");
    assertThat(roundTrip("void")).isEqualTo("!llvm.void");
    LLVMFunctionType f = (LLVMFunctionType) dialect.parseType("func<ptr<1> (i64)>");
    assertThat(f.results()).containsExactly(LLVMPointerType.get(1));
    assertThat(((LLVMFunctionType) dialect.parseType("func<void ()>")).results()).isEmpty();
  }

  @Test
  void identifiedStructs() {
    assertThat(roundTrip("struct<\"foo\", (i32, ptr)>")).isEqualTo("!llvm.struct<\"foo\", (i32, ptr)>");
    assertThat(roundTrip("struct<\"o\", opaque>")).isEqualTo("!llvm.struct<\"o\", opaque>");
    assertThat(roundTrip("struct<\"p\", packed (i8)>")).isEqualTo("!llvm.struct<\"p\", packed (i8)>");
    assertThat(roundTrip("struct<\"b\\\"q\", ()>")).isEqualTo("!llvm.struct<\"b\\22q\", ()>");
    assertThat(roundTrip("struct<\"list\", (ptr, struct<\"list\">)>"))
        .isEqualTo("!llvm.struct<\"list\", (ptr, struct<\"list\">)>");
  }

  @Test
  void malformedBodiesAreRejected() {
    for (String bad : List.of("i32", "ptr<", "ptr<x>", "array<4xi8>", "array<4 x>", "struct<(i32,)>",
        "struct<(i32)", "struct<opaque>", "struct<\"lonely\">", "func<void>", "vector<4xf32>",
        "struct<(memref<2xf32>)>", "ptrx", "array<4 x i8> trailing", "struct<packedx (i8)>",
        "struct<(!foo.bar)>")) {
      assertWithMessage(bad).that(dialect.parseType(bad)).isNull();
    }
  }

  @Test
  void compatibility() {
    assertThat(LLVMTypes.isCompatible(IntegerType.get(64))).isTrue();
    assertThat(LLVMTypes.isCompatible(IntegerType.get(8, IntegerType.Signedness.SIGNED))).isFalse();
    assertThat(LLVMTypes.isCompatible(jopt.ir.type.IndexType.get())).isFalse();
    assertThat(LLVMTypes.isCompatible(dialect.parseType("struct<(ptr, array<2 x f32>)>"))).isTrue();
    assertThat(LLVMTypes.isCompatible(dialect.parseType("array<4 x index>"))).isFalse();
  }

  @Test
  void elementAtPosition() {
    Type desc = dialect.parseType("struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>");
    String[] error = new String[1];
    assertThat(LLVMTypes.elementAt(desc, new long[] {0}, error)).isEqualTo(LLVMPointerType.get());
    assertThat(LLVMTypes.elementAt(desc, new long[] {3, 1}, error)).isEqualTo(IntegerType.get(64));
    assertThat(LLVMTypes.elementAt(desc, new long[] {5}, error)).isNull();
    assertThat(error[0]).isEqualTo("position out of bounds: 5");
    assertThat(LLVMTypes.elementAt(desc, new long[] {2, 0}, error)).isNull();
    assertThat(error[0]).isEqualTo("expected LLVM IR structure/array type, got: 'i64'");
  }
}
