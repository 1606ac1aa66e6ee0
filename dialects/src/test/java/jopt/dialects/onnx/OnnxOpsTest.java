package jopt.dialects.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.dialects.onnx.OnnxFixture.f32;
import static jopt.dialects.onnx.OnnxFixture.f32Attr;
import static jopt.dialects.onnx.OnnxFixture.i64;
import static jopt.dialects.onnx.OnnxFixture.ints;
import static jopt.dialects.onnx.OnnxFixture.print;
import static jopt.dialects.onnx.OnnxFixture.si64;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Attribute;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.ParseException;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.interfaces.GraphAliasingOpInterface;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.NoneType;
import jopt.ir.type.UnrankedTensorType;
import org.junit.jupiter.api.Test;

/**
 * The onnx ops: registration, the generic form mlir-opt prints, onnx.Constant's and
 * onnx.Return's custom forms (parsed through {@link ScriptedParser}), and every verifier error.
 * The lit tests in lit-tests/Dialect/onnx run the same syntax through jopt's real parser.
 */
class OnnxOpsTest {
  private final OnnxFixture fx = new OnnxFixture(List.of(f32(2, 4), f32(3, 4), i64(2),
      IntegerType.get(32), UnrankedTensorType.get(FloatType.F32)), List.of(f32(2, 4)));
  private final Value a = fx.arg(0);
  private final Value b = fx.arg(1);
  private final Value shape = fx.arg(2);
  private final Value i32 = fx.arg(3);
  private final Value unranked = fx.arg(4);

  // ---- registration

  @Test
  void everyOpTheBriefNamesIsRegisteredWithTheAliasingInterface() {
    List<String> names = List.of("Reshape", "Transpose", "Squeeze", "Unsqueeze", "Flatten",
        "Identity", "SqueezeV11", "UnsqueezeV11", "Gather", "Slice", "Concat", "Split",
        "SplitV11", "SplitV13", "Conv", "Add", "Sub", "Mul", "Div", "Pow", "Sqrt", "Erf", "Exp",
        "Tanh", "Sigmoid", "Relu", "LeakyRelu", "Clip", "Softmax", "MatMul", "Gemm", "MaxPool",
        "MaxPoolSingleOut", "AveragePool", "GlobalAveragePool", "BatchNormalization",
        "BatchNormalizationInferenceMode", "LayerNormalization", "ReduceMean", "ReduceMeanV13",
        "Cast", "Resize", "Pad", "Where", "Equal", "Expand", "Dropout", "Constant", "NoValue",
        "Return", "EntryPoint");
    for (String n : names) {
      OpDefinition def = fx.ctx.lookupOp("onnx." + n);
      assertThat(def).isNotNull();
      assertThat(def).isInstanceOf(GraphAliasingOpInterface.class);
    }
    for (OpDefinition def : new OnnxDialect().getOperations()) {
      assertThat(def.getName()).startsWith("onnx.");
      assertThat(fx.ctx.lookupOp(def.getName()).getClass()).isEqualTo(def.getClass());
      assertThat(def).isInstanceOf(GraphAliasingOpInterface.class);
      // Printed generically with every attribute in the dictionary, as mlir-opt prints them.
      assertThat(def.inherentAttributeNames()).isEmpty();
    }
  }

  @Test
  void opNamesAreUnique() {
    List<String> names = new OnnxDialect().getOperations().stream().map(OpDefinition::getName)
        .toList();
    assertThat(names).containsNoDuplicates();
  }

  @Test
  void onlyReturnIsATerminatorAndComputeOpsArePure() {
    assertThat(fx.ctx.lookupOp("onnx.Return")).isInstanceOf(Traits.IsTerminator.class);
    assertThat(fx.ctx.lookupOp("onnx.Add")).isNotInstanceOf(Traits.IsTerminator.class);
    assertThat(fx.ctx.lookupOp("onnx.Add")).isInstanceOf(Traits.Pure.class);
    assertThat(fx.ctx.lookupOp("onnx.Constant")).isInstanceOf(Traits.Pure.class);
    assertThat(fx.ctx.lookupOp("onnx.EntryPoint")).isNotInstanceOf(Traits.Pure.class);
  }

