package jopt.odsgen;

import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import jopt.odsgen.OpModel.Arity;
import jopt.odsgen.OpModel.Attr;
import jopt.odsgen.OpModel.AttrKind;
import jopt.odsgen.OpModel.Group;

/**
 * Reads an op's {@code OpSpec.op("d.name")....build()} chain from the source of its spec field
 * into an {@link OpModel}. Only the structure matters here (names, arities, attribute kinds,
 * type rules); predicates, formats and summaries are the runtime's.
 *
 * <p>A chain may pass through helper methods that build the shared part of a family of ops (as
 * a TableGen class or an xDSL subclass does): a static method whose body is one {@code return}
 * of a builder chain, called at the head of the op's chain ({@code declare("arith.cmpi",
 * ...).result(...)...build()}) or wrapping it ({@code finish(declare(...), "")}). Its parameters
 * stand for the call's arguments, read where the call is written; the helper may live in
 * another class or file (a superclass of the view, the family's class).
 */
final class SpecReader {
  /** A spec the generator cannot read; the message says why. */
  static final class SpecException extends Exception {
    SpecException(String message) {
      super(message);
    }
  }

  private static final String SAME_OPERANDS_AND_RESULT_TYPE = "jopt.ir.Traits.SameOperandsAndResultType";

  /** The methods of {@code OpSpec.Builder} a chain may call; any other call is a helper's. */
  private static final Set<String> BUILDER_METHODS = Set.of("op", "build", "operand", "optionalOperand",
      "variadicOperand", "result", "optionalResult", "variadicResult", "attr", "optionalAttr",
      "defaultAttr", "defaultOptionalAttr", "unitProp", "region", "variadicRegion", "successor",
      "variadicSuccessor", "attrSizedOperandSegments", "attrSizedResultSegments", "allTypesMatch",
      "typesMatchWith", "summary", "predicate", "format", "customDirective",
      "variadicOfVariadicSegments", "sameVariadicOperandSize", "sameVariadicResultSize",
      "shapedTypeMatchesElementCountAndTypes", "typesMatchWithEach", "memRead", "memWrite",
      "memAlloc", "memFree", "memoryEffects");

  /** How deep helpers may call helpers (a guard against recursion). */
  private static final int MAX_HELPER_DEPTH = 8;

  /**
   * Where an expression is read: the resolver of its class and file, and the arguments the
   * enclosing helper's parameters stand for.
   */
  private record Scope(ConstraintResolver resolver, Map<String, Scoped> params) {}

  /** An expression with the scope it is read in. */
  private record Scoped(ExpressionTree expr, Scope scope) {}

  /** A builder call of the chain with the scope of its arguments. */
  private record Call(MethodInvocationTree tree, Scope scope) {}

  private final Trees trees;
  private final Elements elements;
  private final ConstraintResolver resolver;

