package jopt.interpreter.compile;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;

/**
 * Makes one hidden class (MethodHandles.Lookup.defineHiddenClass) implementing an interface of
 * this package: its constants (ops for error locations, functions) are class data, copied into
 * static final fields k0, k1... so that the JIT sees them as constants. Unloaded with its last
 * instance.
 */
final class ClassMaker {
  private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

  final ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
    @Override
    protected ClassLoader getClassLoader() {
      return ClassMaker.class.getClassLoader();
    }
  };
  final String name;
  private final List<Object> constants = new ArrayList<>();
  private final List<Class<?>> constantTypes = new ArrayList<>();

  ClassMaker(String simpleName, Class<?> iface) {
    this.name = "jopt/interpreter/compile/" + simpleName;
    cw.visit(V17, ACC_FINAL | ACC_SUPER, name, null, "java/lang/Object",
        new String[] {org.objectweb.asm.Type.getInternalName(iface)});
    MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
    init.visitCode();
    init.visitVarInsn(ALOAD, 0);
    init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
  }

  /** The static final field holding {@code o} as a {@code type}, added on first use. */
  String constant(Object o, Class<?> type) {
    for (int k = 0; k < constants.size(); k++) {
      if (constants.get(k) == o && constantTypes.get(k) == type) {
        return "k" + k;
      }
    }
    constants.add(o);
    constantTypes.add(type);
    return "k" + (constants.size() - 1);
  }

  /** Defines the class and makes an instance, or throws Emitter.Unsupported. */
  <T> T instantiate(Class<T> iface) {
    MethodVisitor clinit = cw.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
    clinit.visitCode();
    if (!constants.isEmpty()) {
      clinit.visitMethodInsn(INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup",
          "()Ljava/lang/invoke/MethodHandles$Lookup;", false);
      clinit.visitLdcInsn("_");
      clinit.visitLdcInsn(org.objectweb.asm.Type.getType(Object[].class));
      clinit.visitMethodInsn(INVOKESTATIC, "java/lang/invoke/MethodHandles", "classData",
          "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;",
          false);
      clinit.visitTypeInsn(CHECKCAST, "[Ljava/lang/Object;");
      for (int i = 0; i < constants.size(); i++) {
        Class<?> type = constantTypes.get(i);
        String desc = org.objectweb.asm.Type.getDescriptor(type);
        cw.visitField(ACC_STATIC | ACC_FINAL | ACC_PRIVATE, "k" + i, desc, null, null).visitEnd();
        clinit.visitInsn(DUP);
        clinit.visitLdcInsn(i);
        clinit.visitInsn(AALOAD);
        clinit.visitTypeInsn(CHECKCAST, org.objectweb.asm.Type.getInternalName(type));
        clinit.visitFieldInsn(PUTSTATIC, name, "k" + i, desc);
      }
      clinit.visitInsn(POP);
    }
    clinit.visitInsn(RETURN);
    clinit.visitMaxs(0, 0);
    clinit.visitEnd();
    cw.visitEnd();
    byte[] bytes = cw.toByteArray();
    String dump = System.getProperty("jopt.interpreter.dumpClasses");
    if (dump != null) { // a directory to write the classes to, for javap
      try {
        java.nio.file.Files.write(java.nio.file.Path.of(dump, name.replace('/', '.')
            + "." + System.identityHashCode(this) + ".class"), bytes);
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
    try {
      MethodHandles.Lookup l = LOOKUP.defineHiddenClassWithClassData(bytes,
          constants.toArray(), true);
      return iface.cast(l.findConstructor(l.lookupClass(), MethodType.methodType(void.class))
          .invoke());
    } catch (Throwable t) {
      throw new IllegalStateException("compiled code of " + name + " did not load", t);
    }
  }
}