  @Test
  void onnxTypesParseAsDialectTypes() {
    OnnxDialect d = new OnnxDialect();
    assertThat(d.hasTypeParser()).isTrue();
    assertThat(jopt.ir.AttrTypePrinter.print(d.parseType("String"))).isEqualTo("!onnx.String");
    assertThat(jopt.ir.AttrTypePrinter.print(d.parseType("Seq<tensor<*xf32>>")))
        .isEqualTo("!onnx.Seq<tensor<*xf32>>");
    assertThat(d.parseType("Opt<tensor<2xf32>>")).isNotNull();
    assertThat(d.parseType("Foo")).isNull();
    assertThat(d.parseType("Seq")).isNull();
  }

  // ---- the generic form

  @Test
  void opsPrintGenericallyAsMlirOptPrintsThem() {
    Operation concat = fx.op("onnx.Concat", List.of(a, b), List.of(f32(5, 4)), "axis", si64(0),
        "onnx_node_name", StringAttr.get("c1"));
    assertThat(print(concat, false)).isEqualTo("%0 = \"onnx.Concat\"(%arg0, %arg1) {axis = 0 : si64, "
        + "onnx_node_name = \"c1\"} : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>");
    assertThat(print(concat, true)).isEqualTo(print(concat, false));
    Operation t = fx.op("onnx.Transpose", List.of(a), List.of(f32(4, 2)), "perm", ints(1, 0));
    assertThat(print(t, false)).isEqualTo("%1 = \"onnx.Transpose\"(%arg0) {perm = [1, 0]} : "
        + "(tensor<2x4xf32>) -> tensor<4x2xf32>");
    Operation leaky = fx.op("onnx.LeakyRelu", List.of(a), List.of(f32(2, 4)), "alpha",
        f32Attr(0.01f));
    assertThat(print(leaky, false)).isEqualTo("%2 = \"onnx.LeakyRelu\"(%arg0) {alpha = "
        + "0.00999999977 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>");
    Operation cast = fx.op("onnx.Cast", List.of(a), List.of(fx.tensor(FloatType.F16, 2, 4)),
        "saturate", si64(1), "to", TypeAttr.get(FloatType.F16));
    assertThat(print(cast, false)).isEqualTo("%3 = \"onnx.Cast\"(%arg0) {saturate = 1 : si64, "
        + "to = f16} : (tensor<2x4xf32>) -> tensor<2x4xf16>");
    Value none = fx.noValue();
    assertThat(print(none.getDefiningOp(), false)).isEqualTo("%4 = \"onnx.NoValue\"() {value} : () -> none");
    Operation split = fx.op("onnx.Split", List.of(b, none), List.of(f32(1, 4), f32(2, 4)),
        "axis", si64(0));
    assertThat(print(split, false)).isEqualTo("%5:2 = \"onnx.Split\"(%arg1, %4) {axis = 0 : si64} "
        + ": (tensor<3x4xf32>, none) -> (tensor<1x4xf32>, tensor<2x4xf32>)");
    Operation entry = fx.op("onnx.EntryPoint", List.of(), List.of(), "func",
        FlatSymbolRefAttr.get("main_graph"));
    assertThat(print(entry, false)).isEqualTo("\"onnx.EntryPoint\"() {func = @main_graph} : () -> ()");
  }

  // ---- onnx.Constant

  private ScriptedParser lastParser;

  /** Parses the custom form {@code text} of op {@code name} into the function body. */
  private Operation parse(String name, String text, List<Attribute> attrs, Type... types) {
    Map<String, Value> values = new HashMap<>();
    for (int i = 0; i < fx.body.getNumArguments(); i++) {
      values.put("%arg" + i, fx.arg(i));
    }
    lastParser = new ScriptedParser(text, values, List.of(types), attrs);
    OpDefinition def = fx.ctx.lookupOp(name);
    assertThat(def.hasCustomAssembly()).isTrue();
    OperationState st = new OperationState(Location.UNKNOWN, name);
    def.parse(lastParser.asParser(), st);
    assertThat(lastParser.atEnd()).isTrue();
    Operation op = Operation.create(fx.ctx, st);
    fx.body.push_back(op);
    return op;
  }

