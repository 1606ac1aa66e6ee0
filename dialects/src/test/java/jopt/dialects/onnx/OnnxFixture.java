package jopt.dialects.onnx;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;

/**
 * A func.func {@code @f} whose body the onnx tests fill with ops built directly (the parser
 * module cannot be used here), with helpers for ONNX attributes, printing and verifying.
 */
final class OnnxFixture {
  final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  final List<String> errors = new ArrayList<>();
  final Operation func;
  final Block body;

  OnnxFixture(List<Type> args, List<Type> results) {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
    OperationState st = new OperationState(Location.UNKNOWN, "func.func");
    st.addAttribute("sym_name", StringAttr.get("f"));
    st.addAttribute("function_type", TypeAttr.get(FunctionType.get(args, results)));
    body = st.addRegion().emplaceBlock();
    for (Type t : args) {
      body.addArgument(t, Location.UNKNOWN);
    }
    func = Operation.create(ctx, st);
  }

  OnnxFixture(Type... args) {
    this(List.of(args), List.of());
  }

  Value arg(int i) {
    return body.getArgument(i);
  }

  // ---- types and attributes

  static RankedTensorType tensor(Type element, long... shape) {
    return RankedTensorType.get(shape, element);
  }

  static RankedTensorType f32(long... shape) {
    return tensor(FloatType.F32, shape);
  }

  static RankedTensorType i64(long... shape) {
    return tensor(IntegerType.get(64), shape);
  }

  static IntegerAttr si64(long v) {
    return IntegerAttr.get(IntegerType.get(64, IntegerType.Signedness.SIGNED), v);
  }

  static ArrayAttr ints(long... vs) {
    List<Attribute> r = new ArrayList<>();
    for (long v : vs) {
      r.add(IntegerAttr.getI64(v));
    }
    return ArrayAttr.get(r);
  }

  static FloatAttr f32Attr(float v) {
    return FloatAttr.getF32(v);
  }

  // ---- ops

  /** Appends op {@code name} with the given operands, result types and attributes (name, value, ...). */
  Operation op(String name, List<Value> operands, List<Type> results, Object... attrs) {
    OperationState st = new OperationState(Location.UNKNOWN, name);
    st.addOperands(operands).addTypes(results);
    for (int i = 0; i < attrs.length; i += 2) {
      st.addAttribute((String) attrs[i], (Attribute) attrs[i + 1]);
    }
    Operation op = Operation.create(ctx, st);
    body.push_back(op);
    return op;
  }

  /** {@code onnx.Constant} of {@code value}. */
  Value constant(DenseElementsAttr value) {
    return op("onnx.Constant", List.of(), List.of(value.getType()), "value", value).getResult(0);
  }

  /** {@code onnx.Constant dense<[vs...]> : tensor<Nxi64>}. */
  Value int64s(long... vs) {
    return constant(DenseElementsAttr.ofLongs(i64(vs.length), vs));
  }

  Value noValue() {
    return op("onnx.NoValue", List.of(), List.of(NoneType.get()), "value", UnitAttr.get())
        .getResult(0);
  }

  // ---- checks

  /** The first error verifying {@code op} reports, or null when it verifies. */
  String verifyError(Operation op) {
    errors.clear();
    boolean ok = Verifier.verify(op);
    ctx.getDiagEngine().flush();
    assertThat(ok).isEqualTo(errors.isEmpty());
    return ok ? null : errors.get(0);
  }

  static String print(Operation op, boolean generic) {
    return AsmPrinter.print(op, PrintingFlags.defaults().withGenericOpForm(generic));
  }
}
