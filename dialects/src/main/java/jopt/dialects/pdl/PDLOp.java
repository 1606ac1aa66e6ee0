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
    defs.add(new InParent(PDLOps.APPLY_NATIVE_CONSTRAINT, PDLOps.PATTERN, PDLVerifier::applyNativeConstraint));
    defs.add(new InParent(PDLOps.APPLY_NATIVE_REWRITE, PDLOps.REWRITE, PDLVerifier::applyNativeRewrite));
    defs.add(new PDLOp(PDLOps.ATTRIBUTE, PDLVerifier::attribute));
    defs.add(new InParent(PDLOps.ERASE, PDLOps.REWRITE, op -> true));
    defs.add(new InParent(PDLOps.OPERAND, PDLOps.PATTERN, PDLVerifier::hasBindingUse));
    defs.add(new InParent(PDLOps.OPERANDS, PDLOps.PATTERN, PDLVerifier::hasBindingUse));
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

  /** HasParent<parent>: pdl::PatternOp or pdl::RewriteOp. */
  static class InParent extends PDLOp implements Traits.HasParent {
    private final OpSpec parent;

    InParent(OpSpec spec, OpSpec parent, Predicate<Operation> verifier) {
      super(spec, verifier);
      this.parent = parent;
    }

    @Override
    public List<String> parentNames() {
      return List.of(parent.name());
    }
  }

  /** pdl.range: Pure, in a rewrite. */
  static final class Range extends InParent implements Traits.Pure {
    Range() {
      super(PDLOps.RANGE, PDLOps.REWRITE, PDLVerifier::range);
    }
  }

  /** pdl.replace: operand segments, in a rewrite. */
  static final class Replace extends InParent implements Traits.AttrSizedOperandSegments {
    Replace() {
      super(PDLOps.REPLACE, PDLOps.REWRITE, PDLVerifier::replace);
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
  static final class Rewrite extends InParent implements Traits.IsTerminator,
      Traits.NoTerminator, Traits.NoRegionArguments, Traits.SingleBlock,
      Traits.AttrSizedOperandSegments {
    Rewrite() {
      super(PDLOps.REWRITE, PDLOps.PATTERN, op -> true);
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
