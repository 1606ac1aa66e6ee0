package jopt.odsgen;

import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import jopt.odsgen.OpModel.Arity;
import jopt.odsgen.OpModel.Attr;
import jopt.odsgen.OpModel.AttrKind;
import jopt.odsgen.OpModel.Group;

/**
 * Reads an op's {@code OpSpec.op("d.name")....build()} chain from the source of its spec field
 * into an {@link OpModel}. Only the structure matters here (names, arities, attribute kinds,
 * type rules); predicates, formats and summaries are the runtime's.
 */
final class SpecReader {
  /** A spec the generator cannot read; the message says why. */
  static final class SpecException extends Exception {
    SpecException(String message) {
      super(message);
    }
  }

  private static final String SAME_OPERANDS_AND_RESULT_TYPE = "jopt.ir.Traits.SameOperandsAndResultType";

  private final Trees trees;
  private final ConstraintResolver resolver;

  SpecReader(Trees trees, ConstraintResolver resolver) {
    this.trees = trees;
    this.resolver = resolver;
  }

  OpModel read(TypeElement view, String specField, String definition) throws SpecException {
    VariableElement field = null;
    for (Element e : view.getEnclosedElements()) {
      if (e.getKind() == ElementKind.FIELD && e.getSimpleName().contentEquals(specField)) {
        field = (VariableElement) e;
      }
    }
    if (field == null) {
      throw new SpecException("@Op class " + view.getSimpleName() + " has no field '" + specField + "'");
    }
    VariableTree tree = (VariableTree) trees.getTree(field);
    if (tree == null || tree.getInitializer() == null) {
      throw new SpecException("the field '" + specField + "' has no initializer to read");
    }
    List<MethodInvocationTree> calls = chain(tree.getInitializer());
    if (calls.isEmpty() || !methodName(calls.get(0)).equals("op")
        || !methodName(calls.get(calls.size() - 1)).equals("build")) {
      throw new SpecException("'" + specField + "' must be an OpSpec.op(\"dialect.name\")...build() chain");
    }
    String opName = string(calls.get(0), 0);
    List<Group> operands = new ArrayList<>();
    List<Group> results = new ArrayList<>();
    List<Attr> attrs = new ArrayList<>();
    List<Group> regions = new ArrayList<>();
    List<Group> successors = new ArrayList<>();
    Set<String> buildableResults = new HashSet<>();
    List<List<String>> allMatch = new ArrayList<>();
    List<List<String>> matchWith = new ArrayList<>();
    boolean attrSizedOperands = false;
    boolean attrSizedResults = false;
    for (MethodInvocationTree call : calls.subList(1, calls.size() - 1)) {
      String m = methodName(call);
      switch (m) {
        case "operand" -> operands.add(new Group(string(call, 0), Arity.SINGLE));
        case "optionalOperand" -> operands.add(new Group(string(call, 0), Arity.OPTIONAL));
        case "variadicOperand" -> operands.add(new Group(string(call, 0), Arity.VARIADIC));
        case "result", "optionalResult", "variadicResult" -> {
          Arity a = m.equals("result") ? Arity.SINGLE : m.equals("optionalResult") ? Arity.OPTIONAL : Arity.VARIADIC;
          String n = string(call, 0);
          results.add(new Group(n, a));
          if (resolver.isBuildable(call.getArguments().get(1))) {
            buildableResults.add(n);
          }
        }
        case "attr", "optionalAttr", "defaultAttr", "defaultOptionalAttr" -> {
          AttrKind k = switch (m) {
            case "attr" -> AttrKind.REQUIRED;
            case "optionalAttr" -> AttrKind.OPTIONAL;
            case "defaultAttr" -> AttrKind.DEFAULT;
            default -> AttrKind.DEFAULT_OPTIONAL;
          };
          attrs.add(new Attr(string(call, 0), k, resolver.attrStorage(call.getArguments().get(1))));
        }
        case "unitProp" -> attrs.add(new Attr(string(call, 0), AttrKind.OPTIONAL, "jopt.ir.attr.UnitAttr"));
        case "region" -> regions.add(new Group(string(call, 0), Arity.SINGLE));
        case "variadicRegion" -> regions.add(new Group(string(call, 0), Arity.VARIADIC));
        case "successor" -> successors.add(new Group(string(call, 0), Arity.SINGLE));
        case "variadicSuccessor" -> successors.add(new Group(string(call, 0), Arity.VARIADIC));
        case "attrSizedOperandSegments" -> attrSizedOperands = true;
        case "attrSizedResultSegments" -> attrSizedResults = true;
        case "allTypesMatch" -> {
          List<String> names = new ArrayList<>();
          for (int i = 0; i < call.getArguments().size(); i++) {
            names.add(string(call, i));
          }
          allMatch.add(names);
        }
        case "typesMatchWith" -> matchWith.add(List.of(string(call, 1), string(call, 2)));
        case "summary", "predicate", "format", "customDirective", "variadicOfVariadicSegments",
            "sameVariadicOperandSize", "sameVariadicResultSize", "shapedTypeMatchesElementCountAndTypes",
            "typesMatchWithEach", "memRead", "memWrite", "memAlloc", "memFree", "memoryEffects" -> {}
        default -> throw new SpecException("unknown OpSpec builder method '" + m + "'");
      }
    }
    boolean same = hasTrait(view, definition, SAME_OPERANDS_AND_RESULT_TYPE);
    boolean infer = inferable(operands, results, buildableResults, allMatch, matchWith, same);
    String pkg = packageOf(view);
    return new OpModel(pkg, view.getSimpleName().toString(), specField, opName, operands, results,
        attrs, regions, successors, attrSizedOperands, attrSizedResults, infer, same);
  }

