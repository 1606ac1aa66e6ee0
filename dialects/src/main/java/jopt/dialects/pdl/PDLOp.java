package jopt.dialects.pdl;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.ValueGroups;

/**
 * The definitions of the PDL ops: the ODS spec of {@link PDLOps}, MLIR's traits (one subclass
 * per set of traits) and the op's verifier from {@link PDLVerifier}.
 */
class PDLOp extends OpDefinition {
  private final Predicate<Operation> verifier;

  PDLOp(OpSpec spec, Predicate<Operation> verifier) {
    super(spec);
    this.verifier = verifier;
  }

  @Override
  public boolean verify(Operation op) {
    return verifier.test(op);
  }

  /** The definitions of every PDL op. */
  static List<OpDefinition> definitions() {
    List<OpDefinition> defs = new ArrayList<>();
    defs.add(new InPattern(PDLOps.APPLY_NATIVE_CONSTRAINT, PDLVerifier::applyNativeConstraint));
    defs.add(new InRewrite(PDLOps.APPLY_NATIVE_REWRITE, PDLVerifier::applyNativeRewrite));
    defs.add(new PDLOp(PDLOps.ATTRIBUTE, PDLVerifier::attribute));
    defs.add(new InRewrite(PDLOps.ERASE, op -> true));
    defs.add(new InPattern(PDLOps.OPERAND, PDLVerifier::hasBindingUse));
    defs.add(new InPattern(PDLOps.OPERANDS, PDLVerifier::hasBindingUse));
    defs.add(new Operation_(PDLOps.OPERATION, PDLVerifier::operation));
    defs.add(new Pattern());
    defs.add(new Range());
    defs.add(new Replace());
    defs.add(new Result(PDLOps.RESULT, op -> true));
    defs.add(new Result(PDLOps.RESULTS, PDLVerifier::results));
    defs.add(new Rewrite());
    defs.add(new PDLOp(PDLOps.TYPE, PDLVerifier::type));
    defs.add(new PDLOp(PDLOps.TYPES, PDLVerifier::type));
    return defs;
  }

  /** The attribute values of a pdl.operation. */
  static List<Value> attributeValues(Operation op) {
    return ValueGroups.operands(PDLOps.OPERATION, op, 1);
  }

  /** HasParent<"pdl::PatternOp">. */
  static class InPattern extends PDLOp implements Traits.HasParent {
    InPattern(OpSpec spec, Predicate<Operation> verifier) {
      super(spec, verifier);
    }

    @Override
    public List<String> parentNames() {
      return List.of(PDLOps.PATTERN.name());
    }
  }

  /** HasParent<"pdl::RewriteOp">. */
  static class InRewrite extends PDLOp implements Traits.HasParent {
    InRewrite(OpSpec spec, Predicate<Operation> verifier) {
      super(spec, verifier);
    }

    @Override
    public List<String> parentNames() {
      return List.of(PDLOps.REWRITE.name());
    }
  }

  /** pdl.range: Pure, in a rewrite. */
  static final class Range extends InRewrite implements Traits.Pure {
    Range() {
      super(PDLOps.RANGE, PDLVerifier::range);
    }
  }

  /** pdl.replace: operand segments, in a rewrite. */
  static final class Replace extends InRewrite implements Traits.AttrSizedOperandSegments {
    Replace() {
      super(PDLOps.REPLACE, PDLVerifier::replace);
    }
  }

  /** pdl.result and pdl.results: Pure. */
  static final class Result extends PDLOp implements Traits.Pure {
    Result(OpSpec spec, Predicate<Operation> verifier) {
      super(spec, verifier);
    }
  }

  /** pdl.operation: operand segments. */
  static final class Operation_ extends PDLOp implements Traits.AttrSizedOperandSegments {
    Operation_(OpSpec spec, Predicate<Operation> verifier) {
      super(spec, verifier);
    }
  }

  /** pdl.pattern: an isolated single block whose ops may drop the {@code pdl.} prefix. */
  static final class Pattern extends PDLOp implements Traits.IsolatedFromAbove,
      Traits.SingleBlock, SymbolOpInterface {
    Pattern() {
      super(PDLOps.PATTERN, op -> true);
    }

    @Override
    public boolean verifyRegions(Operation op) {
      return PDLVerifier.pattern(op);
    }

    @Override
    public String getDefaultDialect() {
      return "pdl";
    }
  }

  /** pdl.rewrite: the pattern's terminator, with an optional body without terminator. */
  static final class Rewrite extends InPattern implements Traits.IsTerminator,
      Traits.NoTerminator, Traits.NoRegionArguments, Traits.SingleBlock,
      Traits.AttrSizedOperandSegments {
    Rewrite() {
      super(PDLOps.REWRITE, op -> true);
    }

    @Override
    public boolean verifyRegions(Operation op) {
      return PDLVerifier.rewrite(op);
    }

    @Override
    public String getDefaultDialect() {
      return "pdl";
    }
  }
}
