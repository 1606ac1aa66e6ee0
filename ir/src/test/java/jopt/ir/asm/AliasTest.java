package jopt.ir.asm;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.asm.TestIR.body;

import java.util.List;
import java.util.Set;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.asm.TestIR.A;
import jopt.ir.asm.TestIR.B;
import jopt.ir.asm.TestIR.T;
import jopt.ir.attr.NamedAttribute;
import org.junit.jupiter.api.Test;

/** Alias ordering and numbering, with test types/attrs aliased like the builtin ones. */
class AliasTest {
  private final MLIRContext ctx = TestIR.context();

  /** A type attribute: prints its type through the printer. */
  record TA(Type type) implements Attribute {
    @Override
    public void print(AttrTypePrinter p) {
      p.printType(type);
    }
  }

  private static String namer(Object o) {
    if (o instanceof A a && a.text().startsWith("affine_map<")) {
      return "map";
    }
    if (o instanceof A a && a.text().startsWith("affine_set<")) {
      return "set";
    }
    if (o instanceof T t && t.text().startsWith("tuple<") && t.text().length() > 80) {
      return "tuple";
    }
    return o instanceof Location ? "loc" : null;
  }

  private static String print(Operation op, PrintingFlags flags) {
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(op, flags, sb, AliasTest::namer);
    return sb.toString();
  }

  /** {@code test.for <lowerBoundMap> {region} {attrs}}, like affine.for with a max bound. */
  static final class ForDef extends OpDefinition {
    ForDef() {
      super("test.for");
    }

    @Override
    public Set<String> inherentAttributeNames() {
      return Set.of("lowerBoundMap", "upperBoundMap");
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(" ").printAttribute(op.getAttr("lowerBoundMap")).print(" ");
      p.printRegion(op.getRegion(0), false, true, false);
      p.printOptionalAttrDict(op.getDiscardableAttrs(), List.of());
    }
  }

  /*
   * Oracle (affine.for in place of test.for):
   *   affine.for %k = max affine_map<(d0) -> (d0 + 3, 5)>(%i) to 10 {
   *     "test.in"() {b = affine_map<(d0) -> (d0 + 2)>} : () -> ()
   *   } {t.a = affine_map<(d0) -> (d0 + 1)>}
   * The custom form visits maps in print order; the generic form visits regions first, then
   * all attributes by name.
   */
  @Test
  void customAndGenericOrder() {
    ctx.registerOp(new ForDef());
    Operation m = TestIR.module(ctx);
    Region r = new Region();
    new B(ctx, r.emplaceBlock()).op("test.in", List.of(), List.of(),
        List.of(new NamedAttribute("b", new A("affine_map<(d0) -> (d0 + 2)>"))), List.of(), List.of());
    new B(ctx, body(m)).op("test.for", List.of(), List.of(), List.of(
        new NamedAttribute("lowerBoundMap", new A("affine_map<(d0) -> (d0 + 3, 5)>")),
        new NamedAttribute("upperBoundMap", new A("affine_map<() -> (10)>")),
        new NamedAttribute("t.a", new A("affine_map<(d0) -> (d0 + 1)>"))), List.of(), List.of(r));
    assertThat(print(m, PrintingFlags.defaults())).isEqualTo("""
        #map = affine_map<(d0) -> (d0 + 3, 5)>
        #map1 = affine_map<(d0) -> (d0 + 2)>
        #map2 = affine_map<(d0) -> (d0 + 1)>
        module {
          test.for #map {
            "test.in"() {b = #map1} : () -> ()
          } {t.a = #map2}
        }
        """);
    assertThat(print(m, PrintingFlags.defaults().withGenericOpForm(true))).isEqualTo("""
        #map = affine_map<(d0) -> (d0 + 2)>
        #map1 = affine_map<(d0) -> (d0 + 3, 5)>
        #map2 = affine_map<(d0) -> (d0 + 1)>
        #map3 = affine_map<() -> (10)>
        "builtin.module"() ({
          "test.for"() <{lowerBoundMap = #map1, upperBoundMap = #map3}> ({
            "test.in"() {b = #map} : () -> ()
          }) {t.a = #map2} : () -> ()
        }) : () -> ()
        """);
    assertThat(print(m, PrintingFlags.defaults().withLocalScope(true))).isEqualTo("""
        module {
          test.for affine_map<(d0) -> (d0 + 3, 5)> {
            "test.in"() {b = affine_map<(d0) -> (d0 + 2)>} : () -> ()
          } {t.a = affine_map<(d0) -> (d0 + 1)>}
        }""");
  }

  /** Type aliases come before attribute aliases; same names are numbered in first-use order. */
  @Test
  void typesFirstThenByName() {
    String tuple = "tuple<" + "i32, ".repeat(16) + "i32>";
    Operation m = TestIR.module(ctx);
    new B(ctx, body(m)).op("test.a", List.of(), List.of(), List.of(
        new NamedAttribute("x", new A("affine_set<(d0) : (d0 >= 0)>")),
        new NamedAttribute("t", new TA(new T(tuple))),
        new NamedAttribute("m", new A("affine_map<(d0) -> (d0)>")),
        new NamedAttribute("n", new TA(new T("tuple<i32>")))), List.of(), List.of());
    assertThat(print(m, PrintingFlags.defaults())).isEqualTo("!tuple = " + tuple + "\n" + """
        #map = affine_map<(d0) -> (d0)>
        #set = affine_set<(d0) : (d0 >= 0)>
        module {
          "test.a"() {m = #map, n = tuple<i32>, t = !tuple, x = #set} : () -> ()
        }
        """);
  }
}
