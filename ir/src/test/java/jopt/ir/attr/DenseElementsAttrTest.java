package jopt.ir.attr;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.Types;
import jopt.ir.type.VectorType;
import org.junit.jupiter.api.Test;

class DenseElementsAttrTest {
  private static String p(Attribute a) {
    return AttrTypePrinter.print(a);
  }

  private static RankedTensorType tensor(Type elt, long... shape) {
    return RankedTensorType.get(shape, elt);
  }

  @Test
  void printing() {
    // Expected strings from mlir-opt-22.
    assertThat(p(DenseElementsAttr.ofDoubles(tensor(FloatType.F32, 4), 0.0)))
        .isEqualTo("dense<0.000000e+00> : tensor<4xf32>");
    assertThat(p(DenseElementsAttr.ofLongs(tensor(Types.I32, 2, 2), 1, 2, 3, 4)))
        .isEqualTo("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>");
    assertThat(p(DenseElementsAttr.ofBools(tensor(Types.I1, 3), true))).isEqualTo("dense<true> : tensor<3xi1>");
    assertThat(p(DenseElementsAttr.ofLongs(tensor(Types.I32, 3), 1, 1, 1))).isEqualTo("dense<1> : tensor<3xi32>");
    assertThat(p(DenseElementsAttr.ofBools(tensor(Types.I1, 2), true, false)))
        .isEqualTo("dense<[true, false]> : tensor<2xi1>");
    assertThat(p(DenseElementsAttr.ofLongs(VectorType.get(new long[] {4}, IndexType.get()), 5)))
        .isEqualTo("dense<5> : vector<4xindex>");
    assertThat(p(DenseElementsAttr.ofLongs(tensor(Types.I32, 0)))).isEqualTo("dense<> : tensor<0xi32>");
    assertThat(p(DenseElementsAttr.ofDoubles(tensor(FloatType.F32, 1, 0)))).isEqualTo("dense<> : tensor<1x0xf32>");
    assertThat(p(DenseElementsAttr.ofLongs(tensor(Types.I64), 7))).isEqualTo("dense<7> : tensor<i64>");
    assertThat(p(DenseElementsAttr.ofLongs(tensor(IntegerType.get(8, IntegerType.Signedness.UNSIGNED), 2), 255, 1)))
        .isEqualTo("dense<[255, 1]> : tensor<2xui8>");
    assertThat(p(DenseElementsAttr.ofLongs(MemRefType.get(new long[] {2}, Types.I32), 1)))
        .isEqualTo("dense<1> : memref<2xi32>");
    RankedTensorType complex = tensor(ComplexType.get(FloatType.F32), 2);
    assertThat(p(DenseElementsAttr.getSplat(complex, ArrayAttr.get(FloatAttr.getF32(1), FloatAttr.getF32(2)))))
        .isEqualTo("dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>");
  }

  @Test
  void hexForm() {
    // dense<"0x0100000002000000"> : tensor<2xi32> prints as dense<[1, 2]> (mlir-opt-22).
    DenseElementsAttr a = DenseElementsAttr.fromHexString(tensor(Types.I32, 2), "0x0100000002000000");
    assertThat(p(a)).isEqualTo("dense<[1, 2]> : tensor<2xi32>");
    assertThat(a).isEqualTo(DenseElementsAttr.ofLongs(tensor(Types.I32, 2), 1, 2));
    // A full buffer of equal elements is a splat.
    DenseElementsAttr s = DenseElementsAttr.fromHexString(tensor(FloatType.F32, 2), "0x0000803F0000803F");
    assertThat(s.isSplat()).isTrue();
    assertThat(p(s)).isEqualTo("dense<1.000000e+00> : tensor<2xf32>");
    assertThat(p(DenseElementsAttr.fromHexString(tensor(Types.I1, 3), "0x01")))
        .isEqualTo("dense<[true, false, false]> : tensor<3xi1>");
    assertThat(p(DenseElementsAttr.fromHexString(tensor(Types.I1, 3), "0xFF"))).isEqualTo("dense<true> : tensor<3xi1>");
    assertThat(p(DenseElementsAttr.fromHexString(tensor(FloatType.F16, 2), "0x3C00")))
        .isEqualTo("dense<3.576280e-06> : tensor<2xf16>");
    assertThat(DenseElementsAttr.fromHexString(tensor(Types.I1, 2), "0x0001")).isNull();
    // More than 100 elements print as hex; i1 packs 8 per byte.
    long[] v = new long[101];
    for (int i = 0; i < v.length; i++) {
      v[i] = i;
    }
    String big = p(DenseElementsAttr.ofLongs(tensor(Types.I32, 101), v));
    assertThat(big).startsWith("dense<\"0x000000000100000002000000");
    assertThat(big).endsWith("6300000064000000\"> : tensor<101xi32>");
    boolean[] bits = new boolean[1001];
    for (int i = 0; i < bits.length; i++) {
      bits[i] = i % 3 != 0;
    }
    String packed = p(DenseElementsAttr.ofBools(tensor(Types.I1, 1001), bits));
    assertThat(packed).startsWith("dense<\"0xB66DDBB66DDB");
    assertThat(packed).endsWith("B66D01\"> : tensor<1001xi1>");
  }

