package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.ScopedDiagnosticHandler;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.IntegerType;

/** Unregistered test ops in a {@code test.module}, built by hand, and a conversion run on them. */
final class ConvIr {
  final MLIRContext ctx = new MLIRContext().allowUnregisteredDialects(true);
  final Type i32 = IntegerType.get(32);
  final Type i64 = IntegerType.get(64);
  final Operation module = withRegion("test.module", List.of());
  final Block body = module.getRegion(0).getFirstBlock();
  final List<String> errors = new ArrayList<>();
  /** The notes of the errors, in order (but the op each error prints). */
  final List<String> notes = new ArrayList<>();

  Operation create(String name, List<Value> operands, List<Type> results) {
    OperationState st = new OperationState(Location.UNKNOWN, name);
    st.addOperands(operands);
    st.addTypes(results);
    return Operation.create(ctx, st);
  }

  /** An op with one region of one block, detached. */
  Operation withRegion(String name, List<Value> operands) {
    OperationState st = new OperationState(Location.UNKNOWN, name);
    st.addOperands(operands);
    st.addRegion().emplaceBlock();
    return Operation.create(ctx, st);
  }

  /** Appends a new op to {@code block}. */
  Operation add(Block block, String name, List<Value> operands, List<Type> results) {
    Operation op = create(name, operands, results);
    block.add(op);
    return op;
  }

  Operation add(String name, List<Value> operands, List<Type> results) {
    return add(body, name, operands, results);
  }

  Operation add(String name, List<Value> operands, List<Type> results, String attr, Attribute value) {
    Operation op = add(name, operands, results);
    op.setAttr(attr, value);
    return op;
  }

  String print() {
    return AsmPrinter.print(module, PrintingFlags.defaults());
  }

  boolean partial(ConversionTarget target, RewritePattern... patterns) {
    return run(() -> DialectConversion.applyPartialConversion(module, target, new FrozenPatternSet(List.of(patterns))));
  }

  boolean partial(ConversionTarget target, ConversionConfig config, RewritePattern... patterns) {
    return run(() -> DialectConversion.applyPartialConversion(List.of(module), target,
        new FrozenPatternSet(List.of(patterns)), config));
  }

  boolean full(ConversionTarget target, RewritePattern... patterns) {
    return run(() -> DialectConversion.applyFullConversion(module, target, new FrozenPatternSet(List.of(patterns))));
  }

  private boolean run(java.util.function.BooleanSupplier conversion) {
    try (ScopedDiagnosticHandler h = ScopedDiagnosticHandler.of(ctx, d -> {
      if (d.getSeverity() == Diagnostic.Severity.ERROR) {
        errors.add(d.getMessage());
        d.getNotes().stream().map(Diagnostic::getMessage)
            .filter(n -> !n.startsWith("see current operation")).forEach(notes::add);
      }
    })) {
      return conversion.getAsBoolean();
    }
  }

  /** A pattern rooted at {@code root} that replaces it by a {@code with} op of the same operands and result types. */
  static ConversionPattern rename(String root, String with, int benefit) {
    return pattern(root, benefit, (TypeConverter) null, (op, operands, r) -> {
      Operation n = r.create(op.getLoc(), with, operands, op.getResultTypes(), null);
      r.replaceOp(op, n.getResults());
      return true;
    });
  }

  interface Body {
    boolean rewrite(Operation op, List<Value> operands, ConversionPatternRewriter r);
  }

  static ConversionPattern pattern(String root, int benefit, TypeConverter converter, Body body) {
    return new ConversionPattern(root, benefit, converter) {
      @Override
      public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter r) {
        return body.rewrite(op, operands, r);
      }
    };
  }

  static ConversionPattern pattern(String root, int benefit, List<String> generated, Body body) {
    return new ConversionPattern(root, benefit) {
      @Override
      public List<String> getGeneratedOps() {
        return generated;
      }

      @Override
      public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter r) {
        return body.rewrite(op, operands, r);
      }
    };
  }

  static DynamicLegality when(Predicate<Operation> p) {
    return p::test;
  }
}