  @Test
  void constantCustomFormRoundTrips() {
    DenseElementsAttr v = DenseElementsAttr.ofLongs(i64(2), 1, 150528);
    Operation c = parse("onnx.Constant", " dense<[1, 150528]> : tensor<2xi64>", List.of(v));
    assertThat(c.getAttr("value")).isEqualTo(v);
    assertThat(c.getResult(0).getType()).isEqualTo(i64(2));
    assertThat(fx.verifyError(c)).isNull();
    assertThat(print(c, false)).isEqualTo("%0 = onnx.Constant dense<[1, 150528]> : tensor<2xi64>");
    assertThat(print(c, true)).isEqualTo("%0 = \"onnx.Constant\"() {value = dense<[1, 150528]> : "
        + "tensor<2xi64>} : () -> tensor<2xi64>");
  }

  @Test
  void constantWrittenGenericallyPrintsInTheCustomForm() {
    DenseElementsAttr v = DenseElementsAttr.ofDoubles(f32(2), 1.0, 2.0);
    Operation c = fx.op("onnx.Constant", List.of(), List.of(f32(2)), "value", v);
    assertThat(print(c, false)).isEqualTo("%0 = onnx.Constant dense<[1.000000e+00, 2.000000e+00]> "
        + ": tensor<2xf32>");
  }

  @Test
  void constantOtherwiseKeepsItsAttributesAndResultType() {
    IntegerAttr three = si64(3);
    Operation c = parse("onnx.Constant", " {value_int = 3 : si64} : tensor<i64>", List.of(three),
        i64());
    assertThat(c.getAttr("value_int")).isEqualTo(three);
    assertThat(fx.verifyError(c)).isNull();
    assertThat(print(c, false)).isEqualTo("%0 = onnx.Constant {value_int = 3 : si64} : tensor<i64>");

    // A value of another (less precise) type than the result.
    DenseElementsAttr v = DenseElementsAttr.ofLongs(i64(2), 1, 1);
    Type dyn = i64(jopt.ir.type.ShapedType.DYNAMIC);
    Operation d = parse("onnx.Constant", "{value = dense<1> : tensor<2xi64>} : tensor<?xi64>",
        List.of(v), dyn);
    assertThat(fx.verifyError(d)).isNull();
    assertThat(print(d, false)).isEqualTo("%1 = onnx.Constant {value = dense<1> : tensor<2xi64>} "
        + ": tensor<?xi64>");

    // Discardable attributes are kept (ONNX-MLIR's printer drops them).
    Operation e = fx.op("onnx.Constant", List.of(), List.of(i64(2)), "value", v,
        "onnx_node_name", StringAttr.get("c"));
    assertThat(fx.verifyError(e)).isNull();
    assertThat(print(e, false)).isEqualTo("%2 = onnx.Constant {onnx_node_name = \"c\", value = "
        + "dense<1> : tensor<2xi64>} : tensor<2xi64>");
  }

  @Test
  void constantCustomFormRejectsAnAttributeThatIsNotElements() {
    assertThrows(ParseException.class,
        () -> parse("onnx.Constant", " 1 : i64", List.of(IntegerAttr.getI64(1))));
    assertThat(lastParser.errors).containsExactly("2: invalid kind of attribute specified");
  }

  @Test
  void constantVerifier() {
    Operation none = fx.op("onnx.Constant", List.of(), List.of(i64(2)));
    assertThat(fx.verifyError(none)).isEqualTo("'onnx.Constant' op requires exactly one of the "
        + "attributes 'sparse_value', 'value', 'value_float', 'value_floats', 'value_int', "
        + "'value_ints', 'value_string', 'value_strings', but found 0");
    Operation two = fx.op("onnx.Constant", List.of(), List.of(i64()), "value",
        DenseElementsAttr.ofLongs(i64(), 1), "value_int", si64(1));
    assertThat(fx.verifyError(two)).endsWith("but found 2");
    Operation mismatch = fx.op("onnx.Constant", List.of(), List.of(i64(3)), "value",
        DenseElementsAttr.ofLongs(i64(2), 1, 2));
    assertThat(fx.verifyError(mismatch)).isEqualTo("'onnx.Constant' op 'value' of type "
        + "'tensor<2xi64>' does not match result type 'tensor<3xi64>'");
    Operation notElements = fx.op("onnx.Constant", List.of(), List.of(i64()), "value",
        IntegerAttr.getI64(1));
    assertThat(fx.verifyError(notElements)).isEqualTo("'onnx.Constant' op attribute 'value' failed "
        + "to satisfy constraint: constant vector/tensor attribute");
    Operation scalarResult = fx.op("onnx.Constant", List.of(), List.of(IntegerType.get(64)),
        "value_int", si64(1));
    assertThat(fx.verifyError(scalarResult)).isEqualTo("'onnx.Constant' op result #0 must be "
        + "tensor of any type values, but got 'i64'");
  }

