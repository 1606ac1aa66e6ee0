package jopt.odsgen;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Compiles ops written as a user would with the processor, then builds and reads them. */
class OpViewProcessorTest {
  @TempDir
  Path out;

  /** An op whose results follow from its operands, with attributes of several kinds and a region. */
  private static final String SELECT = """
      package sample;

      import jopt.ir.OpDefinition;
      import jopt.ir.Operation;
      import jopt.ir.ods.AttrConstraints;
      import jopt.ir.ods.Op;
      import jopt.ir.ods.OpSpec;
      import jopt.ir.ods.RegionDef;
      import jopt.ir.ods.TypeConstraints;

      @Op
      public final class SelectOp extends SelectOpBase {
        public static final OpSpec SPEC = OpSpec.op("sample.select")
            .operand("cond", TypeConstraints.I1)
            .operand("true_value", TypeConstraints.ANY)
            .operand("false_value", TypeConstraints.ANY)
            .attr("weight", AttrConstraints.I64)
            .optionalAttr("label", AttrConstraints.STRING)
            .optionalAttr("unsafe", AttrConstraints.UNIT)
            .optionalAttr("extra", AttrConstraints.ANY)
            .result("result", TypeConstraints.ANY)
            .result("valid", TypeConstraints.I1)
            .allTypesMatch("true_value", "false_value", "result")
            .region("body", RegionDef.Blocks.ANY)
            .build();

        SelectOp(Operation op) {
          super(op);
        }

        /** A hand-written accessor replaces the generated one. */
        public String label() {
          return labelAttr() == null ? "none" : labelAttr().value();
        }

        public static final class Def extends OpDefinition {
          public Def() {
            super(SPEC);
          }
        }
      }
      """;

  /** Variable groups with segment sizes: create takes the result types. */
  private static final String PACK = """
      package sample;

      import jopt.ir.Operation;
      import jopt.ir.ods.Op;
      import jopt.ir.ods.OpSpec;
      import jopt.ir.ods.TypeConstraints;

      @Op
      public final class PackOp extends PackOpBase {
        public static final OpSpec SPEC = OpSpec.op("sample.pack")
            .optionalOperand("source", TypeConstraints.ANY)
            .variadicOperand("sizes", TypeConstraints.INDEX)
            .operand("last", TypeConstraints.ANY)
            .attrSizedOperandSegments()
            .variadicResult("parts", TypeConstraints.ANY)
            .build();

        PackOp(Operation op) {
          super(op);
        }
      }
      """;

