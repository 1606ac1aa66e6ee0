package jopt.dialects.transform;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.dialects.func.FunctionOpAsm;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Diagnostic;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.ods.format.FunctionSignature;
import jopt.ir.type.FunctionType;

/** The checks of MLIR's transform ops beyond what ODS declares, with its messages. */
final class TransformVerifier {
  private TransformVerifier() {}

  // ---- named sequences and the consumption of their arguments

  /** MLIR's verifyNamedSequenceOp, after FunctionOpInterface's checks of the signature. */
  static boolean namedSequence(Operation op) {
    if (!FunctionOpAsm.verifySignature(op)) {
      return false;
    }
    Operation parentOp = op.getParentOp();
    if (parentOp != null && parentOp.isRegistered() && !parentOp.hasTrait(Traits.SymbolTable.class)) {
      return fail(op, "symbol's parent must have the SymbolTable trait");
    }
    Operation table = op.getParentOp();
    while (table != null && !table.hasTrait(Traits.SymbolTable.class)) {
      table = table.getParentOp();
    }
    if (table != null && table.getAttr(TransformDialect.WITH_NAMED_SEQUENCE) == null) {
      at(op, "expects the parent symbol table to have the '" + TransformDialect.WITH_NAMED_SEQUENCE
          + "' attribute").attachNote(table.getLoc(), "symbol table operation");
      return false;
    }
    Operation ancestor = transformAncestor(op);
    if (ancestor != null) {
      at(op, "cannot be defined inside another transform op").attachNote(ancestor.getLoc(),
          "ancestor transform op");
      return false;
    }
    Region body = op.getRegion(0);
    if (!body.isEmpty()) {
      Block block = body.front();
      Operation terminator = block.getLastOp();
      if (terminator == null) {
        at(op, "expected a non-empty body block");
        return false;
      }
      if (!TransformOps.YIELD.isa(terminator)) {
        at(op, "expected '" + TransformOps.YIELD.name() + "' as terminator")
            .attachNote(terminator.getLoc(), "terminator");
        return false;
      }
      List<Type> results = functionType(op).results();
      if (terminator.getNumOperands() != results.size()) {
        at(terminator, "expected terminator to have as many operands as the parent op has results");
        return false;
      }
      for (int i = 0; i < results.size(); i++) {
        Type operand = terminator.getOperand(i).getType();
        if (!operand.equals(results.get(i))) {
          at(terminator, "the type of the terminator operand #" + i + " must match the type of the"
              + " corresponding parent op result (" + quoted(operand) + " vs " + quoted(results.get(i)) + ")");
          return false;
        }
      }
    }
    return consumeAnnotations(op, true, false);
  }

  /**
   * MLIR's verifyFunctionLikeConsumeAnnotations: no argument both consumed and read-only;
   * declarations (and, with {@code alsoInternal}, definitions) mark every argument; an argument
   * the body consumes is not read-only; with {@code warn}, a consumed mark the body does not use.
   */
  static boolean consumeAnnotations(Operation op, boolean warn, boolean alsoInternal) {
    Region body = op.getRegion(0);
    FunctionType type = functionType(op);
    if (type == null) {
      return true; // its own verifier reports the missing function_type
    }
    int numArgs = type.inputs().size();
    for (int i = 0; i < numArgs; i++) {
      boolean consumed = argAttr(op, i, TransformDialect.ARG_CONSUMED);
      boolean readOnly = argAttr(op, i, TransformDialect.ARG_READONLY);
      if (consumed && readOnly) {
        at(op, "argument #" + i + " cannot be both readonly and consumed");
        return false;
      }
      if ((body.isEmpty() || alsoInternal) && !consumed && !readOnly) {
        at(op, "must provide consumed/readonly status for arguments of external or called ops");
        return false;
      }
      if (body.isEmpty() || i >= body.front().getNumArguments()) {
        continue;
      }
      boolean bodyConsumes = consumedInBlock(body.front().getArgument(i));
      if (bodyConsumes && !consumed && readOnly) {
        at(op, "argument #" + i + " is consumed in the body but is not marked as such");
        return false;
      }
      if (warn && !bodyConsumes && consumed) {
        at(op, Diagnostic.Severity.WARNING,
            "op argument #" + i + " is not consumed in the body but is marked as consumed");
      }
    }
    return true;
  }