  /**
   * Whether every result's type follows from the operands' as {@code OpCreation} infers it: the
   * single operands before any variable group, buildable result constraints, the same-type
   * trait and the type rules, to a fixpoint.
   */
  private static boolean inferable(List<Group> operands, List<Group> results, Set<String> buildable,
      List<List<String>> allMatch, List<List<String>> matchWith, boolean same) {
    Set<String> known = new HashSet<>(buildable);
    for (Group g : operands) {
      if (g.arity() != Arity.SINGLE) {
        break;
      }
      known.add(g.name());
    }
    if (same && !operands.isEmpty()) {
      for (Group r : results) {
        known.add(r.name());
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (List<String> names : allMatch) {
        if (!Collections.disjoint(names, known) && !known.containsAll(names)) {
          known.addAll(names);
          changed = true;
        }
      }
      for (List<String> rule : matchWith) {
        if (known.contains(rule.get(0)) && known.add(rule.get(1))) {
          changed = true;
        }
      }
    }
    for (Group r : results) {
      if (r.arity() != Arity.SINGLE || !known.contains(r.name())) {
        return false;
      }
    }
    return true;
  }

  /** Whether the nested definition class (or a superclass of it) implements {@code trait}. */
  private static boolean hasTrait(TypeElement view, String definition, String trait) {
    for (Element e : view.getEnclosedElements()) {
      if (e instanceof TypeElement def && def.getSimpleName().contentEquals(definition)) {
        return implementsType(def, trait, new HashSet<>());
      }
    }
    return false;
  }

  private static boolean implementsType(TypeElement t, String name, Set<String> seen) {
    if (!seen.add(t.getQualifiedName().toString())) {
      return false;
    }
    if (t.getQualifiedName().contentEquals(name)) {
      return true;
    }
    List<TypeMirror> supers = new ArrayList<>(t.getInterfaces());
    supers.add(t.getSuperclass());
    for (TypeMirror m : supers) {
      if (m instanceof DeclaredType d && d.asElement() instanceof TypeElement s && implementsType(s, name, seen)) {
        return true;
      }
    }
    return false;
  }

  private static String packageOf(Element e) {
    while (e.getKind() != ElementKind.PACKAGE) {
      e = e.getEnclosingElement();
    }
    return ((javax.lang.model.element.PackageElement) e).getQualifiedName().toString();
  }

  /** The calls of a builder chain, innermost ({@code op(...)}) first. */
  private static List<MethodInvocationTree> chain(ExpressionTree expr) {
    List<MethodInvocationTree> calls = new ArrayList<>();
    while (expr instanceof MethodInvocationTree call) {
      calls.add(call);
      if (call.getMethodSelect() instanceof MemberSelectTree ms) {
        expr = ms.getExpression();
      } else {
        break;
      }
    }
    Collections.reverse(calls);
    return calls;
  }

  private static String methodName(MethodInvocationTree call) {
    ExpressionTree select = call.getMethodSelect();
    if (select instanceof MemberSelectTree ms) {
      return ms.getIdentifier().toString();
    }
    return select instanceof IdentifierTree id ? id.getName().toString() : "";
  }

  /** Argument {@code i} of {@code call}, which must be a string literal or a string constant. */
  private String string(MethodInvocationTree call, int i) throws SpecException {
    List<? extends ExpressionTree> args = call.getArguments();
    if (i < args.size() && args.get(i) instanceof LiteralTree lit && lit.getValue() instanceof String s) {
      return s;
    }
    String constant = i < args.size() ? resolver.stringConstant(args.get(i)) : null;
    if (constant != null) {
      return constant;
    }
    throw new SpecException("argument " + (i + 1) + " of " + methodName(call)
        + "(...) must be a string literal or constant for the op generator to read it");
  }
}
