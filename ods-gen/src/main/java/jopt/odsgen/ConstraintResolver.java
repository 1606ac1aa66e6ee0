package jopt.odsgen;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.ParenthesizedTree;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.Elements;

/**
 * Finds the field or method a constraint expression of a spec names ({@code AttrConstraints.BOOL},
 * {@code TypeConstraints.signless(32)}, a statically imported or local constant) by the rules of
 * Java's names: members of the view class and its enclosing classes, single-type imports, the
 * package, on-demand imports, {@code java.lang}. The processor runs before javac attributes the
 * code, so it resolves names itself; a name it cannot resolve gives no element (and the
 * generated accessor falls back to {@code Attribute}).
 */
final class ConstraintResolver {
  static final String ATTR_STORAGE = "jopt.ir.ods.AttrStorage";
  static final String BUILDABLE_TYPE = "jopt.ir.ods.BuildableType";

  private final Elements elements;
  private final CompilationUnitTree unit;
  private final TypeElement view;
  private final TypeElement viewSuperclass;

  /**
   * Names are resolved as in the class {@code view} of {@code unit}; {@code viewSuperclass} is
   * the class the view's generated base extends (its own superclass does not exist yet), or null
   * for the superclass the view declares.
   */
  ConstraintResolver(Elements elements, CompilationUnitTree unit, TypeElement view, TypeElement viewSuperclass) {
    this.elements = elements;
    this.unit = unit;
    this.view = view;
    this.viewSuperclass = viewSuperclass;
  }

  /** The qualified name of the {@code @AttrStorage} class of {@code expr}'s constraint, or null. */
  String attrStorage(ExpressionTree expr) {
    Element e = resolve(expr);
    if (e == null) {
      return null;
    }
    for (AnnotationMirror m : e.getAnnotationMirrors()) {
      if (m.getAnnotationType().toString().equals(ATTR_STORAGE)) {
        for (var entry : m.getElementValues().entrySet()) {
          AnnotationValue v = entry.getValue();
          if (v.getValue() instanceof DeclaredType t) {
            return ((TypeElement) t.asElement()).getQualifiedName().toString();
          }
        }
      }
    }
    return null;
  }

  /** Whether {@code expr}'s type constraint is marked {@code @BuildableType}. */
  boolean isBuildable(ExpressionTree expr) {
    Element e = resolve(expr);
    if (e == null) {
      return false;
    }
    for (AnnotationMirror m : e.getAnnotationMirrors()) {
      if (m.getAnnotationType().toString().equals(BUILDABLE_TYPE)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The value of {@code expr} when it names a compile-time constant {@code String} field
   * ({@code NAME}, {@code OffsetSizeStride.OFFSETS}), or null.
   */
  String stringConstant(ExpressionTree expr) {
    return resolve(expr) instanceof VariableElement v && v.getConstantValue() instanceof String s ? s : null;
  }

  /** The method {@code call} calls (a helper building a spec), or null. */
  Element method(MethodInvocationTree call) {
    return resolve(call);
  }

  /** The field or method {@code expr} reads or calls, or null. */
  private Element resolve(ExpressionTree expr) {
    while (expr instanceof ParenthesizedTree p) {
      expr = p.getExpression();
    }
    if (expr instanceof MethodInvocationTree call) {
      ExpressionTree select = call.getMethodSelect();
      if (select instanceof MemberSelectTree ms) {
        TypeElement owner = resolveType(ms.getExpression());
        return owner == null ? null : member(owner, ms.getIdentifier().toString(), true);
      }
      if (select instanceof IdentifierTree id) {
        return unqualified(id.getName().toString(), true);
      }
      return null;
    }
    if (expr instanceof MemberSelectTree ms) {
      TypeElement owner = resolveType(ms.getExpression());
      return owner == null ? null : member(owner, ms.getIdentifier().toString(), false);
    }
    if (expr instanceof IdentifierTree id) {
      return unqualified(id.getName().toString(), false);
    }
    return null;
  }

  /**
   * A member named {@code name} of the view, its enclosing classes (each with its
   * superclasses), or a static import.
   */
  private Element unqualified(String name, boolean method) {
    for (Element c = view; c instanceof TypeElement t; c = c.getEnclosingElement()) {
      for (TypeElement s = t; s != null; s = superclassOf(s)) {
        Element m = member(s, name, method);
        if (m != null) {
          return m;
        }
      }
    }
    for (ImportTree imp : unit.getImports()) {
      if (!imp.isStatic() || !(imp.getQualifiedIdentifier() instanceof MemberSelectTree ms)) {
        continue;
      }
      String simple = ms.getIdentifier().toString();
      if (simple.equals(name) || simple.equals("*")) {
        TypeElement owner = elements.getTypeElement(ms.getExpression().toString());
        Element m = owner == null ? null : member(owner, name, method);
        if (m != null) {
          return m;
        }
      }
    }
    return null;
  }

  private TypeElement superclassOf(TypeElement t) {
    if (t == view && viewSuperclass != null) {
      return viewSuperclass;
    }
    return t.getSuperclass() instanceof DeclaredType d ? (TypeElement) d.asElement() : null;
  }

  private static Element member(TypeElement owner, String name, boolean method) {
    for (Element e : owner.getEnclosedElements()) {
      boolean isMethod = e.getKind() == ElementKind.METHOD;
      if (e.getSimpleName().contentEquals(name) && isMethod == method
          && (isMethod ? e instanceof ExecutableElement : e.getKind() == ElementKind.FIELD)) {
        return e;
      }
    }
    return null;
  }

  /** The class an expression such as {@code AttrConstraints} or {@code a.b.C} names, or null. */
  private TypeElement resolveType(ExpressionTree expr) {
    if (expr instanceof MemberSelectTree ms) {
      TypeElement qualified = elements.getTypeElement(ms.toString());
      if (qualified != null) {
        return qualified;
      }
      TypeElement outer = resolveType(ms.getExpression());
      return outer == null ? null : nested(outer, ms.getIdentifier().toString());
    }
    if (!(expr instanceof IdentifierTree id)) {
      return null;
    }
    String name = id.getName().toString();
    for (Element c = view; c instanceof TypeElement t; c = c.getEnclosingElement()) {
      if (t.getSimpleName().contentEquals(name)) {
        return t;
      }
      TypeElement n = nested(t, name);
      if (n != null) {
        return n;
      }
    }
    for (ImportTree imp : unit.getImports()) {
      String q = imp.getQualifiedIdentifier().toString();
      if (!imp.isStatic() && q.endsWith("." + name)) {
        TypeElement t = elements.getTypeElement(q);
        if (t != null) {
          return t;
        }
      }
    }
    String pkg = unit.getPackageName() == null ? "" : unit.getPackageName().toString() + ".";
    TypeElement samePackage = elements.getTypeElement(pkg + name);
    if (samePackage != null) {
      return samePackage;
    }
    for (ImportTree imp : unit.getImports()) {
      String q = imp.getQualifiedIdentifier().toString();
      if (!imp.isStatic() && q.endsWith(".*")) {
        TypeElement t = elements.getTypeElement(q.substring(0, q.length() - 1) + name);
        if (t != null) {
          return t;
        }
      }
    }
    return elements.getTypeElement("java.lang." + name);
  }

  private static TypeElement nested(TypeElement owner, String name) {
    for (Element e : owner.getEnclosedElements()) {
      if (e instanceof TypeElement t && t.getSimpleName().contentEquals(name)) {
        return t;
      }
    }
    return null;
  }
}