  @Test
  void accessors() {
    DenseElementsAttr a = DenseElementsAttr.ofLongs(tensor(Types.I8, 3), 1, -2, 300);
    assertThat(a.getLongs()).isEqualTo(new long[] {1, -2, 44});
    assertThat(a.getElementAttr(1)).isEqualTo(IntegerAttr.get(Types.I8, -2));
    assertThat(a.isSplat()).isFalse();
    DenseElementsAttr s = DenseElementsAttr.ofDoubles(tensor(FloatType.F64, 2, 2), 0.5);
    assertThat(s.getDoubles()).isEqualTo(new double[] {0.5, 0.5, 0.5, 0.5});
    assertThat(s.getSplatValue()).isEqualTo(FloatAttr.getF64(0.5));
    assertThat(s.getType()).isEqualTo(tensor(FloatType.F64, 2, 2));
    assertThat(s.reshape(tensor(FloatType.F64, 4)).getNumElements()).isEqualTo(4);
    assertThat(DenseElementsAttr.get(tensor(Types.I32, 2), List.of(Attrs.i32(3), Attrs.i32(3))))
        .isEqualTo(DenseElementsAttr.ofLongs(tensor(Types.I32, 2), 3));
  }

  private static String literalError(Type type, Object literal) {
    return assertThrows(IllegalArgumentException.class, () -> DenseElementsAttr.fromLiteral(type, literal))
        .getMessage();
  }

  @Test
  void fromLiteral() {
    RankedTensorType t22 = tensor(Types.I32, 2, 2);
    assertThat(p(DenseElementsAttr.fromLiteral(t22, List.of(List.of("1", "2"), List.of("3", "-0x4")))))
        .isEqualTo("dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>");
    assertThat(p(DenseElementsAttr.fromLiteral(t22, "7"))).isEqualTo("dense<7> : tensor<2x2xi32>");
    assertThat(p(DenseElementsAttr.fromLiteral(tensor(Types.I1, 1), List.of("1")))).isEqualTo("dense<true> : tensor<1xi1>");
    assertThat(p(DenseElementsAttr.fromLiteral(tensor(FloatType.F32, 1), List.of("0x80000000"))))
        .isEqualTo("dense<-0.000000e+00> : tensor<1xf32>");
    assertThat(p(DenseElementsAttr.fromLiteral(tensor(Types.I32, 0), null))).isEqualTo("dense<> : tensor<0xi32>");
    assertThat(p(DenseElementsAttr.fromLiteral(tensor(Types.I32, 2), "\"0x0100000002000000\"")))
        .isEqualTo("dense<[1, 2]> : tensor<2xi32>");
    RankedTensorType c = tensor(ComplexType.get(FloatType.F32), 2);
    assertThat(p(DenseElementsAttr.fromLiteral(c, List.of(new Object[] {"1.0", "2.0"}, new Object[] {"3.0", "4.0"}))))
        .isEqualTo("dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>");
    // Messages from mlir-opt-22.
    assertThat(literalError(tensor(FloatType.F32, 0, 0), List.of(List.of())))
        .isEqualTo("inferred shape of elements literal ([1, 0]) does not match type ([0, 0])");
    assertThat(literalError(tensor(Types.I32, 2), null))
        .isEqualTo("parsed zero elements, but type ('tensor<2xi32>') expected at least 1");
    assertThat(literalError(t22, List.of(List.of("1", "2"), List.of("3"))))
        .isEqualTo("tensor literal is invalid; ranks are not consistent between elements");
    assertThat(literalError(t22, List.of(List.of("1", "2"), "3")))
        .isEqualTo("tensor literal is invalid; ranks are not consistent between elements");
    assertThat(literalError(tensor(Types.I32, 1), List.of("1.5")))
        .isEqualTo("expected integer elements, but parsed floating-point");
    assertThat(literalError(tensor(Types.I32, 1), List.of("true")))
        .isEqualTo("expected i1 type for 'true' or 'false' values");
    assertThat(literalError(tensor(Types.I1, 1), List.of("2"))).isEqualTo("integer constant out of range for type");
    assertThat(literalError(tensor(Types.I32, 1), List.of("-0"))).isEqualTo("integer constant out of range for type");
    assertThat(literalError(tensor(IntegerType.get(8, IntegerType.Signedness.UNSIGNED), 1), List.of("-1")))
        .isEqualTo("expected unsigned integer elements, but parsed negative value");
    assertThat(literalError(tensor(FloatType.F32, 3), List.of("1.0", "2.0")))
        .isEqualTo("inferred shape of elements literal ([2]) does not match type ([3])");
    assertThat(literalError(tensor(Types.I8, 1), "\"0xZZ\""))
        .isEqualTo("expected string containing hex digits starting with `0x`");
    assertThat(literalError(tensor(ComplexType.get(Types.I32), 2), List.of("1", "2")))
        .isEqualTo("parsed 2 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements");
    assertThat(literalError(RankedTensorType.get(new long[] {ShapedType.DYNAMIC}, Types.I32), "1"))
        .isEqualTo("elements literal type must have static shape");
    assertThat(literalError(Types.I32, "1")).isEqualTo("elements literal must be a shaped type");
    assertThat(literalError(tensor(FloatType.F32, 2), List.of("true", "false"))).isEqualTo("expected floating point literal");
    assertThat(literalError(tensor(FloatType.F32, 1), "-0x1"))
        .isEqualTo("hexadecimal float literal should not have a leading minus");
    assertThat(literalError(tensor(FloatType.F32, 1), List.of("1")))
        .isEqualTo("unexpected decimal integer literal for a floating point value");
  }

