package jopt.dialects.transform;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import jopt.dialects.func.FunctionOpAsm;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.ods.OdsResultNames;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.ValueGroups;

/**
 * The definitions of the transform ops: the ODS spec of {@link TransformOps}, MLIR's traits (one
 * subclass per set of traits), the verifier from {@link TransformVerifier}, and which operands
 * the op consumes (a {@code Free} effect on the handle, MLIR's consumesHandle), which the
 * verifiers of sequences and named sequences check.
 */
class TransformOp extends OpDefinition {
  /** Which operands an op consumes. */
  enum Consumes { NONE, ALL, FIRST }

  private final Predicate<Operation> verifier;
  private final Consumes consumes;

  TransformOp(OpSpec spec, Consumes consumes, Predicate<Operation> verifier) {
    super(spec);
    this.consumes = consumes;
    this.verifier = verifier;
  }

  @Override
  public boolean verify(Operation op) {
    return verifier.test(op);
  }

  /** ODS names the results of an op declaring several result groups after the groups. */
  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    OdsResultNames.name(op, setName);
  }

  /** Whether {@code op} consumes its operand {@code index} (MLIR's isHandleConsumed). */
  boolean consumesOperand(Operation op, int index) {
    return switch (consumes) {
      case NONE -> false;
      case ALL -> true;
      case FIRST -> index == 0;
    };
  }

  /** Whether {@code user}, any op, may consume its operand {@code index}: ops of other kinds may. */
  static boolean mayConsume(Operation user, int index) {
    return !(user.getDef() instanceof TransformOp t) || (t instanceof Interface && t.consumesOperand(user, index));
  }

  /** The operands of {@code op}'s operand group {@code group}. */
  static List<Value> operands(Operation op, int group) {
    return ValueGroups.operands(op.getDef().getSpec(), op, group);
  }

  /** MLIR's TransformOpInterface: the ops a sequence may hold (not yield, not pattern descriptors). */
  interface Interface {}

  /** MLIR's PatternDescriptorOpInterface: the ops of an apply_patterns region. */
  interface PatternDescriptor {}

  /** The definitions of every transform op. */
  static List<OpDefinition> definitions() {
    List<OpDefinition> defs = new ArrayList<>();
    defs.add(new NamedSequence());
    defs.add(new Sequence());
    defs.add(new Yield());
    defs.add(new Include());
    defs.add(new ForeachMatch());
    defs.add(new Op(TransformOps.COLLECT_MATCHING, Consumes.NONE, TransformVerifier::collectMatching));
    defs.add(new ApplyPatterns());
    for (OpSpec spec : List.of(TransformOps.APPLY_LICM, TransformOps.APPLY_CSE, TransformOps.APPLY_DCE,
        TransformOps.VERIFY, TransformOps.GET_PARENT_OP, TransformOps.GET_PRODUCER_OF_OPERAND,
        TransformOps.GET_CONSUMERS_OF_RESULT, TransformOps.GET_DEFINING_OP, TransformOps.GET_TYPE,
        TransformOps.PARAM_CONSTANT, TransformOps.MATCH_OPERATION_NAME, TransformOps.PRINT, TransformOps.CAST,
        TransformOps.ANNOTATE, TransformOps.SELECT, TransformOps.STRUCTURED_MATCH,
        TransformOps.LOOP_HOIST_LOOP_INVARIANT_SUBSETS)) {
      defs.add(new Op(spec, Consumes.NONE, op -> true));
    }
    defs.add(new SameOperandsAndResultType(TransformOps.MERGE_HANDLES));
    defs.add(new Op(TransformOps.SPLIT_HANDLE, Consumes.NONE, TransformVerifier::splitHandle));
    defs.add(new Op(TransformOps.TILE_USING_FOR, Consumes.FIRST, TransformVerifier::tileUsingFor));
    defs.add(new Op(TransformOps.VECTORIZE, Consumes.FIRST, TransformVerifier::vectorize));
    defs.add(new Op(TransformOps.FUSE_INTO_CONTAINING_OP, Consumes.FIRST, op -> true));
    defs.add(new Op(TransformOps.ONE_SHOT_BUFFERIZE, Consumes.ALL, TransformVerifier::oneShotBufferize));
    for (OpSpec spec : List.of(TransformOps.TILE_REDUCTION_USING_FOR,
        TransformOps.VECTORIZE_CHILDREN_AND_APPLY_PATTERNS, TransformOps.HOIST_REDUNDANT_VECTOR_TRANSFERS,
        TransformOps.CONVERT_CONV2D_TO_IMG2COL, TransformOps.GENERALIZE, TransformOps.SPECIALIZE,
        TransformOps.DECOMPOSE)) {
      defs.add(new Op(spec, Consumes.ALL, op -> true));
    }
    for (OpSpec spec : TransformOps.PATTERN_DESCRIPTORS) {
      defs.add(new Pattern(spec));
    }
    return defs;
  }

  /** A transform op (TransformOpInterface). */
  static class Op extends TransformOp implements Interface {
    Op(OpSpec spec, Consumes consumes, Predicate<Operation> verifier) {
      super(spec, consumes, verifier);
    }
  }

  /** transform.merge_handles: SameOperandsAndResultType. */
  static final class SameOperandsAndResultType extends Op implements Traits.SameOperandsAndResultType {
    SameOperandsAndResultType(OpSpec spec) {
      super(spec, Consumes.NONE, op -> true);
    }
  }

  /** A pattern descriptor of apply_patterns. */
  static final class Pattern extends TransformOp implements PatternDescriptor {
    Pattern(OpSpec spec) {
      super(spec, Consumes.NONE, op -> true);
    }
  }

  /** transform.yield: the terminator. */
  static final class Yield extends TransformOp implements Traits.IsTerminator {
    Yield() {
      super(TransformOps.YIELD, Consumes.NONE, op -> true);
    }
  }

  /** transform.apply_patterns: a graph region of pattern descriptors without terminator. */
  static final class ApplyPatterns extends Op implements Traits.NoTerminator, Traits.SingleBlock,
      Traits.HasOnlyGraphRegion {
    ApplyPatterns() {
      super(TransformOps.APPLY_PATTERNS, Consumes.NONE, TransformVerifier::applyPatterns);
    }
  }

  /** transform.foreach_match: its results are {@code %updated_root} and {@code %yielded}. */
  static final class ForeachMatch extends Op {
    ForeachMatch() {
      super(TransformOps.FOREACH_MATCH, Consumes.FIRST, TransformVerifier::foreachMatch);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "updated_root");
      for (int i = 1; i < op.getNumResults(); i++) {
        setName.accept(op.getResult(i), "yielded");
      }
    }
  }

  /** transform.include: consumes the operands its callee marks consumed. */
  static final class Include extends Op {
    Include() {
      super(TransformOps.INCLUDE, Consumes.NONE, TransformVerifier::include);
    }

    @Override
    boolean consumesOperand(Operation op, int index) {
      Operation callee = TransformVerifier.includedSequence(op);
      return callee != null && TransformVerifier.argAttr(callee, index, TransformDialect.ARG_CONSUMED);
    }
  }

  /**
   * transform.sequence: a possible top-level op whose body ends with an implicit yield; consumes
   * the operands whose block argument its body consumes.
   */
  static final class Sequence extends Op implements Traits.SingleBlockImplicitTerminator,
      Traits.AttrSizedOperandSegments {
    Sequence() {
      super(TransformOps.SEQUENCE, Consumes.NONE, TransformVerifier::sequence);
    }

    @Override
    public String implicitTerminatorName() {
      return TransformOps.YIELD.name();
    }

    @Override
    public String getDefaultDialect() {
      return "transform";
    }

    @Override
    boolean consumesOperand(Operation op, int index) {
      Region body = op.getRegion(0);
      return !body.isEmpty() && index < body.front().getNumArguments()
          && TransformVerifier.consumedInBlock(body.front().getArgument(index));
    }
  }

  /** transform.named_sequence: a function-like symbol written as func.func is. */
  static final class NamedSequence extends Op implements Traits.IsolatedFromAbove, FunctionOpInterface {
    NamedSequence() {
      super(TransformOps.NAMED_SEQUENCE, Consumes.NONE, TransformVerifier::namedSequence);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser parser, OperationState result) {
      FunctionOpAsm.parse(parser, result);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      FunctionOpAsm.print(op, p);
    }

  }
}
