package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.ods.AttrDef;
import jopt.ir.ods.OpSpec;

/**
 * The checks MLIR's traits and interfaces make on the scf ops once their regions are verified
 * (SingleBlockImplicitTerminator's terminator, LoopLikeOpInterface), with MLIR's messages, and
 * the attribute handling of MLIR's hand-written (C++) custom parsers; the affine dialect's loops
 * share them.
 */
public final class ScfTraits {
  private ScfTraits() {}

  /** SingleBlockImplicitTerminator's region check: every non-empty region ends with {@code name}. */
  public static boolean verifyImplicitTerminator(Operation op, String name) {
    for (Region r : op.getRegions()) {
      if (r.isEmpty() || r.front().isEmpty()) {
        continue;
      }
      Operation last = r.front().getLastOp();
      if (!last.getName().equals(name)) {
        op.emitOpError("expects regions to end with '" + name + "', found '" + last.getName() + "'")
            .attachNote(op.getLoc(), "in custom textual format, the absence of terminator implies '" + name + "'");
        return false;
      }
    }
    return true;
  }

  /**
   * LoopLikeOpInterface's verifier (MLIR's verifyLoopLikeOpInterface), given the loop's parts.
   * {@code numIterArgs} may be -1 (scf.for's body without arguments), which MLIR prints unsigned;
   * {@code results} is null for loops without loop results. As MLIR, the result-type message
   * always names the 0-th iter_arg and result.
   */
  public static boolean verifyLoopLike(Operation op, List<Value> inits, long numIterArgs, List<Value> iterArgs,
      List<Value> yielded, List<Value> results) {
    String n = Long.toUnsignedString(numIterArgs);
    if (inits.size() != numIterArgs) {
      return fail(op, "different number of inits and region iter_args: " + inits.size() + " != " + n);
    }
    if (!yielded.isEmpty() && numIterArgs != yielded.size()) {
      return fail(op, "different number of region iter_args and yielded values: " + n + " != " + yielded.size());
    }
    if (results != null && results.size() != numIterArgs) {
      return fail(op, "different number of loop results and region iter_args: " + results.size() + " != " + n);
    }
    for (int i = 0; i < inits.size(); i++) {
      if (!inits.get(i).getType().equals(iterArgs.get(i).getType())) {
        return fail(op, i + "-th init and " + i + "-th region iter_arg have different type: "
            + OpUtils.quoted(inits.get(i).getType()) + " != " + OpUtils.quoted(iterArgs.get(i).getType()));
      }
      if (!yielded.isEmpty() && !iterArgs.get(i).getType().equals(yielded.get(i).getType())) {
        return fail(op, i + "-th region iter_arg and " + i + "-th yielded value have different type: "
            + OpUtils.quoted(iterArgs.get(i).getType()) + " != " + OpUtils.quoted(yielded.get(i).getType()));
      }
    }
    for (int i = 0; results != null && i < results.size(); i++) {
      if (!iterArgs.get(i).getType().equals(results.get(i).getType())) {
        return fail(op, "0-th region iter_arg and 0-th loop result have different type: "
            + OpUtils.quoted(iterArgs.get(i).getType()) + " != " + OpUtils.quoted(results.get(i).getType()));
      }
    }
    return true;
  }

  /**
   * What MLIR's hand-written parsers do with an inherent attribute of the wrong kind in the
   * attribute dictionary: the op's property setter ignores it, so it is dropped.
   */
  static void dropInvalidInherentAttrs(NamedAttrList attrs, OpSpec spec) {
    for (AttrDef a : spec.attributes()) {
      var v = attrs.get(a.name());
      if (v != null && !a.constraint().isStorageKind(v)) {
        attrs.remove(a.name());
      }
    }
  }

  /**
   * Parses an optional attribute dictionary into {@code result} and returns the names it held,
   * for {@link #checkDuplicates} (MLIR keeps both entries of a name the parser also adds).
   */
  public static Set<String> parseAttrDict(OpAsmParser p, OperationState result, boolean withKeyword) {
    NamedAttrList dict = new NamedAttrList();
    if (withKeyword) {
      p.parseOptionalAttrDictWithKeyword(dict);
    } else {
      p.parseOptionalAttrDict(dict);
    }
    Set<String> names = new HashSet<>();
    for (NamedAttribute na : dict.asList()) {
      names.add(na.name());
      if (!result.attributes.contains(na.name())) {
        result.attributes.set(na.name(), na.value());
      }
    }
    return names;
  }

  /**
   * MLIR's check at the end of a custom parse: an attribute of the dictionary that the parser
   * added itself "occurs more than once in the attribute list" (the first in sorted order).
   */
  static void checkDuplicates(OpAsmParser p, Set<String> dictNames, String... added) {
    String first = null;
    for (String a : added) {
      if (dictNames.contains(a) && (first == null || a.compareTo(first) < 0)) {
        first = a;
      }
    }
    if (first != null) {
      throw p.emitError(p.getNameLoc(), "attribute '" + first + "' occurs more than once in the attribute list");
    }
  }

  /**
   * MLIR's OpAsmParser::resolveOperands with a list of types: one type per operand, else
   * "number of operands and types do not match" at {@code loc}.
   */
  static List<Value> resolveOperands(OpAsmParser p, List<UnresolvedOperand> operands, List<Type> types,
      SourceLoc loc) {
    if (operands.size() != types.size()) {
      throw p.emitError(loc, "number of operands and types do not match: got " + operands.size()
          + " operands and " + types.size() + " types");
    }
    List<Value> r = new ArrayList<>(operands.size());
    for (int i = 0; i < operands.size(); i++) {
      r.add(p.resolveOperand(operands.get(i), types.get(i)));
    }
    return r;
  }

  public static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
