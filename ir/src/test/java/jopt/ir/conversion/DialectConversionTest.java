package jopt.ir.conversion;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.UnitAttr;
import org.junit.jupiter.api.Test;

/** Legality, modes, pattern order and the errors of {@link DialectConversion}, as MLIR's. */
class DialectConversionTest {
  private final ConvIr ir = new ConvIr();

  @Test
  void partialConversionRewritesIllegalOpsAndLeavesUnknownOnes() {
    Operation a = ir.add("src.a", List.of(), List.of(ir.i32));
    ir.add("other.use", List.of(a.getResult(0)), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src").addLegalDialect("dst").build();

    assertThat(ir.partial(target, ConvIr.rename("src.a", "dst.a", 1))).isTrue();

    assertThat(ir.print()).isEqualTo("""
        "test.module"() ({
          %0 = "dst.a"() : () -> i32
          "other.use"(%0) : (i32) -> ()
        }) : () -> ()
        """);
    assertThat(ir.errors).isEmpty();
  }

  @Test
  void anIllegalOpWithoutPatternFailsAndEverythingIsUndone() {
    Operation a = ir.add("src.a", List.of(), List.of(ir.i32));
    Operation b = ir.add("src.b", List.of(a.getResult(0)), List.of(ir.i32));
    ir.add("src.c", List.of(b.getResult(0)), List.of());
    String before = ir.print();
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src").addLegalDialect("dst").build();

    assertThat(ir.partial(target, ConvIr.rename("src.a", "dst.a", 1), ConvIr.rename("src.b", "dst.b", 1))).isFalse();

    assertThat(ir.errors).containsExactly("failed to legalize operation 'src.c' that was explicitly marked illegal");
    assertThat(ir.print()).isEqualTo(before);
  }

  @Test
  void fullConversionRejectsUnknownOps() {
    ir.add("src.a", List.of(), List.of(ir.i32));
    ir.add("other.x", List.of(), List.of());
    String before = ir.print();
    ConversionTarget target = ConversionTarget.builder().addLegalDialect("dst").addLegalOp("test.module").build();

    assertThat(ir.full(target, ConvIr.rename("src.a", "dst.a", 1))).isFalse();

    assertThat(ir.errors).containsExactly("failed to legalize operation 'other.x'");
    assertThat(ir.print()).isEqualTo(before);
  }

  @Test
  void dynamicLegalityDecidesPerOpAndOpActionsBeatDialectActions() {
    ir.add("src.a", List.of(), List.of(), "done", UnitAttr.get());
    ir.add("src.a", List.of(), List.of());
    ir.add("src.keep", List.of(), List.of());
    ConversionTarget target = ConversionTarget.builder()
        .addIllegalDialect("src")
        .addLegalOp("src.keep")
        .addDynamicallyLegalOp(ConvIr.when(op -> op.hasAttr("done")), "src.a")
        .build();

    assertThat(ir.partial(target, ConvIr.pattern("src.a", 1, (TypeConverter) null, (op, operands, r) -> {
      r.modifyOpInPlace(op, () -> op.setAttr("done", UnitAttr.get()));
      return true;
    }))).isTrue();

    assertThat(ir.print()).isEqualTo("""
        "test.module"() ({
          "src.a"() {done} : () -> ()
          "src.a"() {done} : () -> ()
          "src.keep"() : () -> ()
        }) : () -> ()
        """);
  }

  @Test
  void recursivelyLegalOpsHideTheirOps() {
    Operation holder = ir.withRegion("hold.it", List.of());
    ir.body.add(holder);
    ir.add(holder.getRegion(0).getFirstBlock(), "src.a", List.of(), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src")
        .addLegalOp("hold.it").markOpRecursivelyLegal(null, "hold.it").build();

    assertThat(ir.partial(target)).isTrue();
    assertThat(ir.errors).isEmpty();
  }

  @Test
  void aPatternWhoseResultCannotBeLegalizedIsUndoneAndTheNextOneTried() {
    ir.add("src.a", List.of(), List.of(ir.i32));
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src", "mid").addLegalDialect("dst").build();

    // Benefit 2 goes first: it makes mid.a, which nothing legalizes; then benefit 1 applies.
    assertThat(ir.partial(target, ConvIr.rename("src.a", "mid.a", 2), ConvIr.rename("src.a", "dst.a", 1))).isTrue();

    assertThat(ir.print()).isEqualTo("""
        "test.module"() ({
          %0 = "dst.a"() : () -> i32
        }) : () -> ()
        """);
  }

  @Test
  void aPatternThatFailsAfterChangingTheIrIsUndone() {
    Operation a = ir.add("src.a", List.of(), List.of(ir.i32));
    ir.add("other.use", List.of(a.getResult(0)), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src").addLegalDialect("dst").build();
    ConversionPattern messy = ConvIr.pattern("src.a", 2, (TypeConverter) null, (op, operands, r) -> {
      r.create(op.getLoc(), "dst.junk", List.of(), List.of(), null);
      r.modifyOpInPlace(op, () -> op.setAttr("touched", UnitAttr.get()));
      Operation user = op.getResult(0).getUsers().get(0);
      r.moveOpBefore(user, op);
      return false;
    });

    assertThat(ir.partial(target, messy, ConvIr.rename("src.a", "dst.a", 1))).isTrue();

    assertThat(ir.print()).isEqualTo("""
        "test.module"() ({
          %0 = "dst.a"() : () -> i32
          "other.use"(%0) : (i32) -> ()
        }) : () -> ()
        """);
  }

  @Test
  void generatedOpsThatCanNeverBeLegalDropAPatternBeforeItIsTried() {
    ir.add("src.a", List.of(), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src", "mid").addLegalDialect("dst").build();
    int[] tried = new int[1];
    ConversionPattern toMid = ConvIr.pattern("src.a", 5, List.of("mid.a"), (op, operands, r) -> {
      tried[0]++;
      return false;
    });
    ConversionPattern toDst = ConvIr.pattern("src.a", 1, List.of("dst.a"), (op, operands, r) -> {
      r.replaceOp(op, r.create(op.getLoc(), "dst.a", List.of(), List.of(), null));
      return true;
    });

    assertThat(ir.partial(target, toMid, toDst)).isTrue();
    assertThat(tried[0]).isEqualTo(0);
  }

  @Test
  void fewerLegalizationStepsWinOverBenefit() {
    ir.add("src.a", List.of(), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src", "mid").addLegalDialect("dst").build();
    // src.a -> mid.b -> dst.b (two steps, benefit 9) against src.a -> dst.a (one step, benefit 1).
    ConversionPattern viaMid = ConvIr.pattern("src.a", 9, List.of("mid.b"), (op, operands, r) -> {
      r.replaceOp(op, r.create(op.getLoc(), "mid.b", List.of(), List.of(), null));
      return true;
    });
    ConversionPattern midToDst = ConvIr.pattern("mid.b", 1, List.of("dst.b"), (op, operands, r) -> {
      r.replaceOp(op, r.create(op.getLoc(), "dst.b", List.of(), List.of(), null));
      return true;
    });
    ConversionPattern direct = ConvIr.pattern("src.a", 1, List.of("dst.a"), (op, operands, r) -> {
      r.replaceOp(op, r.create(op.getLoc(), "dst.a", List.of(), List.of(), null));
      return true;
    });

    assertThat(ir.partial(target, viaMid, midToDst, direct)).isTrue();
    assertThat(ir.print()).contains("\"dst.a\"()");
  }

  @Test
  void aPatternIsNotAppliedAgainToWhatItMadeUnlessItsRecursionIsBounded() {
    ir.add("src.a", List.of(), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src").build();
    int[] applications = new int[1];
    ConversionPattern again = ConvIr.pattern("src.a", 1, (TypeConverter) null, (op, operands, r) -> {
      applications[0]++;
      r.replaceOp(op, r.create(op.getLoc(), "src.a", List.of(), List.of(), null));
      return true;
    });

    assertThat(ir.partial(target, again)).isFalse();
    assertThat(applications[0]).isEqualTo(1);
    assertThat(ir.errors).containsExactly("failed to legalize operation 'src.a' that was explicitly marked illegal");
  }

  @Test
  void replacementsAreDeferredAndPatternsSeeThemThroughTheirOperands() {
    Operation a = ir.add("src.a", List.of(), List.of(ir.i32));
    Operation b = ir.add("src.b", List.of(a.getResult(0)), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src").addLegalDialect("dst").build();
    Value[] seen = new Value[2];
    ConversionPattern lowerB = ConvIr.pattern("src.b", 1, (TypeConverter) null, (op, operands, r) -> {
      seen[0] = op.getOperand(0);
      seen[1] = operands.get(0);
      r.replaceOp(op, r.create(op.getLoc(), "dst.b", operands, List.of(), null));
      return true;
    });

    assertThat(ir.partial(target, ConvIr.rename("src.a", "dst.a", 1), lowerB)).isTrue();

    assertThat(seen[0]).isSameInstanceAs(a.getResult(0));
    assertThat(seen[1].getDefiningOp().getName()).isEqualTo("dst.a");
    assertThat(b.isErased()).isTrue();
  }

  @Test
  void everyFailingOpIsReportedWithItsPatternsReasonsWhenConfigured() {
    Operation a = ir.add("src.a", List.of(), List.of(ir.i32));
    ir.add("src.b", List.of(a.getResult(0)), List.of());
    ir.add("src.c", List.of(a.getResult(0)), List.of());
    String before = ir.print();
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src").addLegalDialect("dst").build();
    ConversionPattern refuse = ConvIr.pattern("src.c", 1, (TypeConverter) null, (op, operands, r) -> {
      r.create(op.getLoc(), "dst.junk", List.of(), List.of(), null);
      return r.notifyMatchFailure(op, "c cannot");
    });

    assertThat(ir.partial(target, ConversionConfig.defaults().withReportEveryFailure(true).withMatchFailureNotes(true),
        ConvIr.rename("src.a", "dst.a", 1), refuse)).isFalse();

    assertThat(ir.errors).containsExactly("failed to legalize operation 'src.b' that was explicitly marked illegal",
        "failed to legalize operation 'src.c' that was explicitly marked illegal").inOrder();
    assertThat(ir.notes).containsExactly("c cannot");
    assertThat(ir.print()).isEqualTo(before);
  }

  @Test
  void byDefaultTheFirstFailureStopsTheConversionWithoutNotes() {
    ir.add("src.b", List.of(), List.of());
    ir.add("src.c", List.of(), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src").build();
    ConversionPattern refuse = ConvIr.pattern("src.b", 1, (TypeConverter) null,
        (op, operands, r) -> r.notifyMatchFailure(op, "b cannot"));

    assertThat(ir.partial(target, refuse)).isFalse();

    assertThat(ir.errors).containsExactly("failed to legalize operation 'src.b' that was explicitly marked illegal");
    assertThat(ir.notes).isEmpty();
  }

  @Test
  void anArgumentAddedToAMovedBlockIsTakenOffOnRollback() {
    Operation holder = ir.withRegion("src.hold", List.of());
    ir.body.add(holder);
    ir.add(holder.getRegion(0).getFirstBlock(), "dst.inside", List.of(), List.of());
    String before = ir.print();
    ConversionTarget target = ConversionTarget.builder().addIllegalDialect("src").addLegalDialect("dst").build();
    ConversionPattern moveThenFail = ConvIr.pattern("src.hold", 1, (TypeConverter) null, (op, operands, r) -> {
      jopt.ir.OperationState st = new jopt.ir.OperationState(op.getLoc(), "dst.hold");
      st.addRegion();
      Operation n = r.create(st);
      r.inlineRegionBefore(op.getRegion(0), n.getRegion(0), null);
      r.addArgument(n.getRegion(0).getFirstBlock(), ir.i64, op.getLoc());
      return false;
    });

    assertThat(ir.partial(target, moveThenFail)).isFalse();

    assertThat(ir.print()).isEqualTo(before);
  }
}
