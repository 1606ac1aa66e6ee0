package jopt.ir.asm;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.asm.TestIR.I32;
import static jopt.ir.asm.TestIR.body;

import java.util.List;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.asm.TestIR.A;
import jopt.ir.asm.TestIR.B;
import jopt.ir.attr.NamedAttribute;
import org.junit.jupiter.api.Test;

class NamingTest {
  private final MLIRContext ctx = TestIR.context();

  /** A custom op {@code builtin.cast %x}: prefix elided only where "builtin" is the default dialect. */
  static final class CastDef extends OpDefinition {
    CastDef() {
      super("builtin.cast");
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(" ").printOperands(op.getOperands()).print(" : ").printTypes(op.getOperandTypes())
          .printArrowTypeList(op.getResultTypes());
    }
  }

  @Test
  void emptyModule() {
    Operation m = TestIR.module(ctx);
    assertThat(AsmPrinter.printOp(m)).isEqualTo("module {\n}\n");
    assertThat(AsmPrinter.print(m, PrintingFlags.defaults().withGenericOpForm(true)))
        .isEqualTo("\"builtin.module\"() ({\n^bb0:\n}) : () -> ()\n");
  }

  @Test
  void moduleNameAndAttributes() {
    Operation m = TestIR.module(ctx);
    m.setAttr("sym_name", new A("\"outer\""));
    m.setAttr("t.a b", new A("1 : i32"));
    Operation inner = TestIR.module(ctx);
    body(m).push_back(inner);
    assertThat(AsmPrinter.printOp(m)).isEqualTo("""
        module @outer attributes {"t.a b" = 1 : i32} {
          module {
          }
        }
        """);
  }

  /*
   * As mlir-opt prints async.execute: "%token, %bodyResults:2 = async.execute ..." and uses
   * "%bodyResults#1"; names are sanitized and uniqued with the shared conflict counter.
   */
  @Test
  void resultGroupsAndSanitizing() {
    ctx.registerOp(new TestIR.NamedResultsDef("test.multi", List.of("token", "bodyResults", "")));
    ctx.registerOp(new TestIR.NamedResultsDef("test.named", List.of("1abc", "a b", "x/y", "a b")));
    ctx.registerOp(new CastDef());
    Operation m = TestIR.module(ctx);
    B b = new B(ctx, body(m));
    Operation multi = b.op("test.multi", List.of(), List.of(I32, I32, I32));
    Operation use = b.op("test.u", List.of(multi.getResult(2), multi.getResult(0)), List.of());
    b.op("test.named", List.of(), List.of(I32, I32, I32, I32));
    Value c = b.op("builtin.cast", List.of(multi.getResult(1)), List.of(I32)).getResult(0);
    Operation f = TestIR.func(ctx, body(m), "f", List.of());
    B fb = new B(ctx, f.getRegion(0).front());
    fb.op("builtin.cast", List.of(c), List.of(I32));
    fb.op("func.return", List.of(), List.of());
    assertThat(AsmPrinter.printOp(m)).isEqualTo("""
        module {
          %token, %bodyResults:2 = "test.multi"() : () -> (i32, i32, i32)
          "test.u"(%bodyResults#1, %token) : (i32, i32) -> ()
          %_1abc, %a_b, %x2Fy, %a_b_0 = "test.named"() : () -> (i32, i32, i32, i32)
          %0 = cast %bodyResults#0 : i32 -> i32
          func.func @f() {
            %1 = builtin.cast %0 : i32 -> i32
            return
          }
        }
        """);
    // A nested op alone: numbered from the root, no trailing newline.
    assertThat(AsmPrinter.printOp(use)).isEqualTo("\"test.u\"(%bodyResults#1, %token) : (i32, i32) -> ()");
    assertThat(AsmPrinter.print(m, PrintingFlags.defaults().withGenericOpForm(true))).isEqualTo("""
        "builtin.module"() ({
          %0:3 = "test.multi"() : () -> (i32, i32, i32)
          "test.u"(%0#2, %0#0) : (i32, i32) -> ()
          %1:4 = "test.named"() : () -> (i32, i32, i32, i32)
          %2 = "builtin.cast"(%0#1) : (i32) -> i32
          "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
            %3 = "builtin.cast"(%2) : (i32) -> i32
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """);
  }

  @Test
  void attrDictSpacing() {
    Operation m = TestIR.module(ctx);
    B b = new B(ctx, body(m));
    b.op("test.a", List.of(), List.of(), List.of(new NamedAttribute("q-r", new A("2 : i64")),
        new NamedAttribute("b", new A("\"s\""))), List.of(), List.of());
    b.op("test.b", List.of(), List.of(I32, new TestIR.T("(i32) -> i32")));
    assertThat(AsmPrinter.printOp(m)).isEqualTo("""
        module {
          "test.a"() {b = "s", "q-r" = 2 : i64} : () -> ()
          %0:2 = "test.b"() : () -> (i32, (i32) -> i32)
        }
        """);
  }
}
