import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxJavaType;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtLoggingLevel;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jopt.interpreter.runtime.ResourceValues;
import jopt.ir.type.FloatType;
import jopt.ir.type.RankedTensorType;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.ValueInfoProto;

/**
 * jopt-run against onnxruntime on whole models (not a test; bench/model-speed.sh runs it). Per
 * model of the shared models folder (tiny/NAME: weights and input.*.npy in the folder;
 * graphs/NAME: weights elided, inputs made here, floats uniform in [-1, 1) and integers 0):
 *
 * <ul>
 *   <li>onnxruntime (one intra-op and one inter-op thread, sequential, CPU) on the same inputs,
 *       the graphs' missing weights filled with the stand-ins jopt-run runs them as
 *       ({@link ResourceValues#standInBytes}): WARM untimed runs, then RUNS timed ones (wall and
 *       the thread's CPU); its outputs written as .npy;
 *   <li>bin/jopt-run on the model (JOPT_SERVER=0, a JVM of its own, every check on, with the
 *       Vector API's kernels as in the server: JOPT_VECTOR=1) with
 *       {@code --repeat=N}: each run's wall and CPU time as it prints them (the interpreter's run
 *       of the entry, after import and bufferization). The JVM compiles jopt-run's code and the
 *       model's kernels while it runs, so the first half of the runs is the warm-up and the
 *       figures are the second half's; N is about --budget seconds of runs (at least 8, at most
 *       3 per second of budget: 60 at the default 20), estimated from onnxruntime's time as 40
 *       times it. Its results are checked against onnxruntime's with --expect (atol 1e-4, rtol 1e-3, 1e-2 on stand-in weights);
 *   <li>with --whole: the model lowered by {@code bin/jopt MODEL -p
 *       'builtin.module(convert-onnx-to-linalg)'} (not timed), then the whole process of
 *       {@code bin/jopt-run LOWERED.mlir -e main_graph --args=random -p
 *       'builtin.module(jopt-memory-pipeline)'} (input and output both run) through the jopt
 *       server, warmed by one call of the same command first: wall and CPU of the client.
 * </ul>
 *
 * With --corpus=DIR (the corpus's models folder, docs/corpus.md) the models are the corpus's
 * instead, named corpus/NAME: each at its small size, its dynamic dimensions fixed as
 * bench/corpus/models.tsv (--corpus-list) says and its inputs made as the corpus harness makes
 * them (jopt.corpus.SizedInputs, run on --harness-cp), jopt-run given the same shapes with
 * {@code --input-shapes}; results compared at rtol 1e-3 (the models' own weights).
 *
 * One TSV line per model to --out, then the geometric mean and the largest of the ratios.
 *
 * <pre>java -cp tools/target/jopt.jar:ORT.jar bench/ModelSpeed.java --models=DIR --out=FILE
 *     [--runs=N] [--warm=N] [--budget=SECONDS] [--whole | --whole-only] [--work=DIR]
 *     [--jopt-run=PATH] [--corpus=DIR --corpus-list=TSV --harness-cp=CP] [NAME...]</pre>
 */