  @Test
  void denseResource() {
    // mlir-opt-22 prints these handles as written.
    assertThat(p(DenseResourceElementsAttr.get(tensor(FloatType.F32, 4), "blob1")))
        .isEqualTo("dense_resource<blob1> : tensor<4xf32>");
    assertThat(p(DenseResourceElementsAttr.get(tensor(FloatType.F32, 4), "a b")))
        .isEqualTo("dense_resource<\"a b\"> : tensor<4xf32>");
  }

  // ---- corpus: dense-elements.txt holds literals, types and mlir-opt-22's output

  private static Type elementType(String s) {
    if (s.startsWith("complex<")) {
      return ComplexType.get(elementType(s.substring(8, s.length() - 1)));
    }
    if (s.equals("index")) {
      return IndexType.get();
    }
    FloatType f = FloatType.byName(s);
    if (f != null) {
      return f;
    }
    if (s.startsWith("ui")) {
      return IntegerType.get(Integer.parseInt(s.substring(2)), IntegerType.Signedness.UNSIGNED);
    }
    if (s.startsWith("si")) {
      return IntegerType.get(Integer.parseInt(s.substring(2)), IntegerType.Signedness.SIGNED);
    }
    return IntegerType.get(Integer.parseInt(s.substring(1)));
  }

  private static ShapedType tensorType(String s) {
    String body = s.substring("tensor<".length(), s.length() - 1);
    List<Long> dims = new ArrayList<>();
    while (!body.isEmpty() && Character.isDigit(body.charAt(0))) {
      int x = body.indexOf('x');
      dims.add(Long.parseLong(body.substring(0, x)));
      body = body.substring(x + 1);
    }
    return RankedTensorType.get(dims.stream().mapToLong(Long::longValue).toArray(), elementType(body));
  }

  private static Attribute scalar(Type t, String tok) {
    if (t instanceof FloatType f) {
      return FloatAttr.parse(f, tok);
    }
    if (tok.equals("true") || tok.equals("false")) {
      return BoolAttr.get(tok.equals("true"));
    }
    boolean neg = tok.startsWith("-");
    return IntegerAttr.parse(t, neg, new BigInteger(neg ? tok.substring(1) : tok));
  }

  @Test
  void corpusMatchesMlirOpt() throws Exception {
    int n = 0;
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        getClass().getResourceAsStream("dense-elements.txt"), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        if (line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split("\t");
        ShapedType type = tensorType(parts[1]);
        Type elt = type.getElementType();
        String flat = parts[0].replace('[', ' ').replace(']', ' ').replace(',', ' ')
            .replace('(', ' ').replace(')', ' ').trim();
        String[] toks = flat.split("\\s+");
        List<Attribute> elements = new ArrayList<>();
        if (elt instanceof ComplexType c) {
          for (int i = 0; i < toks.length; i += 2) {
            elements.add(ArrayAttr.get(scalar(c.elementType(), toks[i]), scalar(c.elementType(), toks[i + 1])));
          }
        } else {
          for (String tok : toks) {
            elements.add(scalar(elt, tok));
          }
        }
        DenseElementsAttr attr = DenseElementsAttr.get(type, elements);
        assertWithMessage(line).that(p(attr)).isEqualTo(parts[2]);
        String printed = parts[2];
        if (printed.startsWith("dense<\"0x")) {
          String hex = printed.substring("dense<\"".length(), printed.indexOf('"', 7));
          assertWithMessage(line).that(DenseElementsAttr.fromHexString(type, hex)).isEqualTo(attr);
        }
        n++;
      }
    }
    assertWithMessage("corpus size").that(n).isAtLeast(100);
  }
}