  /** Whether an op of the block owning {@code arg} consumes it (MLIR's getConsumedBlockArguments). */
  static boolean consumedInBlock(BlockArgument arg) {
    for (OpOperand use : arg.getUses()) {
      Operation user = use.getOwner();
      if (user.getBlock() == arg.getOwner() && user.getDef() instanceof TransformOp t
          && t.consumesOperand(user, use.getOperandNumber())) {
        return true;
      }
    }
    return false;
  }

  /** Whether argument {@code index} of the function-like {@code op} carries the unit attribute {@code name}. */
  static boolean argAttr(Operation op, int index, String name) {
    DictionaryAttr d = FunctionSignature.dictAt(op, "arg_attrs", index);
    return d != null && d.get(name) != null;
  }

  private static FunctionType functionType(Operation op) {
    return ((FunctionOpInterface) op.getDef()).functionType(op);
  }

  /** The closest ancestor implementing TransformOpInterface, or null. */
  private static Operation transformAncestor(Operation op) {
    for (Operation p = op.getParentOp(); p != null; p = p.getParentOp()) {
      if (p.getDef() instanceof TransformOp.Interface) {
        return p;
      }
    }
    return null;
  }

  // ---- sequences

  /** PossibleTopLevelTransformOpTrait's checks, then MLIR's SequenceOp::verify. */
  static boolean sequence(Operation op) {
    Block body = op.getRegion(0).front();
    List<Value> root = TransformOp.operands(op, 0);
    List<Value> extras = TransformOp.operands(op, 1);
    if (body.getNumArguments() == 0) {
      return fail(op, "expects the entry block to have at least one argument");
    }
    if (!TransformType.isHandle(body.getArgument(0).getType())) {
      return fail(op, "expects the first entry block argument to be of type implementing"
          + " TransformHandleTypeInterface");
    }
    if (!root.isEmpty() && !body.getArgument(0).getType().equals(root.get(0).getType())) {
      return fail(op, "expects the type of the block argument to match the type of the operand");
    }
    for (int i = 1; i < body.getNumArguments(); i++) {
      if (TransformType.interfaceOf(body.getArgument(i).getType()) == null) {
        op.emitOpError("expects trailing entry block arguments to be of type implementing"
            + " TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface")
            .attachNote(op.getLoc(), "argument #" + i + " does not");
        return false;
      }
    }
    Operation parent = op.getParentOp();
    while (parent != null && !TransformOps.SEQUENCE.isa(parent)) {
      parent = parent.getParentOp();
    }
    if (parent != null && op.getNumOperands() != body.getNumArguments()) {
      op.emitOpError("expects operands to be provided for a nested op")
          .attachNote(parent.getLoc(), "nested in another possible top-level op");
      return false;
    }
    if (root.isEmpty() && !extras.isEmpty()) {
      return fail(op, "does not expect extra operands when used as top-level");
    }
    for (BlockArgument arg : body.getArguments()) {
      if (!singleConsumer(arg, m -> op.emitOpError("block argument #" + arg.getArgNumber() + m))) {
        return false;
      }
    }
    Operation last = body.getLastOp();
    for (Operation child : body.getOperations()) {
      if (!(child.getDef() instanceof TransformOp.Interface) && child != last) {
        op.emitOpError("expected children ops to implement TransformOpInterface")
            .attachNote(child.getLoc(), "op without interface");
        return false;
      }
      for (int i = 0; i < child.getNumResults(); i++) {
        int n = i;
        if (!singleConsumer(child.getResult(i), m -> child.emitError("result #" + n + m))) {
          return false;
        }
      }
    }
    if (last == null || !last.hasTrait(Traits.IsTerminator.class)) {
      return fail(op, "expects to have a terminator in the body");
    }
    List<Type> yielded = new ArrayList<>();
    for (int i = 0; i < last.getNumOperands(); i++) {
      yielded.add(last.getOperand(i).getType());
    }
    List<Type> results = new ArrayList<>();
    for (int i = 0; i < op.getNumResults(); i++) {
      results.add(op.getResult(i).getType());
    }
    if (!yielded.equals(results)) {
      op.emitOpError("expects the types of the terminator operands to match the types of the result")
          .attachNote(last.getLoc(), "terminator");
      return false;
    }
    return true;
  }