public final class ModelSpeed {
  private ModelSpeed() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  public static void main(String[] args) throws Exception {
    Map<String, String> opt = new LinkedHashMap<>();
    List<String> names = new ArrayList<>();
    for (String a : args) {
      if (a.startsWith("--")) {
        int eq = a.indexOf('=');
        opt.put(eq < 0 ? a.substring(2) : a.substring(2, eq), eq < 0 ? "" : a.substring(eq + 1));
      } else {
        names.add(a);
      }
    }
    Path models = Path.of(opt.getOrDefault("models", "../shared/models"));
    Path out = Path.of(opt.getOrDefault("out", "bench/results/model-speed.tsv"));
    Path work = Path.of(opt.getOrDefault("work", "target/model-speed"));
    int runs = Integer.parseInt(opt.getOrDefault("runs", "10"));
    int warm = Integer.parseInt(opt.getOrDefault("warm", "5"));
    double budget = Double.parseDouble(opt.getOrDefault("budget", "20"));
    boolean wholeOnly = opt.containsKey("whole-only");
    boolean whole = wholeOnly || opt.containsKey("whole");
    String joptRun = opt.getOrDefault("jopt-run", "bin/jopt-run");
    Corpus corpus = opt.containsKey("corpus") ? new Corpus(Path.of(opt.get("corpus")),
        Path.of(opt.getOrDefault("corpus-list", "bench/corpus/models.tsv")),
        opt.get("harness-cp")) : null;
    List<Path> files = corpus != null ? corpus.models(names) : new ArrayList<>();
    for (String set : corpus != null ? List.<String>of() : List.of("tiny", "graphs")) {
      try (var dirs = Files.list(models.resolve(set))) {
        for (Path d : dirs.sorted().toList()) {
          Path f = d.resolve(d.getFileName() + ".onnx");
          if (Files.exists(f) && (names.isEmpty() || names.contains(d.getFileName().toString())
              || names.contains(set + "/" + d.getFileName()))) {
            files.add(f);
          }
        }
      }
    }
    Files.createDirectories(out.toAbsolutePath().getParent());
    List<String> lines = new ArrayList<>();
    lines.add("# " + ManagementFactory.getOperatingSystemMXBean().getAvailableProcessors()
        + " processors, load average at start " + String.format(Locale.ROOT, "%.2f",
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
    lines.add(String.join("\t", "model", "ort_best_ms", "ort_median_ms", "ort_cpu_best_ms",
        "jopt_runs", "jopt_first_ms", "jopt_best_ms", "jopt_median_ms", "jopt_cpu_best_ms",
        "ratio_best", "ratio_cpu", "results", "whole_wall_s", "whole_client_cpu_s", "whole_exit",
        "inputs"));
    Files.write(out, lines, StandardCharsets.UTF_8);
    List<double[]> ratios = new ArrayList<>(); // wall, CPU
    for (Path f : files) {
      String name = corpus != null ? "corpus/" + Corpus.name(f)
          : f.getParent().getParent().getFileName() + "/" + f.getParent().getFileName();
      Path dir = work.resolve(name);
      Files.createDirectories(dir);
      System.err.println("model-speed: " + name);
      try {
        lines.add(wholeOnly ? wholeLine(name, whole(joptRun, f, dir))
            : measure(f, name, dir, warm, runs, budget, whole, joptRun, corpus, ratios));
      } catch (Exception e) {
        lines.add(name + "\terror: " + e);
      }
      Files.write(out, lines, StandardCharsets.UTF_8);
      System.err.println(lines.get(lines.size() - 1));
    }
    double[] logSum = new double[2];
    double[] max = new double[2];
    for (double[] r : ratios) {
      for (int k = 0; k < 2; k++) {
        logSum[k] += Math.log(r[k]);
        max[k] = Math.max(max[k], r[k]);
      }
    }
    int n = Math.max(1, ratios.size());
    String summary = String.format(Locale.ROOT,
        "# %d models: jopt/ort wall (best) geometric mean %.2fx, largest %.2fx; CPU (best) "
            + "geometric mean %.2fx, largest %.2fx; load average at end %.2f",
        ratios.size(), Math.exp(logSum[0] / n), max[0], Math.exp(logSum[1] / n), max[1],
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    lines.add(summary);
    Files.write(out, lines, StandardCharsets.UTF_8);
    System.err.println(summary);
  }

  private static String f2(double x) {
    return Double.isNaN(x) ? "-" : String.format(Locale.ROOT, "%.2f", x);
  }

  /** A line with only the whole process's columns (--whole-only). */
  private static String wholeLine(String name, double[] w) {
    return String.join("\t", name, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-",
        f2(w[0]), f2(w[1]), String.valueOf((int) w[2]), "-");
  }

  /** One model's line of the table; its ratio added to {@code ratios}. */
  private static String measure(Path f, String name, Path dir, int warm, int runs, double budget,
      boolean whole, String joptRun, Corpus corpus, List<double[]> ratios) throws Exception {
    ModelProto model = ModelProto.parseFrom(Files.readAllBytes(f));
    // the corpus's: [shapes for --input-shapes, files...]
    List<String> sized = corpus != null ? corpus.inputs(f, dir) : null;
    List<Path> inputs = sized != null
        ? sized.subList(1, sized.size()).stream().map(Path::of).toList()
        : inputs(model, f.getParent(), dir);
    String shapes = sized != null ? sized.get(0) : "";
    double[] ort = ort(model, inputs, dir, warm, runs);
    List<Path> expected = new ArrayList<>();
    for (int i = 0; Files.exists(dir.resolve("ort.output" + i + ".npy")); i++) {
      expected.add(dir.resolve("ort.output" + i + ".npy"));
    }
    // At most 3 runs per second of budget (60 at the default 20): a larger budget lets the JIT
    // finish compiling a tiny model's kernels before the second half of the runs.
    int repeat = (int) Math.max(8, Math.min(3 * budget, budget * 1000 / (40 * ort[0])));
    // A model's own weights: within 1e-3; stand-ins grow activations up to 1e24, where the
    // runtimes' orders of summation differ by more.
    String rtol = corpus != null || f.getParent().getParent().getFileName().toString()
        .equals("tiny") ? "1e-3" : "1e-2";
    double[] jopt = joptRun(joptRun, f, inputs, shapes, rtol, expected, repeat, dir);
    double[] wholeRun = whole ? whole(joptRun, f, dir)
        : new double[] {Double.NaN, Double.NaN, Double.NaN};
    double ratio = jopt[1] / ort[0];
    ratios.add(new double[] {ratio, jopt[3] / ort[2]});
    String line = String.join("\t", name, f2(ort[0]), f2(ort[1]), f2(ort[2]),
        String.valueOf(repeat), f2(jopt[0]), f2(jopt[1]), f2(jopt[2]), f2(jopt[3]), f2(ratio),
        f2(jopt[3] / ort[2]), jopt[4] == 0 ? "equal" : "differ",
        f2(wholeRun[0]), f2(wholeRun[1]),
        Double.isNaN(wholeRun[2]) ? "-" : String.valueOf((int) wholeRun[2]),
        shapes.isEmpty() ? "-" : shapes);
    return line;
  }

  // ---- the corpus

  /**
   * The corpus's models (docs/corpus.md): the files of {@code dir} that {@code list}
   * (bench/corpus/models.tsv) names, in its order; their inputs made by the harness's
   * jopt.corpus.SizedInputs on {@code harnessCp} at each model's small size.
   */
  private record Corpus(Path dir, Path list, String harnessCp) {
    static String name(Path model) {
      String f = model.getFileName().toString();
      return f.substring(0, f.length() - ".onnx".length());
    }

    /** models.tsv's lines (not comments) as fields. */
    private List<String[]> lines() throws IOException {
      List<String[]> out = new ArrayList<>();
      for (String l : Files.readAllLines(list)) {
        if (!l.isBlank() && !l.startsWith("#")) {
          out.add(l.split("\t", -1));
        }
      }
      return out;
    }

    List<Path> models(List<String> names) throws IOException {
      List<Path> files = new ArrayList<>();
      for (String[] f : lines()) {
        Path m = dir.resolve(f[0] + ".onnx");
        if (Files.exists(m) && (names.isEmpty() || names.contains(f[0])
            || names.contains("corpus/" + f[0]))) {
          files.add(m);
        }
      }
      return files;
    }

    /** The sizes field with only the first (small) size of each dimension: a=1,2;b=3,4 -> a=1;b=3. */
    static String smallSizes(String sizes) {
      return sizes.isBlank() || sizes.equals("-") ? "-"
          : sizes.replaceAll(",[^;]*", "");
    }

    /**
     * The model's inputs at its small size, written into {@code work} by SizedInputs: the shapes
     * of its dynamic inputs for --input-shapes ("" for none), then the .npy files.
     */
    List<String> inputs(Path model, Path work) throws Exception {
      if (harnessCp == null) {
        throw new IOException("--corpus needs --harness-cp (bench/model-speed.sh --corpus sets it)");
      }
      String[] line = lines().stream().filter(f -> f[0].equals(name(model))).findFirst()
          .orElseThrow();
      ProcessBuilder pb = new ProcessBuilder("java", "-cp", harnessCp, "jopt.corpus.SizedInputs",
          list.toString(), model.toString(), line[0],
          smallSizes(line.length > 5 ? line[5] : "-"), "-", work.toString());
      pb.redirectError(ProcessBuilder.Redirect.INHERIT);
      Process p = pb.start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (p.waitFor() != 0) {
        throw new IOException("SizedInputs failed on " + model);
      }
      String[] cols = out.lines().findFirst().orElseThrow().split("\t", -1);
      List<String> r = new ArrayList<>(List.of(cols[1]));
      r.addAll(Arrays.asList(cols[2].split(",")));
      return r;
    }
  }

  // ---- inputs

  /**
   * The model's inputs as .npy files in graph-input order: a tiny model's input.NAME.npy, else
   * made into {@code dir} (floats uniform in [-1, 1) from SplittableRandom(i), integers 0).
   */
  private static List<Path> inputs(ModelProto model, Path folder, Path dir) throws IOException {
    GraphProto g = model.getGraph();
    java.util.Set<String> inits = new java.util.HashSet<>();
    for (TensorProto t : g.getInitializerList()) {
      inits.add(t.getName());
    }
    List<Path> files = new ArrayList<>();
    int i = 0;
    for (ValueInfoProto v : g.getInputList()) {
      if (inits.contains(v.getName())) {
        continue;
      }
      Path given = folder.resolve("input." + v.getName() + ".npy");
      if (Files.exists(given)) {
        files.add(given);
        i++;
        continue;
      }
      var tt = v.getType().getTensorType();
      long[] shape = new long[tt.getShape().getDimCount()];
      long n = 1;
      for (int d = 0; d < shape.length; d++) {
        shape[d] = tt.getShape().getDim(d).getDimValue();
        n *= shape[d];
      }
      int type = tt.getElemType();
      Path file = dir.resolve("input." + v.getName() + ".npy");
      SplittableRandom r = new SplittableRandom(i);
      ByteBuffer b;
      String descr;
      if (type == TensorProto.DataType.FLOAT_VALUE) {
        descr = "<f4";
        b = ByteBuffer.allocate((int) n * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (long k = 0; k < n; k++) {
          b.putFloat((float) (r.nextDouble() * 2 - 1));
        }
      } else if (type == TensorProto.DataType.INT64_VALUE) {
        descr = "<i8";
        b = ByteBuffer.allocate((int) n * 8).order(ByteOrder.LITTLE_ENDIAN);
      } else if (type == TensorProto.DataType.INT32_VALUE) {
        descr = "<i4";
        b = ByteBuffer.allocate((int) n * 4).order(ByteOrder.LITTLE_ENDIAN);
      } else {
        throw new IOException("input '" + v.getName() + "' of ONNX type " + type);
      }
      writeNpy(file, descr, shape, b.array());
      files.add(file);
      i++;
    }
    return files;
  }

  private static void writeNpy(Path file, String descr, long[] shape, byte[] data) throws IOException {
    StringBuilder s = new StringBuilder();
    for (long d : shape) {
      s.append(d).append(", ");
    }
    String dims = shape.length == 1 ? shape[0] + "," : s.length() > 0 ? s.substring(0, s.length() - 2) : "";
    String header = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': (" + dims + "), }";
    int total = 10 + header.length() + 1;
    int pad = (64 - total % 64) % 64;
    header = header + " ".repeat(pad) + "\n";
    ByteBuffer b = ByteBuffer.allocate(10 + header.length() + data.length).order(ByteOrder.LITTLE_ENDIAN);
    b.put((byte) 0x93).put("NUMPY".getBytes(StandardCharsets.US_ASCII)).put((byte) 1).put((byte) 0);
    b.putShort((short) header.length()).put(header.getBytes(StandardCharsets.US_ASCII)).put(data);
    Files.write(file, b.array());
  }

  /** A .npy file's data (little endian, C order) and shape. */
  private record Npy(String descr, long[] shape, byte[] data) {
    static Npy read(Path file) throws IOException {
      byte[] all = Files.readAllBytes(file);
      int major = all[6];
      int headerLen = major == 1 ? (all[8] & 0xff) | (all[9] & 0xff) << 8
          : (all[8] & 0xff) | (all[9] & 0xff) << 8 | (all[10] & 0xff) << 16 | (all[11] & 0xff) << 24;
      int start = major == 1 ? 10 : 12;
      String header = new String(all, start, headerLen, StandardCharsets.US_ASCII);
      Matcher d = Pattern.compile("'descr':\\s*'([^']*)'").matcher(header);
      Matcher sh = Pattern.compile("'shape':\\s*\\(([^)]*)\\)").matcher(header);
      if (!d.find() || !sh.find()) {
        throw new IOException(file + ": not a .npy header: " + header);
      }
      long[] shape = Arrays.stream(sh.group(1).split(",")).map(String::strip)
          .filter(x -> !x.isEmpty()).mapToLong(Long::parseLong).toArray();
      return new Npy(d.group(1), shape, Arrays.copyOfRange(all, start + headerLen, all.length));
    }
  }

  // ---- onnxruntime

  /**
   * onnxruntime's best and median wall ms and best thread CPU ms over {@code runs} timed runs
   * after {@code warm} untimed ones; its outputs go to dir/ort.output{i}.npy.
   */
  private static double[] ort(ModelProto model, List<Path> inputs, Path dir, int warm, int runs)
      throws Exception {
    GraphProto.Builder g = model.getGraph().toBuilder();
    for (int i = 0; i < g.getInitializerCount(); i++) {
      TensorProto t = g.getInitializer(i);
      if (t.getDataLocation() != TensorProto.DataLocation.EXTERNAL) {
        continue;
      }
      long[] dims = t.getDimsList().stream().mapToLong(Long::longValue).toArray();
      byte[] data;
      if (t.getDataType() == TensorProto.DataType.FLOAT_VALUE) {
        data = ResourceValues.standInBytes(RankedTensorType.get(dims, FloatType.F32));
      } else {
        long n = 1;
        for (long d : dims) {
          n *= d;
        }
        int w = switch (t.getDataType()) {
          case TensorProto.DataType.INT64_VALUE, TensorProto.DataType.DOUBLE_VALUE -> 8;
          case TensorProto.DataType.INT32_VALUE -> 4;
          case TensorProto.DataType.INT16_VALUE -> 2;
          case TensorProto.DataType.BOOL_VALUE, TensorProto.DataType.INT8_VALUE,
              TensorProto.DataType.UINT8_VALUE -> 1;
          default -> throw new IOException("an elided weight of ONNX type " + t.getDataType());
        };
        data = new byte[(int) (n * w)]; // jopt-run's stand-in integers and booleans are 0
      }
      g.setInitializer(i, t.toBuilder().clearExternalData()
          .setDataLocation(TensorProto.DataLocation.DEFAULT)
          .setRawData(com.google.protobuf.ByteString.copyFrom(data)).build());
    }
    byte[] bytes = model.toBuilder().setGraph(g).build().toByteArray();
    OrtEnvironment env = OrtEnvironment.getEnvironment(OrtLoggingLevel.ORT_LOGGING_LEVEL_FATAL);
    try (OrtSession.SessionOptions so = new OrtSession.SessionOptions()) {
      so.setIntraOpNumThreads(1);
      so.setInterOpNumThreads(1);
      so.setExecutionMode(OrtSession.SessionOptions.ExecutionMode.SEQUENTIAL);
      so.setSessionLogLevel(OrtLoggingLevel.ORT_LOGGING_LEVEL_FATAL);
      try (OrtSession s = env.createSession(bytes, so)) {
        Map<String, OnnxTensor> feed = new LinkedHashMap<>();
        int k = 0;
        for (NodeInfo ni : s.getInputInfo().values()) {
          Npy a = Npy.read(inputs.get(k++));
          ByteBuffer b = ByteBuffer.allocateDirect(a.data().length).order(ByteOrder.nativeOrder());
          b.put(a.data()).rewind();
          OnnxJavaType jt = switch (a.descr()) {
            case "<f4" -> OnnxJavaType.FLOAT;
            case "<f2" -> OnnxJavaType.FLOAT16;
            case "<f8" -> OnnxJavaType.DOUBLE;
            case "<i8" -> OnnxJavaType.INT64;
            case "<i4" -> OnnxJavaType.INT32;
            case "|b1" -> OnnxJavaType.BOOL;
            default -> throw new IOException("input dtype " + a.descr());
          };
          feed.put(ni.getName(), OnnxTensor.createTensor(env, b, a.shape(), jt));
        }
        for (int r = 0; r < warm; r++) {
          s.run(feed).close();
        }
        double[] wall = new double[runs];
        double bestCpu = Double.MAX_VALUE;
        for (int r = 0; r < runs; r++) {
          long t0 = System.nanoTime();
          long c0 = THREADS.getCurrentThreadCpuTime();
          try (OrtSession.Result res = s.run(feed)) {
            wall[r] = (System.nanoTime() - t0) / 1e6;
            bestCpu = Math.min(bestCpu, (THREADS.getCurrentThreadCpuTime() - c0) / 1e6);
            if (r == runs - 1) {
              int i = 0;
              for (Map.Entry<String, OnnxValue> e : res) {
                writeOutput(dir.resolve("ort.output" + i++ + ".npy"), (OnnxTensor) e.getValue());
              }
            }
          }
        }
        for (OnnxTensor t : feed.values()) {
          t.close();
        }
        double[] sorted = wall.clone();
        Arrays.sort(sorted);
        return new double[] {sorted[0], sorted[runs / 2], bestCpu};
      }
    }
  }

  private static void writeOutput(Path file, OnnxTensor t) throws Exception {
    TensorInfo info = t.getInfo();
    ByteBuffer b = t.getByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
    byte[] data = new byte[b.remaining()];
    b.get(data);
    String descr = switch (info.type) {
      case FLOAT -> "<f4";
      case FLOAT16 -> "<f2";
      case DOUBLE -> "<f8";
      case INT64 -> "<i8";
      case INT32 -> "<i4";
      case BOOL -> "|b1";
      default -> throw new IOException("an output of type " + info.type);
    };
    writeNpy(file, descr, info.getShape(), data);
  }

  // ---- jopt-run

  private static final Pattern RUN = Pattern.compile(
      "jopt-run: run (\\d+): ([0-9.]+) ms wall, ([0-9.]+) ms CPU");

  /**
   * jopt-run's first run's wall ms, then best and median wall ms and best CPU ms of the second
   * half of the runs (the first half warms the JVM up), and 0 when its results matched
   * onnxruntime's (1 otherwise).
   */
  private static double[] joptRun(String joptRun, Path model, List<Path> inputs, String shapes,
      String rtol, List<Path> expected, int runs, Path dir) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(joptRun, model.toString(),
        "--args=" + join(inputs), "--repeat=" + runs, "--rtol=" + rtol, "--atol=1e-4"));
    if (!shapes.isEmpty()) {
      cmd.add("--input-shapes=" + shapes);
    }
    if (!expected.isEmpty()) {
      cmd.add("--expect=" + join(expected));
    }
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().put("JOPT_SERVER", "0");
    // the contraction kernels of jopt-run's default path, the server (bin/jopt-jvm.sh)
    pb.environment().put("JOPT_VECTOR", "1");
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    pb.redirectError(dir.resolve("jopt-run.stderr").toFile());
    int rc = pb.start().waitFor();
    String err = Files.readString(dir.resolve("jopt-run.stderr"));
    List<Double> later = new ArrayList<>();
    double first = Double.NaN;
    double bestCpu = Double.NaN;
    Matcher m = RUN.matcher(err);
    while (m.find()) {
      int run = Integer.parseInt(m.group(1));
      double w = Double.parseDouble(m.group(2));
      double c = Double.parseDouble(m.group(3));
      if (run == 1) {
        first = w;
      }
      if (run > runs / 2) {
        later.add(w);
        bestCpu = Double.isNaN(bestCpu) ? c : Math.min(bestCpu, c);
      }
    }
    later.sort(null);
    double best = later.isEmpty() ? Double.NaN : later.get(0);
    double median = later.isEmpty() ? Double.NaN : later.get(later.size() / 2);
    return new double[] {first, best, median, bestCpu, rc == 0 && !expected.isEmpty() ? 0 : 1};
  }

  /**
   * The whole process through jopt-memory-pipeline on the lowered model, in the warm jopt
   * server: wall s, CPU s (user + sys of the client), exit code.
   */
  private static double[] whole(String joptRun, Path model, Path dir) throws Exception {
    Path lowered = dir.resolve("lowered.mlir");
    String jopt = Path.of(joptRun).resolveSibling("jopt").toString();
    ProcessBuilder lower = new ProcessBuilder(jopt, model.toString(), "-p",
        "builtin.module(convert-onnx-to-linalg)", "-o", lowered.toString());
    lower.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    lower.redirectError(dir.resolve("lower.stderr").toFile());
    if (lower.start().waitFor() != 0) {
      return new double[] {Double.NaN, Double.NaN, -1};
    }
    Path times = dir.resolve("whole.time");
    List<String> cmd = List.of("/usr/bin/time", "-o", times.toString(), "-f", "%e %U %S",
        joptRun, lowered.toString(), "-e", "main_graph", "--args=random", "-p",
        "builtin.module(jopt-memory-pipeline)");
    int rc = 0;
    for (int call = 0; call < 2; call++) { // the first call warms the server up
      ProcessBuilder pb = new ProcessBuilder(cmd);
      pb.environment().remove("JOPT_SERVER");
      pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
      pb.redirectError(dir.resolve("whole.stderr").toFile());
      rc = pb.start().waitFor();
    }
    String[] t = Files.readString(times).strip().split("\\s+");
    int n = t.length;
    return new double[] {Double.parseDouble(t[n - 3]),
        Double.parseDouble(t[n - 2]) + Double.parseDouble(t[n - 1]), rc};
  }

  private static String join(List<Path> files) {
    StringBuilder sb = new StringBuilder();
    for (Path p : files) {
      sb.append(sb.length() == 0 ? "" : ",").append(p.toAbsolutePath());
    }
    return sb.toString();
  }
}