  // ---- onnx.Return

  @Test
  void returnCustomFormRoundTrips() {
    Operation r = parse("onnx.Return", " %arg0 : tensor<2x4xf32>", List.of(), f32(2, 4));
    assertThat(r.getOperands()).containsExactly(a);
    assertThat(fx.verifyError(r)).isNull();
    assertThat(print(r, false)).isEqualTo("onnx.Return %arg0 : tensor<2x4xf32>");
    assertThat(print(r, true)).isEqualTo("\"onnx.Return\"(%arg0) : (tensor<2x4xf32>) -> ()");
  }

  @Test
  void returnWithSeveralOperandsOrNoneAndAttributes() {
    Operation two = parse("onnx.Return", "{note} %arg0, %arg1 : tensor<2x4xf32>, tensor<3x4xf32>",
        List.of(), f32(2, 4), f32(3, 4));
    assertThat(two.getAttr("note")).isEqualTo(UnitAttr.get());
    assertThat(print(two, false)).isEqualTo("onnx.Return {note} %arg0, %arg1 : tensor<2x4xf32>, "
        + "tensor<3x4xf32>");
    Operation none = parse("onnx.Return", "", List.of());
    assertThat(none.getNumOperands()).isEqualTo(0);
    assertThat(print(none, false)).isEqualTo("onnx.Return");
  }

  @Test
  void returnVerifierChecksTheEnclosingFunction() {
    // @f returns tensor<2x4xf32>.
    Operation none = fx.op("onnx.Return", List.of(), List.of());
    assertThat(fx.verifyError(none)).isEqualTo("'onnx.Return' op has 0 operands, but enclosing "
        + "function (@f) returns 1");
    Operation wrong = fx.op("onnx.Return", List.of(b), List.of());
    assertThat(fx.verifyError(wrong)).isEqualTo("type of return operand 0 ('tensor<3x4xf32>') "
        + "doesn't match function result type ('tensor<2x4xf32>') in function @f");
    Operation result = fx.op("onnx.Return", List.of(a), List.of(f32(2)));
    assertThat(fx.verifyError(result)).isEqualTo("'onnx.Return' op requires zero results");
  }

  @Test
  void returnAcceptsATypeMorePreciseThanTheSignature() {
    OnnxFixture g = new OnnxFixture(List.of(f32(2, 4)), List.of(f32(jopt.ir.type.ShapedType.DYNAMIC, 4),
        UnrankedTensorType.get(FloatType.F32)));
    Operation r = g.op("onnx.Return", List.of(g.arg(0), g.arg(0)), List.of());
    assertThat(g.verifyError(r)).isNull();
    OnnxFixture h = new OnnxFixture(List.of(unranked.getType()), List.of(f32(2, 4)));
    // Less precise than the signature is compatible too (shapes agree where both are known).
    assertThat(h.verifyError(h.op("onnx.Return", List.of(h.arg(0)), List.of()))).isNull();
    OnnxFixture k = new OnnxFixture(List.of(f32(2)), List.of(f32(2, 1)));
    assertThat(k.verifyError(k.op("onnx.Return", List.of(k.arg(0)), List.of())))
        .startsWith("type of return operand 0 ('tensor<2xf32>')");
  }

  // ---- the ODS checks

