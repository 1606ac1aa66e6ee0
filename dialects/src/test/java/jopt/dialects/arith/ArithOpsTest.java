package jopt.dialects.arith;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.dialects.Dialects;
import jopt.dialects.TestBlocks;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpecVerifier;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

class ArithOpsTest {
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
  private final List<String> errors = new ArrayList<>();
  private final Type i32 = IntegerType.get(32);
  private final Type i64 = IntegerType.get(64);

  ArithOpsTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private Block args(Type... types) {
    return TestBlocks.args(ctx, types);
  }

  private Operation create(String name, List<Value> operands, List<Type> results, NamedAttrList attrs) {
    OperationState st = new OperationState(Location.UNKNOWN, name);
    st.addOperands(operands);
    st.addTypes(results);
    if (attrs != null) {
      for (var na : attrs.asList()) {
        st.addAttribute(na.name(), na.value());
      }
    }
    ctx.lookupOp(name).populateDefaultAttrs(st.attributes);
    return Operation.create(ctx, st);
  }

  private String verifyError(Operation op) {
    errors.clear();
    var spec = op.getDef().getSpec();
    boolean ok = (spec == null || OpSpecVerifier.verify(op, spec)) && op.getDef().verify(op);
    ctx.getDiagEngine().flush();
    return ok ? null : errors.get(0);
  }

  @Test
  void flagsPrintAsMlir() {
    assertThat(Attribute.class.isInstance(new IntegerOverflowFlagsAttr(3))).isTrue();
    assertThat(jopt.ir.AttrTypePrinter.print(new IntegerOverflowFlagsAttr(3))).isEqualTo("#arith.overflow<nsw, nuw>");
    assertThat(jopt.ir.AttrTypePrinter.print(IntegerOverflowFlagsAttr.NONE)).isEqualTo("#arith.overflow<none>");
    assertThat(new FastMathFlagsAttr(FastMathFlagsAttr.FAST).flagsString()).isEqualTo("fast");
    assertThat(new FastMathFlagsAttr(2 | 4).flagsString()).isEqualTo("nnan,ninf");
    assertThat(new FastMathFlagsAttr(1 | 8 | 16 | 32 | 64).flagsString()).isEqualTo("reassoc,nsz,arcp,contract,afn");
    assertThat(new ArithDialect().parseAttribute("overflow<nuw, nsw>")).isEqualTo(new IntegerOverflowFlagsAttr(3));
    assertThat(new ArithDialect().parseAttribute("fastmath<fast>"))
        .isEqualTo(new FastMathFlagsAttr(FastMathFlagsAttr.FAST));
  }

  @Test
  void addiVerifiesTypes() {
    Block b = args(i32, i64, FloatType.F32);
    Operation ok = create("arith.addi", List.of(b.getArgument(0), b.getArgument(0)), List.of(i32), null);
    assertThat(verifyError(ok)).isNull();
    assertThat(ok.getAttr("overflowFlags")).isEqualTo(IntegerOverflowFlagsAttr.NONE);
    Operation mixed = create("arith.addi", List.of(b.getArgument(0), b.getArgument(1)), List.of(i32), null);
    assertThat(verifyError(mixed)).isEqualTo("'arith.addi' op requires the same type for all operands and results");
    Operation flt = create("arith.addi", List.of(b.getArgument(2), b.getArgument(2)), List.of(FloatType.F32), null);
    assertThat(verifyError(flt)).isEqualTo("'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'");
  }

  @Test
  void castsVerifyWidths() {
    Block b = args(i32, IndexType.get());
    Operation ext = create("arith.extsi", List.of(b.getArgument(0)), List.of(IntegerType.get(16)), null);
    assertThat(verifyError(ext))
        .isEqualTo("'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible");
    Operation idx = create("arith.index_cast", List.of(b.getArgument(1)), List.of(i32), null);
    assertThat(verifyError(idx)).isNull();
    Operation bad = create("arith.index_cast", List.of(b.getArgument(0)), List.of(i64), null);
    assertThat(verifyError(bad))
        .isEqualTo("'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible");
  }

  @Test
  void cmpiPredicateAndResult() {
    Block b = args(i32);
    NamedAttrList attrs = new NamedAttrList();
    attrs.set("predicate", IntegerAttr.get(42, i64));
    Operation op = create("arith.cmpi", List.of(b.getArgument(0), b.getArgument(0)), List.of(IntegerType.get(1)), attrs);
    assertThat(verifyError(op)).isEqualTo("'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: "
        + "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9");
  }

  @Test
  void constantResultNames() {
    List<String> names = new ArrayList<>();
    BiConsumer<Value, String> collect = (v, n) -> names.add(n);
    for (Attribute a : List.<Attribute>of(IntegerAttr.get(42, i32), IntegerAttr.get(-1, i32),
        IntegerAttr.get(0, IndexType.get()), IntegerAttr.get(1, IntegerType.get(1)))) {
      NamedAttrList attrs = new NamedAttrList();
      attrs.set("value", a);
      Operation c = create("arith.constant", List.of(), List.of(a.getType()), attrs);
      c.getDef().getAsmResultNames(c, collect);
    }
    assertThat(names).containsExactly("c42_i32", "c-1_i32", "c0", "true").inOrder();
  }
}