  /** MLIR's checkDoubleConsume: at most one use of {@code value} may consume it. */
  private static boolean singleConsumer(Value value, java.util.function.Function<String, Diagnostic> report) {
    OpOperand first = null;
    for (OpOperand use : value.getUses()) {
      if (!TransformOp.mayConsume(use.getOwner(), use.getOperandNumber())) {
        continue;
      }
      if (first == null) {
        first = use;
        continue;
      }
      Diagnostic d = report.apply(" has more than one potential consumer");
      d.attachNote(first.getOwner().getLoc(), "used here as operand #" + first.getOperandNumber());
      d.attachNote(use.getOwner().getLoc(), "used here as operand #" + use.getOperandNumber());
      return false;
    }
    return true;
  }

  // ---- ops naming named sequences

  /** The named sequence a transform.include names, or null. */
  static Operation includedSequence(Operation op) {
    if (!(op.getAttr("target") instanceof SymbolRefAttr target)) {
      return null;
    }
    Operation callee = SymbolTable.lookupNearestSymbolFrom(op, target);
    return callee != null && TransformOps.NAMED_SEQUENCE.isa(callee) ? callee : null;
  }

  /** MLIR's IncludeOp::verifySymbolUses. */
  static boolean include(Operation op) {
    Operation callee = includedSequence(op);
    if (callee == null) {
      return fail(op, "does not reference a named transform sequence");
    }
    FunctionType type = functionType(callee);
    if (type == null) {
      return true; // the callee's own verifier reports the missing function_type
    }
    if (type.inputs().size() != op.getNumOperands()) {
      op.emitError("incorrect number of operands for callee");
      return false;
    }
    for (int i = 0; i < type.inputs().size(); i++) {
      Type provided = op.getOperand(i).getType();
      if (!provided.equals(type.inputs().get(i))) {
        return fail(op, "operand type mismatch: expected operand type " + quoted(type.inputs().get(i))
            + ", but provided " + quoted(provided) + " for operand number " + i);
      }
    }
    if (type.results().size() != op.getNumResults()) {
      op.emitError("incorrect number of results for callee");
      return false;
    }
    for (int i = 0; i < type.results().size(); i++) {
      if (!TransformType.implementSameInterface(op.getResult(i).getType(), type.results().get(i))) {
        return fail(op, "type of result #" + i + " must implement the same transform dialect interface as the"
            + " corresponding callee result");
      }
    }
    return consumeAnnotations(callee, false, true);
  }

  /** A transform named sequence {@code ref} names from {@code op}, or null. */
  private static Operation transformSymbol(Operation op, Attribute ref) {
    Operation symbol = ref instanceof SymbolRefAttr s ? SymbolTable.lookupNearestSymbolFrom(op, s) : null;
    return symbol != null && symbol.getDef() instanceof FunctionOpInterface
        && symbol.getDef() instanceof TransformOp.Interface ? symbol : null;
  }

