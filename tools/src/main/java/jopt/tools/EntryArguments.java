package jopt.tools;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.interpreter.BufferArgument;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;

/** Turns jopt-run's {@code --args} words into interpreter arguments for a signature. */
public final class EntryArguments {
  private EntryArguments() {}

  /** The arguments; throws IllegalArgumentException with a user-facing message. */
  public static List<Object> convert(List<String> words, List<Type> types, String entry) {
    if (words.isEmpty() && types.stream().allMatch(t -> t instanceof MemRefType)) {
      words = Collections.nCopies(types.size(), "iota");
    }
    if (words.size() != types.size()) {
      throw new IllegalArgumentException("@" + entry + " takes " + types.size()
          + " arguments, " + words.size() + " given with --args");
    }
    List<Object> args = new ArrayList<>();
    for (int i = 0; i < types.size(); i++) {
      args.add(convert(words.get(i), types.get(i), i));
    }
    return args;
  }

  private static Object convert(String w, Type t, int i) {
    try {
      if (t instanceof IntegerType it && it.width() == 1 && (w.equals("true") || w.equals("false"))) {
        return w.equals("true") ? 1L : 0L;
      }
      if (t instanceof IntegerType || t instanceof IndexType) {
        return Long.parseLong(w);
      }
      if (t instanceof FloatType) {
        return Double.parseDouble(w);
      }
      if (t instanceof MemRefType mt) {
        return buffer(w, mt, i);
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("argument #" + i + " of type " + t + " cannot be '" + w
        + "'");
  }

  private static BufferArgument buffer(String w, MemRefType t, int i) {
    String[] parts = w.split(":", 2);
    if (!parts[0].equals("iota") && !parts[0].equals("zeros")) {
      throw new NumberFormatException();
    }
    long[] dyn = new long[0];
    if (parts.length == 2) {
      String[] dims = parts[1].split("x");
      dyn = new long[dims.length];
      for (int k = 0; k < dims.length; k++) {
        dyn[k] = Long.parseLong(dims[k]);
      }
    }
    long n = 1;
    int k = 0;
    for (long s : t.getShape()) {
      if (s == ShapedType.DYNAMIC) {
        if (k >= dyn.length) {
          throw new IllegalArgumentException("argument #" + i + " of type " + t
              + " needs its dynamic sizes, e.g. '" + parts[0] + ":4'");
        }
        n *= dyn[k++];
      } else {
        n *= s;
      }
    }
    if (k != dyn.length) {
      throw new IllegalArgumentException("argument #" + i + " of type " + t + " has " + k
          + " dynamic dimensions, " + dyn.length + " sizes given");
    }
    return new BufferArgument(dyn,
        parts[0].equals("zeros") ? Collections.nCopies((int) n, 0) : null);
  }
}