  @Test
  void countErrors() {
    assertThat(fx.verifyError(fx.op("onnx.Relu", List.of(a), List.of())))
        .isEqualTo("'onnx.Relu' op requires one result");
    assertThat(fx.verifyError(fx.op("onnx.Relu", List.of(a, a), List.of(f32(2, 4)))))
        .isEqualTo("'onnx.Relu' op requires a single operand");
    assertThat(fx.verifyError(fx.op("onnx.Add", List.of(a), List.of(f32(2, 4)))))
        .isEqualTo("'onnx.Add' op expected 2 operands, but found 1");
    assertThat(fx.verifyError(fx.op("onnx.LayerNormalization", List.of(a, a, a),
        List.of(f32(2, 4))))).isEqualTo("'onnx.LayerNormalization' op expected 3 results");
    assertThat(fx.verifyError(fx.op("onnx.NoValue", List.of(a), List.of(NoneType.get()))))
        .isEqualTo("'onnx.NoValue' op requires zero operands");
    assertThat(fx.verifyError(fx.op("onnx.EntryPoint", List.of(), List.of(f32(2)), "func",
        FlatSymbolRefAttr.get("f")))).isEqualTo("'onnx.EntryPoint' op requires zero results");
    // Variadic lists may be empty (ODS's Variadic), as Concat's inputs and Split's results.
    assertThat(fx.verifyError(fx.op("onnx.Concat", List.of(), List.of(f32(2)), "axis", si64(0))))
        .isNull();
    assertThat(fx.verifyError(fx.op("onnx.Split", List.of(a, fx.noValue()), List.of()))).isNull();
  }

  @Test
  void variadicAfterFixedEntriesRequiresTheFixedOnes() {
    jopt.ir.ods.OpSpec spec = OnnxSpecs.of("Test", "TO*", "T");
    assertThat(spec.name()).isEqualTo("onnx.Test");
    assertThat(spec.operands()).hasSize(2);
    assertThat(spec.operands().get(0).constraint().summary()).isEqualTo("tensor of any type values");
    assertThat(spec.operands().get(1).isVariable()).isTrue();
    assertThat(spec.operands().get(1).constraint().summary())
        .isEqualTo("tensor of any type values or none type");
    // Einsum: a variadic list of tensors, which may not be empty of its fixed entries' kind.
    assertThat(fx.verifyError(fx.op("onnx.Gemm", List.of(a), List.of(f32(2)))))
        .isEqualTo("'onnx.Gemm' op expected 3 operands, but found 1");
  }

  @Test
  void requiredAttributes() {
    assertThat(fx.verifyError(fx.op("onnx.Concat", List.of(a, a), List.of(f32(4, 4)))))
        .isEqualTo("'onnx.Concat' op requires attribute 'axis'");
    assertThat(fx.verifyError(fx.op("onnx.Cast", List.of(a), List.of(f32(2, 4)))))
        .isEqualTo("'onnx.Cast' op requires attribute 'to'");
    assertThat(fx.verifyError(fx.op("onnx.AveragePool", List.of(a), List.of(f32(2, 4)))))
        .isEqualTo("'onnx.AveragePool' op requires attribute 'kernel_shape'");
    assertThat(fx.verifyError(fx.op("onnx.EntryPoint", List.of(), List.of())))
        .isEqualTo("'onnx.EntryPoint' op requires attribute 'func'");
  }

  @Test
  void attributeKinds() {
    assertThat(fx.verifyError(fx.op("onnx.Gather", List.of(a, shape), List.of(f32(2, 4)), "axis",
        IntegerAttr.getI64(0)))).isEqualTo("'onnx.Gather' op attribute 'axis' failed to satisfy "
            + "constraint: 64-bit signed integer attribute");
    assertThat(fx.verifyError(fx.op("onnx.Gemm", List.of(a, a, a), List.of(f32(2, 4)), "alpha",
        si64(1)))).isEqualTo("'onnx.Gemm' op attribute 'alpha' failed to satisfy constraint: "
            + "32-bit float attribute");
    assertThat(fx.verifyError(fx.op("onnx.Transpose", List.of(a), List.of(f32(4, 2)), "perm",
        jopt.ir.attr.ArrayAttr.get(si64(1), si64(0))))).isEqualTo("'onnx.Transpose' op attribute "
            + "'perm' failed to satisfy constraint: 64-bit integer array attribute");
    // Discardable attributes the op does not declare are allowed.
    assertThat(fx.verifyError(fx.op("onnx.Relu", List.of(a), List.of(f32(2, 4)), "onnx_node_name",
        StringAttr.get("r"), "my.hint", UnitAttr.get()))).isNull();
  }

