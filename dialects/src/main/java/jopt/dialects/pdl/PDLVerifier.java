package jopt.dialects.pdl;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.ods.ValueGroups;

/** The checks of MLIR's PDL.cpp beyond what ODS declares, with its messages. */
final class PDLVerifier {
  private PDLVerifier() {}

  static boolean applyNativeConstraint(Operation op) {
    if (op.getNumOperands() == 0) {
      return fail(op, "expected at least one argument");
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (op.getResult(i).getType().equals(PDLType.OPERATION)) {
        return fail(op, "returning an operation from a constraint is not supported");
      }
    }
    return true;
  }

  static boolean applyNativeRewrite(Operation op) {
    if (op.getNumOperands() == 0 && op.getNumResults() == 0) {
      return fail(op, "expected at least one argument or result");
    }
    return true;
  }

  static boolean attribute(Operation op) {
    if (op.getAttr("value") == null) {
      if (isIn(op, PDLOps.REWRITE.name())) {
        return fail(op, "expected constant value when specified within a `pdl.rewrite`");
      }
      return hasBindingUse(op);
    }
    if (op.getNumOperands() > 0) {
      return fail(op, "expected only one of [`type`, `value`] to be set");
    }
    return true;
  }

  static boolean type(Operation op) {
    boolean constant = op.getAttr("constantType") != null || op.getAttr("constantTypes") != null;
    return constant || hasBindingUse(op);
  }

  /**
   * In the matcher body of a pattern an entity must be used by something that binds it: an op
   * other than pdl.result/pdl.results, or one of those that is itself bound.
   */
  static boolean hasBindingUse(Operation op) {
    if (!isIn(op, PDLOps.PATTERN.name()) || bound(op)) {
      return true;
    }
    return fail(op, "expected a bindable user when defined in the matcher body of a `pdl.pattern`");
  }

  private static boolean bound(Operation op) {
    ArrayDeque<Operation> work = new ArrayDeque<>(List.of(op));
    Set<Operation> seen = new HashSet<>();
    while (!work.isEmpty()) {
      Operation o = work.pop();
      for (int i = 0; i < o.getNumResults(); i++) {
        for (Operation user : o.getResult(i).getUsers()) {
          if (!PDLOps.RESULT.isa(user) && !PDLOps.RESULTS.isa(user)) {
            return true;
          }
          if (seen.add(user)) {
            work.push(user);
          }
        }
      }
    }
    return false;
  }

  static boolean operation(Operation op) {
    if (isIn(op, PDLOps.REWRITE.name()) && op.getAttr("opName") == null) {
      return fail(op, "must have an operation name when nested within a `pdl.rewrite`");
    }
    int names = ((ArrayAttr) op.getAttr("attributeValueNames")).size();
    int values = PDLOp.attributeValues(op).size();
    if (names != values) {
      return fail(op, "expected the same number of attribute values and attribute names, got "
          + names + " names and " + values + " values");
    }
    return hasBindingUse(op);
  }

  static boolean range(Operation op) {
    PDLType element = ((PDLType) op.getResult(0).getType()).elementOrSelf();
    for (int i = 0; i < op.getNumOperands(); i++) {
      Type operand = PDLType.elementOrSelf(op.getOperand(i).getType());
      if (!operand.equals(element)) {
        return fail(op, "expected operand to have element type '" + element + "', but got '"
            + operand + "'");
      }
    }
    return true;
  }

  static boolean replace(Operation op) {
    if (ValueGroups.operand(PDLOps.REPLACE, op, 1) != null
        && !ValueGroups.operands(PDLOps.REPLACE, op, 2).isEmpty()) {
      return fail(op, "expected no replacement values to be provided when the replacement"
          + " operation is present");
    }
    return true;
  }

  static boolean results(Operation op) {
    Type type = op.getResult(0).getType();
    if (op.getAttr("index") == null && type.equals(PDLType.VALUE)) {
      return fail(op, "expected `pdl.range<value>` result type when no index is specified, but"
          + " got: '" + type + "'");
    }
    return true;
  }

