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
    ConstraintResolver resolver =
        new ConstraintResolver(processingEnv.getElementUtils(), path.getCompilationUnit(), view);
    OpModel model;
    try {
      model = new SpecReader(trees, resolver).read(view, specField, definition);
    } catch (SpecReader.SpecException ex) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, ex.getMessage(), view);
      return;
    }
    String source;
    try {
      source = new ViewWriter(model, ownAccessors(view), ownCreates(view)).write();
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