  @Test
  void eachAttrKindMatchesItsAttributesOnly() {
    Attribute si64 = si64(1);
    Attribute i64 = IntegerAttr.getI64(1);
    Attribute f32 = f32Attr(1f);
    Attribute f64 = jopt.ir.attr.FloatAttr.getF64(1);
    Attribute str = StringAttr.get("x");
    Attribute i64s = ints(1, 2);
    Attribute f32s = jopt.ir.attr.ArrayAttr.get(f32, f32);
    Attribute strs = jopt.ir.attr.ArrayAttr.get(str);
    Attribute type = TypeAttr.get(FloatType.F16);
    Attribute elements = DenseElementsAttr.ofLongs(i64(2), 1, 2);
    Attribute symbol = FlatSymbolRefAttr.get("f");
    Attribute nested = jopt.ir.attr.SymbolRefAttr.get("m", List.of("f"));
    Attribute unit = UnitAttr.get();
    Attribute bool = jopt.ir.attr.BoolAttr.get(true);
    Map<AttrKind, Attribute> good = Map.ofEntries(Map.entry(AttrKind.SI64, si64),
        Map.entry(AttrKind.F32, f32), Map.entry(AttrKind.STR, str), Map.entry(AttrKind.I64S, i64s),
        Map.entry(AttrKind.F32S, f32s), Map.entry(AttrKind.STRS, strs),
        Map.entry(AttrKind.TYPE, type), Map.entry(AttrKind.ELEMENTS, elements),
        Map.entry(AttrKind.SYMBOL, symbol), Map.entry(AttrKind.UNIT, unit));
    assertThat(good.keySet()).containsExactlyElementsIn(
        java.util.EnumSet.complementOf(java.util.EnumSet.of(AttrKind.ANY_ARRAY)));
    List<Attribute> all = List.of(si64, i64, f32, f64, str, i64s, f32s, strs, type, elements,
        symbol, unit, bool);
    for (Attribute attr : all) {
      // ONNX's lists of tensors, sparse tensors and type protos: any array.
      assertThat(AttrKind.ANY_ARRAY.matches(attr)).isEqualTo(attr == i64s || attr == f32s || attr == strs);
    }
    for (AttrKind k : good.keySet()) {
      for (Attribute attr : all) {
        assertThat(k.matches(attr)).isEqualTo(attr == good.get(k));
      }
    }
    // Empty arrays are arrays of anything.
    assertThat(AttrKind.SYMBOL.matches(nested)).isTrue();
    assertThat(AttrKind.I64S.matches(jopt.ir.attr.ArrayAttr.empty())).isTrue();
    assertThat(AttrKind.STRS.matches(jopt.ir.attr.ArrayAttr.empty())).isTrue();
  }

  @Test
  void operandAndResultTypes() {
    assertThat(fx.verifyError(fx.op("onnx.Add", List.of(a, i32), List.of(f32(2, 4)))))
        .isEqualTo("'onnx.Add' op operand #1 must be tensor of f32, f16, f64, bf16, i8, i16, i32, "
            + "i64, ui8, ui16, ui32, ui64 values, but got 'i32'");
    Value none = fx.noValue();
    assertThat(fx.verifyError(fx.op("onnx.Reshape", List.of(a, none), List.of(f32(8)))))
        .isEqualTo("'onnx.Reshape' op operand #1 must be tensor of i64 values, but got 'none'");
    assertThat(fx.verifyError(fx.op("onnx.Clip", List.of(a, none, i32), List.of(f32(2, 4)))))
        .isEqualTo("'onnx.Clip' op operand #2 must be tensor of f32, f16, f64, bf16, i8, i16, i32, "
            + "i64, ui8, ui16, ui32, ui64 values or none type, but got 'i32'");
    assertThat(fx.verifyError(fx.op("onnx.Clip", List.of(a, none, none), List.of(f32(2, 4)))))
        .isNull();
    assertThat(fx.verifyError(fx.op("onnx.Relu", List.of(unranked), List.of(FloatType.F32))))
        .isEqualTo("'onnx.Relu' op result #0 must be tensor of f32, f16, f64, bf16, i8, i16, i32, "
            + "i64 values, but got 'f32'");
    assertThat(fx.verifyError(fx.op("onnx.MaxPool", List.of(a), List.of(f32(2, 4), IntegerType.get(32)),
        "kernel_shape", ints(2)))).isEqualTo("'onnx.MaxPool' op result #1 must be tensor of i64 "
            + "values or none type, but got 'i32'");
    assertThat(fx.verifyError(fx.op("onnx.NoValue", List.of(), List.of(f32(2)))))
        .isEqualTo("'onnx.NoValue' op result #0 must be none type, but got 'tensor<2xf32>'");
  }