  static boolean rewrite(Operation op) {
    Region body = op.getRegion(0);
    if (op.getAttr("name") != null) {
      return body.isEmpty()
          || fail(op, "expected rewrite region to be empty when rewrite is external");
    }
    if (body.isEmpty()) {
      return fail(op, "expected rewrite region to be non-empty if external name is not specified");
    }
    if (!ValueGroups.operands(PDLOps.REWRITE, op, 1).isEmpty()) {
      return fail(op, "expected no external arguments when the rewrite is specified inline");
    }
    return true;
  }

  /** PatternOp::verifyRegions: a rewrite at the end, only PDL ops, connected matchers. */
  static boolean pattern(Operation op) {
    Block body = op.getRegion(0).front();
    Operation term = body.getLastOp();
    if (term == null || !PDLOps.REWRITE.isa(term)) {
      var d = op.emitOpError("expected body to terminate with `pdl.rewrite`");
      if (term != null) {
        d.attachNote(term.getLoc(), "see terminator defined here");
      }
      return false;
    }
    Operation[] foreign = {null};
    for (Operation o : body.getOperations()) {
      o.walk(nested -> {
        if (foreign[0] == null && !nested.getName().startsWith("pdl.")) {
          foreign[0] = nested;
        }
      });
    }
    if (foreign[0] != null) {
      op.emitOpError("expected only `pdl` operations within the pattern body")
          .attachNote(foreign[0].getLoc(), "see non-`pdl` operation defined here");
      return false;
    }
    boolean anyOperation = false;
    for (Operation o : body.getOperations()) {
      anyOperation |= PDLOps.OPERATION.isa(o);
    }
    if (!anyOperation) {
      return fail(op, "the pattern must contain at least one `pdl.operation`");
    }
    return connected(op, body);
  }

  /**
   * The matcher's operands, results and operations used by the rewrite form one connected
   * component: walked from the first through operands, parents and users.
   */
  private static boolean connected(Operation pattern, Block body) {
    Set<Operation> visited = null;
    for (Operation o : body.getOperations()) {
      if (!(PDLOps.OPERAND.isa(o) || PDLOps.OPERANDS.isa(o) || PDLOps.RESULT.isa(o)
          || PDLOps.RESULTS.isa(o) || PDLOps.OPERATION.isa(o)) || !usedInRewrite(o)) {
        continue;
      }
      if (visited == null) {
        visited = reachable(o);
      } else if (!visited.contains(o)) {
        pattern.emitOpError("the operations must form a connected component")
            .attachNote(o.getLoc(), "see a disconnected value / operation here");
        return false;
      }
    }
    return true;
  }

  private static boolean usedInRewrite(Operation o) {
    for (Operation user : o.getResult(0).getUsers()) {
      Operation parent = user.getParentOp();
      if (PDLOps.REWRITE.isa(user) || (parent != null && PDLOps.REWRITE.isa(parent))) {
        return true;
      }
    }
    return false;
  }

  private static Set<Operation> reachable(Operation start) {
    Set<Operation> visited = new HashSet<>();
    ArrayDeque<Operation> work = new ArrayDeque<>(List.of(start));
    while (!work.isEmpty()) {
      Operation o = work.pop();
      Operation parent = o == null ? null : o.getParentOp();
      if (o == null || parent == null || !PDLOps.PATTERN.isa(parent) || PDLOps.REWRITE.isa(o)
          || !visited.add(o)) {
        continue;
      }
      if (PDLOps.OPERATION.isa(o)) {
        for (Value v : ValueGroups.operands(PDLOps.OPERATION, o, 0)) {
          work.push(v.getDefiningOp());
        }
      } else if (PDLOps.RESULT.isa(o) || PDLOps.RESULTS.isa(o)) {
        work.push(o.getOperand(0).getDefiningOp());
      }
      for (int i = 0; i < o.getNumResults(); i++) {
        work.addAll(o.getResult(i).getUsers());
      }
    }
    return visited;
  }

  private static boolean isIn(Operation op, String parentName) {
    Operation parent = op.getParentOp();
    return parent != null && parent.getName().equals(parentName);
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
