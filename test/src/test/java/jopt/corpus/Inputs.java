package jopt.corpus;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import jopt.corpus.ModelInfo.Dim;
import jopt.corpus.ModelInfo.Value;

/**
 * Deterministic inputs for a model: each dynamic dimension gets the size of the chosen column
 * of the model's size table, each input values that suit its name and element type (token ids
 * within a vocabulary-like range, masks of ones, states zeros, sample rates 16000, audio in
 * [-1, 1], images in [0, 1]), or what the model's overrides say. Seeded by model, input and
 * size, so every run makes the same bytes.
 */
final class Inputs {
  private Inputs() {}

  /** The defaults for a dynamic dimension that the size table does not name. */
  static long[] defaultSizes(String dimName, int axis, int rank, String domain) {
    String n = dimName.toLowerCase(Locale.ROOT);
    if (axis == 0 || n.contains("batch")) {
      return new long[] {1, 2};
    }
    if (n.contains("seq") || n.contains("len") || n.contains("token")) {
      return new long[] {16, 64};
    }
    if (domain.equals("vision") && rank == 4) {
      return new long[] {320, 640};
    }
    if (domain.equals("speech")) {
      return new long[] {512, 1024};
    }
    return new long[] {16, 64};
  }

  /** The number of sizes the model runs at: 1 when it has no dynamic dimension, else 2. */
  static int sizeCount(ModelInfo info) {
    return info.dynamicDims().isEmpty() ? 1 : 2;
  }

  /** The concrete shape of {@code v} at size column {@code k}. */
  static long[] shape(Value v, CorpusList.Entry e, int k) {
    if (v.dims() == null) {
      throw new IllegalArgumentException("input '" + v.name() + "' has no shape: give its sizes");
    }
    long[] s = new long[v.dims().size()];
    for (int i = 0; i < s.length; i++) {
      Dim d = v.dims().get(i);
      if (!d.dynamic()) {
        s[i] = d.value();
        continue;
      }
      String key = d.param() != null ? d.param() : v.name() + "." + i;
      long[] sizes = e.sizes().get(key);
      if (sizes == null) {
        sizes = e.sizes().get(v.name() + "." + i);
      }
      if (sizes == null) {
        sizes = defaultSizes(key, i, s.length, e.domain());
      }
      s[i] = sizes[Math.min(k, sizes.length - 1)];
    }
    return s;
  }

  /** What values {@code v} gets when the model does not say. */
  static String defaultSpec(Value v, String domain) {
    String n = v.name().toLowerCase(Locale.ROOT);
    int t = v.elemType();
    boolean integer = t != Arr.FLOAT && t != Arr.DOUBLE && t != Arr.FLOAT16 && t != Arr.BOOL;
    if (t == Arr.BOOL) {
      return "ones";
    }
    if (integer) {
      if (n.contains("mask")) {
        return "ones";
      }
      if (n.contains("token_type") || n.contains("segment") || n.contains("position")) {
        return "zeros";
      }
      if (n.equals("sr") || n.contains("sample_rate") || n.contains("sampling_rate")) {
        return "const:16000";
      }
      if (n.contains("ids") || n.contains("token") || n.contains("input")) {
        return "int:100:1000";
      }
      return "int:0:10";
    }
    if (n.equals("h") || n.equals("c") || n.contains("state") || n.contains("hidden")
        || n.contains("cache") || n.contains("past") || n.equals("h0") || n.equals("c0")) {
      return "zeros";
    }
    if (domain.equals("vision") && v.dims() != null && v.dims().size() == 4) {
      return "uniform:0:1";
    }
    return "uniform:-1:1";
  }

  /** The inputs at size column {@code k}, in the graph's order. */
  static List<Arr> make(ModelInfo info, CorpusList.Entry e, int k) {
    List<Arr> arrs = new ArrayList<>();
    for (Value v : info.inputs()) {
      if (v.elemType() == 0 || Arr.width(v.elemType()) == 0) {
        throw new IllegalArgumentException("input '" + v.name() + "' of type " + v.typeText()
            + " is not made by the harness");
      }
      String spec = e.inputs().getOrDefault(v.name(), defaultSpec(v, e.domain()));
      // "A,B": A at the small size, B at the large one
      String[] perSize = spec.split(",");
      spec = perSize[Math.min(k, perSize.length - 1)];
      long seed = (e.name() + "/" + v.name() + "/" + k).hashCode() * 0x9E3779B97F4A7C15L;
      arrs.add(fill(v.elemType(), shape(v, e, k), spec, new SplittableRandom(seed)));
    }
    return arrs;
  }

  static Arr fill(int type, long[] shape, String spec, SplittableRandom rnd) {
    long n = Arr.count(shape);
    int w = Arr.width(type);
    ByteBuffer b = ByteBuffer.allocate((int) (n * w)).order(ByteOrder.LITTLE_ENDIAN);
    String[] p = spec.split(":");
    for (long i = 0; i < n; i++) {
      double x = switch (p[0]) {
        case "ones" -> 1;
        case "zeros" -> 0;
        case "const" -> Double.parseDouble(p[1]);
        case "uniform" -> {
          double lo = Double.parseDouble(p[1]);
          double hi = Double.parseDouble(p[2]);
          double u = lo + (hi - lo) * rnd.nextDouble();
          // float16 inputs: multiples of 1/1024, exactly representable
          yield type == Arr.FLOAT16 ? Math.rint(u * 1024) / 1024 : u;
        }
        case "int" -> rnd.nextLong(Long.parseLong(p[1]), Long.parseLong(p[2]));
        default -> throw new IllegalArgumentException("unknown input spec '" + spec + "'");
      };
      put(b, type, x);
    }
    return new Arr(type, shape, b.array());
  }

  private static void put(ByteBuffer b, int type, double x) {
    switch (type) {
      case Arr.FLOAT -> b.putFloat((float) x);
      case Arr.DOUBLE -> b.putDouble(x);
      case Arr.FLOAT16 -> b.putShort(Arr.floatToHalf((float) x));
      case Arr.INT8, Arr.UINT8, Arr.BOOL -> b.put((byte) x);
      case Arr.INT16, Arr.UINT16 -> b.putShort((short) x);
      case Arr.INT32, Arr.UINT32 -> b.putInt((int) x);
      case Arr.INT64, Arr.UINT64 -> b.putLong((long) x);
      default -> throw new IllegalArgumentException("element type " + type);
    }
  }

  static String shapes(List<Arr> arrs) {
    StringBuilder sb = new StringBuilder();
    for (Arr a : arrs) {
      sb.append(sb.length() == 0 ? "" : ",").append(a.shapeText());
    }
    return sb.toString();
  }

  static Map<String, long[]> none() {
    return Map.of();
  }
}
