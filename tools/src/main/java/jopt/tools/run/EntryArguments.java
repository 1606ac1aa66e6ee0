package jopt.tools.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import jopt.interpreter.io.Npy;
import jopt.interpreter.runtime.BufferArgument;
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
    return convert(words, types, entry, 0);
  }

  /**
   * The arguments, 'random' ones drawn from java.util.SplittableRandom(seed + i) for argument i
   * (floats uniform in [-1, 1), integers in [-8, 8), i1 true or false).
   */
  public static List<Object> convert(List<String> words, List<Type> types, String entry,
      long seed) {
    return convert(words, types, entry, seed, null);
  }

  /** As {@link #convert(List, List, String, long)}, array files named relative to {@code dir}. */
  static List<Object> convert(List<String> words, List<Type> types, String entry, long seed,
      Path dir) {
    if (words.isEmpty() && types.stream().allMatch(t -> t instanceof MemRefType)) {
      words = Collections.nCopies(types.size(), "iota");
    }
    if (words.size() != types.size()) {
      throw new IllegalArgumentException("@" + entry + " takes " + types.size()
          + " arguments, " + words.size() + " given with --args");
    }
    List<Object> args = new ArrayList<>();
    for (int i = 0; i < types.size(); i++) {
      args.add(convert(words.get(i), types.get(i), i, seed, dir));
    }
    return args;
  }

  private static Object convert(String w, Type t, int i, long seed, Path dir) {
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
        return jopt.interpreter.io.ArrayFiles.isArrayFile(w) ? npy(w, mt, i, dir) : buffer(w, mt, i, seed);
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("argument #" + i + " of type " + t + " cannot be '" + w
        + "'");
  }

  /** A .npy or .pb file's array: its dtype must be the element type's, its shape the memref's. */
  private static BufferArgument npy(String file, MemRefType t, int i, Path dir) {
    Npy.Array a;
    try {
      a = TensorProtoFile.readArrayFile(jopt.support.FileBytes.resolve(dir, file));
    } catch (IOException | java.nio.file.InvalidPathException e) {
      throw new IllegalArgumentException("argument #" + i + ": cannot read '" + file + "': "
          + e.getMessage());
    }
    if (t.getElementType() instanceof jopt.ir.type.IntegerType it) {
      a = Npy.asInteger(a, it); // numpy's unsigned and bool arrays for integers of their width
    }
    String want = Npy.descr(t.getElementType());
    if (t.getElementType() == jopt.ir.type.FloatType.BF16) {
      // NumPy has no bf16: its bits in 16-bit integers, as ONNX's backend tests keep it
      want = jopt.interpreter.io.ArrayFiles.BF16_BITS;
      if (a.descr().equals(want)) {
        a = new Npy.Array(a.descr(), a.shape(), jopt.interpreter.io.ArrayFiles.bf16FromBits(a.values()));
      }
    }
    if (!a.descr().equals(want)) {
      throw new IllegalArgumentException("argument #" + i + " of type " + t + " needs an array of "
          + "dtype '" + want + "', '" + file + "' has '" + a.descr() + "'");
    }
    long[] shape = t.getShape();
    List<Long> dyn = new ArrayList<>();
    boolean fits = shape.length == a.shape().length;
    for (int d = 0; fits && d < shape.length; d++) {
      if (shape[d] == ShapedType.DYNAMIC) {
        dyn.add(a.shape()[d]);
      } else {
        fits = shape[d] == a.shape()[d];
      }
    }
    if (!fits) {
      throw new IllegalArgumentException("argument #" + i + " of type " + t + " cannot be '"
          + file + "' of shape " + java.util.Arrays.toString(a.shape()));
    }
    return BufferArgument.encoded(t, dyn.stream().mapToLong(Long::longValue).toArray(),
        a.values());
  }

  private static BufferArgument buffer(String w, MemRefType t, int i, long seed) {
    String[] parts = w.split(":", 2);
    if (!List.of("iota", "zeros", "random").contains(parts[0])) {
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
    if (parts[0].equals("random")) {
      return BufferArgument.encoded(t, dyn, random(t.getElementType(), n, seed + i));
    }
    return new BufferArgument(dyn,
        parts[0].equals("zeros") ? Collections.nCopies((int) n, 0) : null);
  }

  private static List<Number> random(Type t, long n, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<Number> values = new ArrayList<>((int) n);
    for (long k = 0; k < n; k++) {
      if (t instanceof FloatType) {
        values.add(r.nextDouble(-1, 1));
      } else if (t instanceof IntegerType it && it.width() == 1) {
        values.add(r.nextBoolean() ? 1L : 0L);
      } else {
        values.add(r.nextLong(-8, 8));
      }
    }
    return values;
  }
}