  @Test
  void axisAttributesNameADimensionOfTheInput() {
    assertThat(fx.verifyError(fx.op("onnx.Softmax", List.of(a), List.of(f32(2, 4)), "axis", si64(2))))
        .isEqualTo("onnx.Softmax: 'axis' value is 2, accepted range is [-2, 1]");
    assertThat(fx.verifyError(fx.op("onnx.Softmax", List.of(a), List.of(f32(2, 4)), "axis", si64(-2))))
        .isNull();
    assertThat(fx.verifyError(fx.op("onnx.Flatten", List.of(a), List.of(f32(8, 1)), "axis", si64(2))))
        .isNull();
    assertThat(fx.verifyError(fx.op("onnx.Flatten", List.of(a), List.of(f32(8, 1)), "axis", si64(3))))
        .isEqualTo("onnx.Flatten: 'axis' value is 3, accepted range is [-2, 2]");
  }

  @Test
  void axesOutOfRange() {
    assertThat(fx.verifyError(fx.op("onnx.Gather", List.of(a, shape), List.of(f32(2, 4)), "axis",
        si64(2)))).isEqualTo("onnx.Gather: 'axis' value is 2, accepted range is [-2, 1]");
    assertThat(fx.verifyError(fx.op("onnx.Gather", List.of(a, shape), List.of(f32(2, 4)), "axis",
        si64(-2)))).isNull();
    assertThat(fx.verifyError(fx.op("onnx.Gather", List.of(unranked, shape), List.of(f32(2, 4)),
        "axis", si64(7)))).isNull();
    assertThat(fx.verifyError(fx.op("onnx.Concat", List.of(a, b), List.of(f32(5, 4)), "axis",
        si64(-3)))).isEqualTo("onnx.Concat: 'axis' value is -3, accepted range is [-2, 1]");
    assertThat(fx.verifyError(fx.op("onnx.Split", List.of(a, fx.noValue()), List.of(f32(1, 4),
        f32(1, 4)), "axis", si64(2)))).isEqualTo("onnx.Split: 'axis' value is 2, accepted range "
            + "is [-2, 1]");
  }

  @Test
  void concatInputsShareARank() {
    assertThat(fx.verifyError(fx.op("onnx.Concat", List.of(a, unranked, shape), List.of(f32(2)),
        "axis", si64(0)))).isEqualTo("'onnx.Concat' op operand #2 has rank 1, but operand #0 has "
            + "rank 2");
  }

  @Test
  void splitSizesMatchTheResults() {
    Value sizes = fx.int64s(1, 1, 1);
    assertThat(fx.verifyError(fx.op("onnx.Split", List.of(b, sizes), List.of(f32(1, 4),
        f32(2, 4)), "axis", si64(0)))).isEqualTo("'onnx.Split' op has 2 results, but 3 split sizes");
    assertThat(fx.verifyError(fx.op("onnx.SplitV11", List.of(b), List.of(f32(1, 4), f32(2, 4)),
        "split", ints(3)))).isEqualTo("'onnx.SplitV11' op has 2 results, but 1 split sizes");
    assertThat(fx.verifyError(fx.op("onnx.SplitV11", List.of(b), List.of(f32(1, 4), f32(2, 4)),
        "split", ints(1, 2)))).isNull();
    // A split operand that is not a constant is not checked.
    assertThat(fx.verifyError(fx.op("onnx.Split", List.of(b, shape), List.of(f32(1, 4),
        f32(2, 4))))).isNull();
  }
}