  /** MLIR's CollectMatchingOp::verifySymbolUses. */
  static boolean collectMatching(Operation op) {
    Attribute ref = op.getAttr("matcher");
    Operation matcher = transformSymbol(op, ref);
    if (matcher == null) {
      op.emitError("unresolved matcher symbol " + jopt.ir.AttrTypePrinter.print(ref));
      return false;
    }
    FunctionType type = functionType(matcher);
    if (type == null) {
      return true; // the matcher's own verifier reports the missing function_type
    }
    if (type.inputs().size() != 1 || !TransformType.isHandle(type.inputs().get(0))) {
      op.emitError("expected the matcher to take one operation handle argument");
      return false;
    }
    if (!argAttr(matcher, 0, TransformDialect.ARG_READONLY)) {
      op.emitError("expected the matcher argument to be marked readonly");
      return false;
    }
    if (type.results().size() != op.getNumResults()) {
      op.emitError("expected the matcher to yield as many values as op has results (" + op.getNumResults()
          + "), got " + type.results().size());
      return false;
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!TransformType.implementSameInterface(type.results().get(i), op.getResult(i).getType())) {
        op.emitError("mismatching type interfaces for matcher result and op result #" + i);
        return false;
      }
    }
    return true;
  }

  /** MLIR's ForeachMatchOp::verify and verifySymbolUses. */
  static boolean foreachMatch(Operation op) {
    List<Attribute> matchers = ((ArrayAttr) op.getAttr("matchers")).getValue();
    List<Attribute> actions = ((ArrayAttr) op.getAttr("actions")).getValue();
    if (matchers.size() != actions.size()) {
      return fail(op, "expected the same number of matchers and actions");
    }
    if (matchers.isEmpty()) {
      return fail(op, "expected at least one match/action pair");
    }
    List<Type> operandTypes = new ArrayList<>();
    for (int i = 0; i < op.getNumOperands(); i++) {
      operandTypes.add(op.getOperand(i).getType());
    }
    List<Type> extraResults = new ArrayList<>();
    for (int i = 1; i < op.getNumResults(); i++) {
      extraResults.add(op.getResult(i).getType());
    }
    for (int k = 0; k < matchers.size(); k++) {
      String matcherName = jopt.ir.AttrTypePrinter.print(matchers.get(k));
      String actionName = jopt.ir.AttrTypePrinter.print(actions.get(k));
      Operation matcher = transformSymbol(op, matchers.get(k));
      Operation action = transformSymbol(op, actions.get(k));
      if (matcher == null) {
        op.emitError("unresolved matcher symbol " + matcherName);
        return false;
      }
      if (action == null) {
        op.emitError("unresolved action symbol " + actionName);
        return false;
      }
      if (!consumeAnnotations(matcher, false, true) || !consumeAnnotations(action, false, true)) {
        return false;
      }
      if (functionType(matcher) == null || functionType(action) == null) {
        continue; // their own verifiers report the missing function_type
      }
      List<Type> matcherArgs = functionType(matcher).inputs();
      if (operandTypes.size() != matcherArgs.size()) {
        op.emitError("the number of operands (" + operandTypes.size() + ") doesn't match the number of matcher"
            + " arguments (" + matcherArgs.size() + ") for " + matcherName)
            .attachNote(matcher.getLoc(), "symbol declaration");
        return false;
      }
      for (int i = 0; i < matcherArgs.size(); i++) {
        if (argAttr(matcher, i, TransformDialect.ARG_CONSUMED)) {
          op.emitOpError("does not expect matcher symbol to consume its operand #" + i)
              .attachNote(matcher.getLoc(), "symbol declaration");
          return false;
        }
        if (!TransformType.implementSameInterface(operandTypes.get(i), matcherArgs.get(i))) {
          op.emitError("mismatching type interfaces for operand and matcher argument #" + i + " of matcher "
              + matcherName).attachNote(matcher.getLoc(), "symbol declaration");
          return false;
        }
      }
      List<Type> matcherResults = functionType(matcher).results();
      List<Type> actionArgs = functionType(action).inputs();
      if (matcherResults.size() != actionArgs.size()) {
        op.emitError("mismatching number of matcher results and action arguments between " + matcherName + " ("
            + matcherResults.size() + ") and " + actionName + " (" + actionArgs.size() + ")");
        return false;
      }
      for (int i = 0; i < actionArgs.size(); i++) {
        if (!TransformType.implementSameInterface(matcherResults.get(i), actionArgs.get(i))) {
          op.emitError("mismatching type interfaces for matcher result and action argument #" + i + "of matcher "
              + matcherName + " and action " + actionName);
          return false;
        }
      }
      List<Type> actionResults = functionType(action).results();
      if (actionResults.size() != extraResults.size()) {
        op.emitError("the number of action results (" + actionResults.size() + ") for " + actionName
            + " doesn't match the number of extra op results (" + extraResults.size() + ")")
            .attachNote(action.getLoc(), "symbol declaration");
        return false;
      }
      for (int i = 0; i < actionResults.size(); i++) {
        if (!TransformType.implementSameInterface(extraResults.get(i), actionResults.get(i))) {
          op.emitError("mismatching type interfaces for action result #" + i + " of action " + actionName
              + " and op result").attachNote(action.getLoc(), "symbol declaration");
          return false;
        }
      }
    }
    return true;
  }

  // ---- other ops

  /** MLIR's ApplyPatternsOp::verify: the region holds pattern descriptors only. */
  static boolean applyPatterns(Operation op) {
    Region region = op.getRegion(0);
    if (region.isEmpty()) {
      return true;
    }
    for (Operation child : region.front().getOperations()) {
      if (!(child.getDef() instanceof TransformOp.PatternDescriptor)) {
        op.emitOpError("expected children ops to implement PatternDescriptorOpInterface")
            .attachNote(child.getLoc(), "op without interface");
        return false;
      }
    }
    return true;
  }

  /** MLIR's SplitHandleOp::verify. */
  static boolean splitHandle(Operation op) {
    if (op.getAttr("overflow_result") instanceof IntegerAttr overflow
        && !(overflow.getValue() >= 0 && overflow.getValue() < op.getNumResults())) {
      return fail(op, "overflow_result is not a valid result index");
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!TransformType.implementSameInterface(op.getOperand(0).getType(), op.getResult(i).getType())) {
        return fail(op, "expects result types to implement the same transform interface as the operand type");
      }
    }
    return true;
  }

  /** MLIR's TileUsingForOp::verify: a scalable flag per size, a loop per non-zero size. */
  static boolean tileUsingFor(Operation op) {
    long[] sizes = longs(op, "static_sizes");
    int flags = longs(op, "scalable_sizes").length;
    if (sizes.length != flags) {
      return fail(op, "expected same number of sizes (" + sizes.length + ") and scalable sizes (" + flags + ")");
    }
    int expected = 0;
    for (long s : sizes) {
      expected += s != 0 ? 1 : 0;
    }
    int loops = op.getNumResults() - 1;
    if (loops != expected) {
      return fail(op, "expected number of loops to tile (" + expected + ") to match number of `loops` results ("
          + loops + ")");
    }
    return true;
  }

  /** MLIR's VectorizeOp::verify. */
  static boolean vectorize(Operation op) {
    int sizes = longs(op, "static_vector_sizes").length;
    int flags = longs(op, "scalable_sizes").length;
    if (sizes != flags) {
      return fail(op, "expected same number of vector sizes (" + sizes + ") and scalable sizes (" + flags + ")");
    }
    return true;
  }

  /** MLIR's OneShotBufferizeOp::verify. */
  static boolean oneShotBufferize(Operation op) {
    String memcpy = ((StringAttr) op.getAttr("memcpy_op")).value();
    if (!memcpy.equals("memref.copy") && !memcpy.equals("linalg.copy")) {
      return fail(op, "unsupported memcpy op");
    }
    boolean analysisOnly = isTrue(op, "test_analysis_only");
    if (isTrue(op, "print_conflicts") && !analysisOnly) {
      return fail(op, "'print_conflicts' requires 'test_analysis_only'");
    }
    if (isTrue(op, "dump_alias_sets") && !analysisOnly) {
      return fail(op, "'dump_alias_sets' requires 'test_analysis_only'");
    }
    return true;
  }

  /** A type as MLIR's diagnostics print one. */
  private static String quoted(Type t) {
    return "'" + AsmUtil.typeStr(t) + "'";
  }

  private static boolean isTrue(Operation op, String name) {
    return op.getAttr(name) instanceof BoolAttr b && b.value();
  }

  private static long[] longs(Operation op, String name) {
    return op.getAttr(name) instanceof DenseArrayAttr d ? d.asLongs() : new long[0];
  }

  /**
   * An error at {@code op}'s location without the op printed (MLIR's emitSilenceableFailure and
   * emitError(loc), as the named sequences' checks report).
   */
  static Diagnostic at(Operation op, String message) {
    return at(op, Diagnostic.Severity.ERROR, message);
  }

  private static Diagnostic at(Operation op, Diagnostic.Severity severity, String message) {
    Diagnostic d = new Diagnostic(severity, op.getLoc(), message);
    op.getContext().getDiagEngine().emit(d);
    return d;
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