  private ClassLoader compile(String... sources) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
      List<JavaFileObject> units = new java.util.ArrayList<>();
      for (String s : sources) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("class (\\w+) extends").matcher(s);
        m.find();
        String name = m.group(1);
        units.add(new SimpleJavaFileObject(java.net.URI.create("string:///sample/" + name + ".java"),
            JavaFileObject.Kind.SOURCE) {
          @Override
          public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return s;
          }
        });
      }
      StringWriter log = new StringWriter();
      JavaCompiler.CompilationTask task = javac.getTask(log, files, diagnostics,
          List.of("-d", out.toString(), "-s", out.toString(), "-classpath",
              System.getProperty("java.class.path"), "-implicit:class"),
          null, units);
      task.setProcessors(List.of(new OpViewProcessor()));
      boolean ok = task.call();
      if (!ok || !diagnostics.getDiagnostics().isEmpty()) {
        throw new AssertionError("javac: " + diagnostics.getDiagnostics() + log);
      }
    }
    return new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader());
  }

  @Test
  void generatedViewBuildsAndReadsTheOp() throws Exception {
    ClassLoader loader = compile(SELECT);
    assertThat(Files.readString(out.resolve("sample/SelectOpBase.java")))
        .contains("public abstract class SelectOpBase extends OpView");
    Class<?> view = loader.loadClass("sample.SelectOp");
    MLIRContext ctx = new MLIRContext();
    ctx.registerOp((OpDefinition) loader.loadClass("sample.SelectOp$Def").getConstructor().newInstance());
    Block block = new Block();
    Value cond = block.addArgument(IntegerType.get(1), Location.UNKNOWN);
    Value a = block.addArgument(IndexType.INSTANCE, Location.UNKNOWN);
    Value b = block.addArgument(IndexType.INSTANCE, Location.UNKNOWN);
    Builder builder = new Builder(ctx);
    builder.setInsertionPointToEnd(block);

    Method create = view.getMethod("create", Builder.class, Location.class, Value.class, Value.class,
        Value.class, IntegerAttr.class);
    OpView select = (OpView) create.invoke(null, builder, Location.UNKNOWN, cond, a, b, IntegerAttr.getI64(7));
    Operation op = select.getOperation();
    assertThat(op.getName()).isEqualTo("sample.select");
    // The result types are inferred: AllTypesMatch for the first, the buildable i1 for the second.
    assertThat(op.getResult(0).getType()).isEqualTo(IndexType.INSTANCE);
    assertThat(op.getResult(1).getType()).isEqualTo(IntegerType.get(1));
    assertThat(op.getNumRegions()).isEqualTo(1);

    assertThat(call(select, "cond")).isSameInstanceAs(cond);
    assertThat(call(select, "trueValue")).isSameInstanceAs(a);
    assertThat(call(select, "falseValue")).isSameInstanceAs(b);
    assertThat(call(select, "result")).isSameInstanceAs(op.getResult(0));
    assertThat(call(select, "valid")).isSameInstanceAs(op.getResult(1));
    assertThat(call(select, "weight")).isEqualTo(7L);
    assertThat(call(select, "unsafe")).isEqualTo(false);
    assertThat(call(select, "extraAttr")).isNull();
    assertThat(call(select, "label")).isEqualTo("none");
    assertThat(call(select, "body")).isInstanceOf(Region.class);
    op.setAttr("label", jopt.ir.attr.StringAttr.get("x"));
    op.setAttr("unsafe", jopt.ir.attr.UnitAttr.INSTANCE);
    assertThat(call(select, "label")).isEqualTo("x");
    assertThat(call(select, "unsafe")).isEqualTo(true);

    assertThat(view.getMethod("isa", Operation.class).invoke(null, op)).isEqualTo(true);
    assertThat(view.getMethod("dynCast", Operation.class).invoke(null, op)).isEqualTo(select);
    Operation other = builder.create(new jopt.ir.OperationState(Location.UNKNOWN, "sample.other"));
    assertThat(view.getMethod("dynCast", Operation.class).invoke(null, other)).isNull();
    InvocationTargetException e = assertThrows(InvocationTargetException.class,
        () -> view.getMethod("of", Operation.class).invoke(null, other));
    assertThat(e.getCause()).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void segmentSizesAndExplicitResultTypes() throws Exception {
    ClassLoader loader = compile(PACK);
    Class<?> view = loader.loadClass("sample.PackOp");
    MLIRContext ctx = new MLIRContext();
    Block block = new Block();
    Value i = block.addArgument(IndexType.INSTANCE, Location.UNKNOWN);
    Value last = block.addArgument(IntegerType.get(8), Location.UNKNOWN);
    Builder builder = new Builder(ctx);
    builder.setInsertionPointToEnd(block);
    Method create = view.getMethod("create", Builder.class, Location.class, Value.class, List.class,
        Value.class, List.class);
    OpView pack = (OpView) create.invoke(null, builder, Location.UNKNOWN, null, List.of(i, i), last,
        List.of(IndexType.INSTANCE, IndexType.INSTANCE, IndexType.INSTANCE));
    assertThat(pack.getOperation().getNumResults()).isEqualTo(3);
    assertThat(call(pack, "source")).isNull();
    assertThat(call(pack, "sizes")).isEqualTo(List.of(i, i));
    assertThat(call(pack, "last")).isSameInstanceAs(last);
    assertThat((List<?>) call(pack, "parts")).hasSize(3);
  }

  @Test
  void namesMayBeStringConstants() throws Exception {
    String names = """
        package sample;

        public final class Names extends Object {
          public static final String OFFSET = "static_offset";
        }
        """;
    String named = """
        package sample;

        import jopt.ir.Operation;
        import jopt.ir.ods.AttrConstraints;
        import jopt.ir.ods.Op;
        import jopt.ir.ods.OpSpec;
        import jopt.ir.ods.TypeConstraints;

        @Op
        public final class NamedOp extends NamedOpBase {
          public static final String NAME = "sample.named";
          private static final String SOURCE = "source";
          public static final OpSpec SPEC = OpSpec.op(NAME)
              .operand(SOURCE, TypeConstraints.ANY)
              .attr(Names.OFFSET, AttrConstraints.I64)
              .build();

          NamedOp(Operation op) {
            super(op);
          }
        }
        """;
    ClassLoader loader = compile(named, names);
    Class<?> view = loader.loadClass("sample.NamedOp");
    assertThat(view.getMethod("source").getReturnType()).isEqualTo(Value.class);
    assertThat(view.getMethod("staticOffset").getReturnType()).isEqualTo(long.class);
    assertThat(view.getMethod("staticOffsetAttr").getReturnType()).isEqualTo(IntegerAttr.class);
    view.getMethod("create", Builder.class, Location.class, Value.class, IntegerAttr.class);
  }

  /** A view shared by several ops, which the generated bases extend. */
  private static final String STRUCTURED = """
      package sample;

      import java.util.List;
      import jopt.ir.ods.OpView;
      import jopt.ir.Operation;
      import jopt.ir.Value;

      public abstract class StructuredOp extends OpView {
        protected StructuredOp(Operation op) {
          super(op);
        }

        public static StructuredOp of(Operation op) {
          return null;
        }

        public abstract List<Value> dpsInputs();

        /** Named as the op's region, of another type: the generator leaves it alone. */
        public String body() {
          return "shared";
        }
      }
      """;

  @Test
  void theBaseExtendsTheNamedSuperclass() throws Exception {
    String copy = """
        package sample;

        import java.util.List;
        import jopt.ir.Operation;
        import jopt.ir.Value;
        import jopt.ir.ods.Op;
        import jopt.ir.ods.OpSpec;
        import jopt.ir.ods.RegionDef;
        import jopt.ir.ods.TypeConstraints;

        @Op(superclass = StructuredOp.class)
        public final class CopyOp extends CopyOpBase {
          public static final OpSpec SPEC = OpSpec.op("sample.copy")
              .variadicOperand("inputs", TypeConstraints.ANY)
              .operand("init", TypeConstraints.ANY)
              .region("body", RegionDef.Blocks.ANY)
              .build();

          CopyOp(Operation op) {
            super(op);
          }

          @Override
          public List<Value> dpsInputs() {
            return inputs();
          }
        }
        """;
    ClassLoader loader = compile(copy, STRUCTURED);
    String base = Files.readString(out.resolve("sample/CopyOpBase.java"));
    assertThat(base).contains("public abstract class CopyOpBase extends sample.StructuredOp");
    assertThat(base).doesNotContain(" body()");
    Class<?> view = loader.loadClass("sample.CopyOp");
    assertThat(loader.loadClass("sample.StructuredOp").isAssignableFrom(view)).isTrue();
    assertThat(view.getMethod("of", Operation.class).getReturnType()).isEqualTo(view);
    MLIRContext ctx = new MLIRContext();
    Block block = new Block();
    Value a = block.addArgument(IndexType.INSTANCE, Location.UNKNOWN);
    Value b = block.addArgument(IndexType.INSTANCE, Location.UNKNOWN);
    Builder builder = new Builder(ctx);
    builder.setInsertionPointToEnd(block);
    OpView op = (OpView) view.getMethod("create", Builder.class, Location.class, List.class, Value.class)
        .invoke(null, builder, Location.UNKNOWN, List.of(a), b);
    assertThat(call(op, "inputs")).isEqualTo(List.of(a));
    assertThat(call(op, "dpsInputs")).isEqualTo(List.of(a));
    assertThat(call(op, "init")).isSameInstanceAs(b);
    assertThat(call(op, "body")).isEqualTo("shared");
    assertThat(op.getOperation().getNumRegions()).isEqualTo(1);
  }

  @Test
  void aSuperclassWithoutAnOperationConstructorIsReported() {
    String noCtor = """
        package sample;

        import jopt.ir.ods.OpView;
        import jopt.ir.Operation;

        public abstract class Shared extends OpView {
          protected Shared(Operation op, int extra) {
            super(op);
          }
        }
        """;
    String bad = """
        package sample;

        import jopt.ir.Operation;
        import jopt.ir.ods.Op;
        import jopt.ir.ods.OpSpec;

        @Op(superclass = Shared.class)
        public final class UsesOp extends UsesOpBase {
          public static final OpSpec SPEC = OpSpec.op("sample.uses").build();

          UsesOp(Operation op) {
            super(op);
          }
        }
        """;
    AssertionError e = assertThrows(AssertionError.class, () -> compile(bad, noCtor));
    assertThat(e).hasMessageThat().contains("has no constructor taking the Operation");
  }

  @Test
  void aSpecThatIsNotABuilderChainIsReported() {
    String bad = """
        package sample;

        import jopt.ir.Operation;
        import jopt.ir.ods.Op;
        import jopt.ir.ods.OpSpec;

        @Op
        public final class BadOp extends BadOpBase {
          public static final OpSpec SPEC = make();

          static OpSpec make() {
            OpSpec.Builder b = OpSpec.op("sample.bad");
            return b.build();
          }

          BadOp(Operation op) {
            super(op);
          }
        }
        """;
    AssertionError e = assertThrows(AssertionError.class, () -> compile(bad));
    assertThat(e).hasMessageThat().contains("cannot follow 'make(...)'");
  }

  /**
   * A family of ops whose specs helpers build (a TableGen class): the shared part in the
   * family's class, a helper finishing a builder it is given, a name and a constraint passed
   * as arguments, a helper inherited from the family's view.
   */
  private static final String FAMILY = """
      package sample;

      import jopt.ir.ods.OpView;
      import jopt.ir.Operation;
      import jopt.ir.ods.AttrConstraint;
      import jopt.ir.ods.OpSpec;
      import jopt.ir.ods.TypeConstraint;
      import jopt.ir.ods.TypeConstraints;

      public abstract class BinaryFamily extends OpView {
        protected BinaryFamily(Operation op) {
          super(op);
        }

        static OpSpec.Builder declare(String name, TypeConstraint type) {
          return OpSpec.op(name).operand("lhs", type).operand("rhs", type);
        }

        static OpSpec finish(OpSpec.Builder b, AttrConstraint flag) {
          return b.optionalAttr("flag", flag).result("result", TypeConstraints.ANY)
              .allTypesMatch("lhs", "result").build();
        }
      }
      """;

  @Test
  void helperBuiltSpecsAreFollowed() throws Exception {
    String add = """
        package sample;

        import jopt.ir.Operation;
        import jopt.ir.ods.AttrConstraints;
        import jopt.ir.ods.Op;
        import jopt.ir.ods.OpSpec;
        import jopt.ir.ods.TypeConstraints;

        @Op(superclass = BinaryFamily.class)
        public final class AddOp extends AddOpBase {
          private static final String NAME = "sample.add";
          public static final OpSpec SPEC = finish(declare(NAME, TypeConstraints.INDEX), AttrConstraints.I64);

          AddOp(Operation op) {
            super(op);
          }
        }
        """;
    ClassLoader loader = compile(add, FAMILY);
    Class<?> view = loader.loadClass("sample.AddOp");
    assertThat(view.getMethod("lhs").getReturnType()).isEqualTo(Value.class);
    assertThat(view.getMethod("flag").getReturnType()).isEqualTo(Long.class);
    MLIRContext ctx = new MLIRContext();
    Block block = new Block();
    Value a = block.addArgument(IndexType.INSTANCE, Location.UNKNOWN);
    Value b = block.addArgument(IndexType.INSTANCE, Location.UNKNOWN);
    Builder builder = new Builder(ctx);
    builder.setInsertionPointToEnd(block);
    OpView op = (OpView) view.getMethod("create", Builder.class, Location.class, Value.class, Value.class)
        .invoke(null, builder, Location.UNKNOWN, a, b);
    assertThat(op.getOperation().getName()).isEqualTo("sample.add");
    assertThat(call(op, "rhs")).isSameInstanceAs(b);
    assertThat(call(op, "flag")).isNull();
    assertThat(op.getOperation().getResult(0).getType()).isEqualTo(IndexType.INSTANCE);
  }

  private static Object call(OpView view, String method) throws Exception {
    return view.getClass().getMethod(method).invoke(view);
  }
}