  SpecReader(Trees trees, Elements elements, ConstraintResolver resolver) {
    this.trees = trees;
    this.elements = elements;
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
    List<Call> calls = chain(tree.getInitializer(), new Scope(resolver, Map.of()));
    if (calls.isEmpty() || !methodName(calls.get(0).tree()).equals("op")
        || !methodName(calls.get(calls.size() - 1).tree()).equals("build")) {
      throw new SpecException("'" + specField + "' must be an OpSpec.op(\"dialect.name\")...build() chain"
          + " (or a helper method returning one)");
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
    for (Call call : calls.subList(1, calls.size() - 1)) {
      String m = methodName(call.tree());
      switch (m) {
        case "operand" -> operands.add(new Group(string(call, 0), Arity.SINGLE));
        case "optionalOperand" -> operands.add(new Group(string(call, 0), Arity.OPTIONAL));
        case "variadicOperand" -> operands.add(new Group(string(call, 0), Arity.VARIADIC));
        case "result", "optionalResult", "variadicResult" -> {
          Arity a = m.equals("result") ? Arity.SINGLE : m.equals("optionalResult") ? Arity.OPTIONAL : Arity.VARIADIC;
          String n = string(call, 0);
          results.add(new Group(n, a));
          Scoped constraint = argument(call, 1);
          if (constraint.scope().resolver().isBuildable(constraint.expr())) {
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
          Scoped constraint = argument(call, 1);
          attrs.add(new Attr(string(call, 0), k, constraint.scope().resolver().attrStorage(constraint.expr())));
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
          for (int i = 0; i < call.tree().getArguments().size(); i++) {
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
    String ref = view.getQualifiedName().toString().substring(pkg.isEmpty() ? 0 : pkg.length() + 1);
    return new OpModel(pkg, view.getSimpleName().toString(), ref, specField, opName, operands, results,
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

  /**
   * The builder calls of a chain, innermost ({@code op(...)}) first, following helper methods
   * and the parameters that stand for their arguments.
   */
  private List<Call> chain(ExpressionTree expr, Scope scope) throws SpecException {
    List<Call> calls = new ArrayList<>();
    int helpers = 0;
    while (true) {
      Scoped s = deref(expr, scope);
      expr = s.expr();
      scope = s.scope();
      if (!(expr instanceof MethodInvocationTree call)) {
        break;
      }
      String name = methodName(call);
      if (BUILDER_METHODS.contains(name)) {
        calls.add(new Call(call, scope));
        if (name.equals("op") || !(call.getMethodSelect() instanceof MemberSelectTree ms)) {
          break;
        }
        expr = ms.getExpression();
        continue;
      }
      if (++helpers > MAX_HELPER_DEPTH) {
        throw new SpecException("helper methods nest deeper than " + MAX_HELPER_DEPTH + " at '" + name + "'");
      }
      Scoped body = helperBody(call, scope);
      expr = body.expr();
      scope = body.scope();
    }
    Collections.reverse(calls);
    return calls;
  }

  /**
   * The expression the helper {@code call} returns, in a scope whose parameters stand for the
   * call's arguments.
   */
  private Scoped helperBody(MethodInvocationTree call, Scope scope) throws SpecException {
    String name = methodName(call);
    Element e = scope.resolver().method(call);
    MethodTree method = e instanceof ExecutableElement m ? trees.getTree(m) : null;
    if (method == null || method.getBody() == null || method.getBody().getStatements().size() != 1
        || !(method.getBody().getStatements().get(0) instanceof ReturnTree ret)) {
      throw new SpecException("cannot follow '" + name + "(...)': a helper building a spec must be a"
          + " method of this compilation whose body is one return of a builder chain");
    }
    List<? extends VariableTree> params = method.getParameters();
    if (params.size() != call.getArguments().size()) {
      throw new SpecException("cannot follow '" + name + "(...)': its arguments do not match its parameters");
    }
    Map<String, Scoped> bound = new HashMap<>();
    for (int i = 0; i < params.size(); i++) {
      bound.put(params.get(i).getName().toString(), new Scoped(call.getArguments().get(i), scope));
    }
    TypeElement owner = (TypeElement) e.getEnclosingElement();
    TreePath path = trees.getPath(owner);
    ConstraintResolver r = new ConstraintResolver(elements, path.getCompilationUnit(), owner, null);
    return new Scoped(ret.getExpression(), new Scope(r, bound));
  }

  /** {@code expr} with parentheses and helper parameters replaced by what they stand for. */
  private static Scoped deref(ExpressionTree expr, Scope scope) {
    while (true) {
      if (expr instanceof ParenthesizedTree p) {
        expr = p.getExpression();
      } else if (expr instanceof IdentifierTree id && scope.params().containsKey(id.getName().toString())) {
        Scoped bound = scope.params().get(id.getName().toString());
        expr = bound.expr();
        scope = bound.scope();
      } else {
        return new Scoped(expr, scope);
      }
    }
  }

  /** Argument {@code i} of {@code call}, with the scope it is read in. */
  private static Scoped argument(Call call, int i) {
    return deref(call.tree().getArguments().get(i), call.scope());
  }

  private static String methodName(MethodInvocationTree call) {
    ExpressionTree select = call.getMethodSelect();
    if (select instanceof MemberSelectTree ms) {
      return ms.getIdentifier().toString();
    }
    return select instanceof IdentifierTree id ? id.getName().toString() : "";
  }

  /** Argument {@code i} of {@code call}, which must be a string literal or a string constant. */
  private static String string(Call call, int i) throws SpecException {
    List<? extends ExpressionTree> args = call.tree().getArguments();
    if (i < args.size()) {
      Scoped arg = argument(call, i);
      if (arg.expr() instanceof LiteralTree lit && lit.getValue() instanceof String s) {
        return s;
      }
      String constant = arg.scope().resolver().stringConstant(arg.expr());
      if (constant != null) {
        return constant;
      }
    }
    throw new SpecException("argument " + (i + 1) + " of " + methodName(call.tree())
        + "(...) must be a string literal or constant for the op generator to read it");
  }
}
