package jopt.odsgen;

import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.Writer;
import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * jopt's op generator: for each class annotated {@code @jopt.ir.ods.Op}, reads the op's
 * {@code OpSpec} builder chain from the class's source and writes the class it extends,
 * {@code <View>Base}, with the op's typed accessors and builder (see {@link ViewWriter}). It
 * runs inside javac; nothing of it is on the class path at run time.
 */
@SupportedAnnotationTypes(OpViewProcessor.OP)
public final class OpViewProcessor extends AbstractProcessor {
  static final String OP = "jopt.ir.ods.Op";
  static final String OP_VIEW = "jopt.ir.ods.OpView";

  private Trees trees;

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public synchronized void init(ProcessingEnvironment env) {
    super.init(env);
    trees = Trees.instance(env);
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    for (TypeElement annotation : annotations) {
      for (Element e : round.getElementsAnnotatedWith(annotation)) {
        if (e instanceof TypeElement view) {
          generate(view, annotationMirror(view));
        }
      }
    }
    return true;
  }

  private void generate(TypeElement view, AnnotationMirror op) {
    String specField = annotationValue(op, "spec", "SPEC");
    String definition = annotationValue(op, "definition", "Def");
    TreePath path = trees.getPath(view);
    if (path == null) {
      return; // a class from a class file: generated when its own source was compiled
    }
    TypeElement superclass = superclass(op);
    ConstraintResolver resolver =
        new ConstraintResolver(processingEnv.getElementUtils(), path.getCompilationUnit(), view, superclass);
    OpModel model;
    try {
      model = new SpecReader(trees, processingEnv.getElementUtils(), resolver).read(view, specField, definition);
    } catch (SpecReader.SpecException ex) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, ex.getMessage(), view);
      return;
    }
    String problem = superclassProblem(superclass, model.packageName());
    if (problem != null) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, problem, view);
      return;
    }
    String source;
    try {
      source = new ViewWriter(model, ownAccessors(view), ownCreates(view),
          superclass.getQualifiedName().toString(), inheritedAccessors(superclass)).write();
    } catch (IllegalStateException ex) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, ex.getMessage(), view);
      return;
    }
    String name = model.packageName().isEmpty() ? ViewWriter.baseName(model.viewName())
        : model.packageName() + "." + ViewWriter.baseName(model.viewName());
    try {
      JavaFileObject file = processingEnv.getFiler().createSourceFile(name, view);
      try (Writer w = file.openWriter()) {
        w.write(source);
      }
    } catch (IOException ex) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
          "cannot write " + name + ": " + ex.getMessage(), view);
    }
  }

  /** The class {@code @Op(superclass = ...)} names; {@code OpView} by default. */
  private TypeElement superclass(AnnotationMirror op) {
    if (op != null) {
      for (var entry : op.getElementValues().entrySet()) {
        if (entry.getKey().getSimpleName().contentEquals("superclass")
            && entry.getValue().getValue() instanceof DeclaredType t) {
          return (TypeElement) t.asElement();
        }
      }
    }
    return processingEnv.getElementUtils().getTypeElement(OP_VIEW);
  }

  /**
   * Why the generated base cannot extend {@code superclass} (not a class extending
   * {@code OpView}, or no constructor taking the {@code Operation} it can call), or null.
   */
  private String superclassProblem(TypeElement superclass, String pkg) {
    String name = superclass.getQualifiedName().toString();
    if (superclass.getKind() != ElementKind.CLASS || superclass.getModifiers().contains(Modifier.FINAL)) {
      return "@Op superclass " + name + " must be a non-final class extending " + OP_VIEW;
    }
    TypeElement t = superclass;
    while (!t.getQualifiedName().contentEquals(OP_VIEW)) {
      if (!(t.getSuperclass() instanceof DeclaredType d)) {
        return "@Op superclass " + name + " must extend " + OP_VIEW;
      }
      t = (TypeElement) d.asElement();
    }
    boolean samePackage = processingEnv.getElementUtils().getPackageOf(superclass).getQualifiedName()
        .contentEquals(pkg);
    for (Element e : superclass.getEnclosedElements()) {
      if (e instanceof ExecutableElement c && c.getKind() == ElementKind.CONSTRUCTOR
          && c.getParameters().size() == 1
          && c.getParameters().get(0).asType().toString().equals("jopt.ir.Operation")
          && !c.getModifiers().contains(Modifier.PRIVATE)
          && (samePackage || c.getModifiers().contains(Modifier.PUBLIC)
              || c.getModifiers().contains(Modifier.PROTECTED))) {
        return null;
      }
    }
    return "@Op superclass " + name + " has no constructor taking the Operation the generated base can call";
  }

  /**
   * Names of the instance methods without parameters {@code superclass} and its superclasses
   * declare below {@code OpView} (whose own are the writer's reserved names): the generator
   * leaves them to the superclass. An abstract one (a family's accessor every member has) is not
   * among them: the generated accessor implements it.
   */
  private static Set<String> inheritedAccessors(TypeElement superclass) {
    Set<String> names = new HashSet<>();
    TypeElement t = superclass;
    while (!t.getQualifiedName().contentEquals(OP_VIEW)) {
      for (Element e : t.getEnclosedElements()) {
        if (e instanceof ExecutableElement m && m.getKind() == ElementKind.METHOD
            && m.getParameters().isEmpty() && !m.getModifiers().contains(Modifier.STATIC)
            && !m.getModifiers().contains(Modifier.PRIVATE) && !m.getModifiers().contains(Modifier.ABSTRACT)) {
          names.add(m.getSimpleName().toString());
        }
      }
      t = (TypeElement) ((DeclaredType) t.getSuperclass()).asElement();
    }
    return names;
  }

  /** Names of the view's own instance methods without parameters. */
  private static Set<String> ownAccessors(TypeElement view) {
    Set<String> names = new HashSet<>();
    for (Element e : view.getEnclosedElements()) {
      if (e instanceof ExecutableElement m && m.getKind() == ElementKind.METHOD
          && m.getParameters().isEmpty() && !m.getModifiers().contains(Modifier.STATIC)) {
        names.add(m.getSimpleName().toString());
      }
    }
    return names;
  }

  /** The erased parameter types of the view's own {@code create} methods, comma-joined. */
  private Set<String> ownCreates(TypeElement view) {
    Set<String> lists = new HashSet<>();
    for (Element e : view.getEnclosedElements()) {
      if (e instanceof ExecutableElement m && m.getSimpleName().contentEquals("create")) {
        StringBuilder b = new StringBuilder();
        for (VariableElement p : m.getParameters()) {
          b.append(b.length() == 0 ? "" : ",").append(processingEnv.getTypeUtils().erasure(p.asType()));
        }
        lists.add(b.toString());
      }
    }
    return lists;
  }

  private static AnnotationMirror annotationMirror(TypeElement view) {
    for (AnnotationMirror m : view.getAnnotationMirrors()) {
      if (m.getAnnotationType().toString().equals(OP)) {
        return m;
      }
    }
    return null;
  }

  private static String annotationValue(AnnotationMirror m, String key, String fallback) {
    if (m != null) {
      for (var entry : m.getElementValues().entrySet()) {
        if (entry.getKey().getSimpleName().contentEquals(key)) {
          AnnotationValue v = entry.getValue();
          return String.valueOf(v.getValue());
        }
      }
    }
    return fallback;
  }
}
