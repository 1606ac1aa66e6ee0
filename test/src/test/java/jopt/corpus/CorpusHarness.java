package jopt.corpus;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import jopt.onnx.proto.TensorProto;

/**
 * The corpus harness: onnxruntime as the live oracle for jopt. Per model and size: deterministic
 * inputs ({@link Inputs}), onnxruntime's outputs (one thread), both as .npy in the cache; the ONNX
 * graph's live bound from onnxruntime's shapes; then jopt as a user runs it (import and
 * {@code convert-onnx-to-linalg} once per model; {@code jopt-run} on the same .npy inputs, plain,
 * through {@code jopt-deallocation-pipeline} after One-Shot Bufferize, and through
 * {@code jopt-memory-pipeline}), each result compared with onnxruntime's (rtol 1e-3, atol 1e-4).
 * One TSV line per model and size (see {@link #HEADER}).
 *
 * <p>Sets: {@code corpus} (bench/corpus/models.tsv, read from the cache), {@code tiny} (the five
 * models of ../shared/models/tiny with their inputs; onnxruntime is checked against their stored
 * onnxruntime outputs too) and {@code backend} (a sample of Debian's libonnx-testdata: the first
 * data set's inputs; onnxruntime checked against its outputs).
 *
 * <p>Usage: {@code CorpusHarness --root=REPO [--cache=DIR] [--out=FILE] [--timeout=SECONDS]
 * [--max-heap=GIB] [--sets=corpus,tiny,backend] [--every=N] [--shared=DIR] [--backend-data=DIR]
 * [--no-jopt] [--ort-opt=none|basic|extended|all] [NAME...]}; {@code --ort-opt} sets the oracle's
 * graph optimizations (default: onnxruntime's, all), which change its arithmetic ({@link
 * OrtSelfCheck}); {@code --max-heap}: the largest heap a jopt-run call that ran out of memory is
 * run again with (default {@link Jopt#MAX_HEAP_GIB}).
 */
public final class CorpusHarness {
  static final double RTOL = 1e-3;
  static final double ATOL = 1e-4;
  static final String HEADER = String.join("\t", "set", "model", "size", "inputs", "ort",
      "onnx_live_bound", "lower", "jopt", "jopt_maxdiff", "input_peak", "dealloc",
      "dealloc_maxdiff", "dealloc_peak", "memory", "memory_maxdiff", "memory_peak",
      "ort_vs_reference", "seconds", "first_error");

  /**
   * A model to run: its inputs per size are made, or given (tiny, backend) with references;
   * {@code problem} says why given data could not be read (null when they could).
   */
  record Case(String set, String name, Path model, CorpusList.Entry entry,
      List<List<Arr>> givenInputs, List<List<Arr>> references, String problem) {}

  final Path root;
  final Path cache;
  final Jopt jopt;
  final boolean runJopt;
  final Ort ort;

  CorpusHarness(Path root, Path cache, long timeout, boolean runJopt) {
    this(root, cache, timeout, runJopt, new Ort());
  }

  CorpusHarness(Path root, Path cache, long timeout, boolean runJopt, Ort ort) {
    this(root, cache, timeout, Jopt.MAX_HEAP_GIB, runJopt, ort);
  }

  CorpusHarness(Path root, Path cache, long timeout, int maxHeapGib, boolean runJopt, Ort ort) {
    this.ort = ort;
    this.root = root;
    this.cache = cache;
    this.jopt = new Jopt(root, timeout, maxHeapGib);
    this.runJopt = runJopt;
  }

  /** $JOPT_CORPUS, or ~/.cache/jopt/corpus: where fetch-corpus.sh keeps the models and runs. */
  public static Path defaultCache() {
    String env = System.getenv("JOPT_CORPUS");
    return env != null && !env.isEmpty() ? Path.of(env)
        : Path.of(System.getProperty("user.home"), ".cache", "jopt", "corpus");
  }

  public static void main(String[] args) throws Exception {
    Path root = Path.of(".");
    Path cache = defaultCache();
    Path out = null;
    long timeout = 600;
    int maxHeap = Jopt.MAX_HEAP_GIB;
    List<String> sets = List.of("corpus", "tiny", "backend");
    int every = 18;
    Path shared = null;
    Path tsvFile = null;
    Path backend = Path.of("/usr/share/libonnx-testdata/data");
    boolean runJopt = true;
    String ortOpt = "";
    List<String> names = new ArrayList<>();
    for (String a : args) {
      if (a.startsWith("--root=")) {
        root = Path.of(a.substring(7));
      } else if (a.startsWith("--cache=")) {
        cache = Path.of(a.substring(8));
      } else if (a.startsWith("--out=")) {
        out = Path.of(a.substring(6));
      } else if (a.startsWith("--timeout=")) {
        timeout = Long.parseLong(a.substring(10));
      } else if (a.startsWith("--max-heap=")) {
        maxHeap = Integer.parseInt(a.substring(11));
      } else if (a.startsWith("--sets=")) {
        sets = List.of(a.substring(7).split(","));
      } else if (a.startsWith("--every=")) {
        every = Integer.parseInt(a.substring(8));
      } else if (a.startsWith("--tsv=")) {
        tsvFile = Path.of(a.substring(6));
      } else if (a.startsWith("--shared=")) {
        shared = Path.of(a.substring(9));
      } else if (a.startsWith("--backend-data=")) {
        backend = Path.of(a.substring(15));
      } else if (a.startsWith("--ort-opt=")) {
        ortOpt = a.substring(10);
      } else if (a.equals("--no-jopt")) {
        runJopt = false;
      } else if (a.startsWith("--")) {
        System.err.println("corpus: unknown option " + a);
        System.exit(2);
      } else {
        names.add(a);
      }
    }
    root = root.toAbsolutePath().normalize();
    if (shared == null) {
      shared = root.resolve("../shared/models").normalize();
    }
    CorpusHarness h = new CorpusHarness(root, cache, timeout, maxHeap, runJopt, Ort.at(ortOpt));
    List<Case> cases = new ArrayList<>();
    if (sets.contains("corpus")) {
      cases.addAll(h.corpusCases(tsvFile != null ? tsvFile : root.resolve("bench/corpus/models.tsv")));
    }
    if (sets.contains("tiny")) {
      cases.addAll(tinyCases(shared.resolve("tiny")));
    }
    if (sets.contains("backend")) {
      cases.addAll(backendCases(backend, every));
    }
    if (!names.isEmpty()) {
      cases.removeIf(c -> !names.contains(c.name()) && !names.contains(c.set() + "/" + c.name()));
    }
    PrintStream tsv = out == null ? System.out
        : new PrintStream(Files.newOutputStream(out), true, StandardCharsets.UTF_8);
    tsv.println(HEADER);
    int rows = 0;
    int ok = 0;
    for (Case c : cases) {
      System.err.println("corpus: " + c.set() + "/" + c.name());
      for (Row r : h.run(c)) {
        // the data file names no machine's folders
        tsv.println(r.tsv().replace(cache.toAbsolutePath().normalize() + "/", "$JOPT_CORPUS/")
            .replace(root + "/", ""));
        rows++;
        ok += r.allPass() ? 1 : 0;
        System.err.println("  " + r.summary());
      }
    }
    tsv.flush();
    System.err.println("corpus: " + ok + " of " + rows + " model sizes match onnxruntime through every pipeline");
    System.exit(0);
  }

  List<Case> corpusCases(Path tsv) throws IOException {
    List<Case> cases = new ArrayList<>();
    for (CorpusList.Entry e : CorpusList.read(tsv)) {
      cases.add(new Case("corpus", e.name(), cache.resolve("models").resolve(e.name() + ".onnx"), e,
          null, null, null));
    }
    return cases;
  }

  /** ../shared/models/tiny/NAME: NAME.onnx, input.*.npy, ort.output*.npy. */
  static List<Case> tinyCases(Path tiny) throws IOException {
    List<Case> cases = new ArrayList<>();
    if (!Files.isDirectory(tiny)) {
      System.err.println("corpus: no " + tiny + ": the tiny models are not run");
      return cases;
    }
    try (Stream<Path> s = Files.list(tiny)) {
      for (Path d : s.filter(Files::isDirectory).sorted().toList()) {
        String name = d.getFileName().toString();
        cases.add(new Case("tiny", name, d.resolve(name + ".onnx"), null,
            List.of(readAll(d, "input.")), List.of(readAll(d, "ort.output")), null));
      }
    }
    return cases;
  }

  private static List<Arr> readAll(Path dir, String prefix) throws IOException {
    List<Arr> arrs = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : s.filter(p -> p.getFileName().toString().startsWith(prefix)
          && p.toString().endsWith(".npy")).sorted(Comparator.comparing(Path::toString)).toList()) {
        arrs.add(Arr.read(p));
      }
    }
    return arrs;
  }

  /** Every {@code every}-th backend test in sorted order from the first (CI's sample at 18). */
  static List<Case> backendCases(Path data, int every) throws IOException {
    List<Case> cases = new ArrayList<>();
    if (!Files.isDirectory(data)) {
      System.err.println("corpus: no " + data + ": the backend tests are not run");
      return cases;
    }
    List<Path> all = new ArrayList<>();
    for (String suite : List.of("node", "pytorch-converted", "pytorch-operator", "simple")) {
      if (Files.isDirectory(data.resolve(suite))) {
        try (Stream<Path> s = Files.list(data.resolve(suite))) {
          all.addAll(s.filter(Files::isDirectory).toList());
        }
      }
    }
    all.sort(Comparator.comparing(Path::toString));
    for (int i = 0; i < all.size(); i += every) {
      Path d = all.get(i);
      Path set = d.resolve("test_data_set_0");
      List<Arr> in = new ArrayList<>();
      List<Arr> ref = new ArrayList<>();
      String bad = null;
      try {
        for (int k = 0; Files.exists(set.resolve("input_" + k + ".pb")); k++) {
          in.add(fromTensorProto(set.resolve("input_" + k + ".pb")));
        }
        for (int k = 0; Files.exists(set.resolve("output_" + k + ".pb")); k++) {
          ref.add(fromTensorProto(set.resolve("output_" + k + ".pb")));
        }
      } catch (IOException | RuntimeException e) {
        bad = e.getMessage() != null ? e.getMessage() : e.toString();
      }
      String name = d.getParent().getFileName() + "/" + d.getFileName();
      cases.add(new Case("backend", name, d.resolve("model.onnx"), null,
          bad == null ? List.of(in) : null, bad == null ? List.of(ref) : null, bad));
    }
    return cases;
  }

  /** An ONNX TensorProto file as an {@link Arr} (raw_data or the typed fields). */
  static Arr fromTensorProto(Path file) throws IOException {
    TensorProto t = TensorProto.parseFrom(Files.readAllBytes(file));
    int type = t.getDataType();
    int w = Arr.width(type);
    if (w == 0) {
      throw new IllegalArgumentException(file.getFileName() + ": a tensor of "
          + Arr.typeName(type) + " is not held by the harness");
    }
    long[] shape = t.getDimsList().stream().mapToLong(Long::longValue).toArray();
    int n = (int) Arr.count(shape);
    if (!t.getRawData().isEmpty()) {
      return new Arr(type, shape, t.getRawData().toByteArray());
    }
    ByteBuffer b = ByteBuffer.allocate(n * w).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < n; i++) {
      switch (type) {
        case Arr.FLOAT -> b.putFloat(t.getFloatData(i));
        case Arr.DOUBLE -> b.putDouble(t.getDoubleData(i));
        case Arr.INT64 -> b.putLong(t.getInt64Data(i));
        case Arr.UINT32, Arr.UINT64 -> {
          if (type == Arr.UINT32) {
            b.putInt((int) t.getUint64Data(i));
          } else {
            b.putLong(t.getUint64Data(i));
          }
        }
        case Arr.INT32 -> b.putInt(t.getInt32Data(i));
        case Arr.INT16, Arr.UINT16, Arr.FLOAT16 -> b.putShort((short) t.getInt32Data(i));
        case Arr.INT8, Arr.UINT8, Arr.BOOL -> b.put((byte) t.getInt32Data(i));
        default -> throw new IllegalArgumentException("element type " + type);
      }
    }
    return new Arr(type, shape, b.array());
  }

  /** One TSV line. */
  static final class Row {
    String set;
    String model;
    String size = "-";
    String inputs = "-";
    String ort = "-";
    long liveBound = -1;
    String lower = "-";
    Step plain = new Step();
    long inputPeak = -1;
    Step dealloc = new Step();
    Step memory = new Step();
    String ortVsReference = "-";
    double seconds;
    String error = "";

    boolean allPass() {
      return plain.status.equals("pass") && dealloc.status.equals("pass") && memory.status.equals("pass");
    }

    void fail(String why) {
      if (error.isEmpty()) {
        error = why.replaceAll("[\t\r\n]+", " ");
        if (error.length() > 400) {
          error = error.substring(0, 400) + "...";
        }
      }
    }

    String tsv() {
      return String.join("\t", set, model, size, inputs, ort, num(liveBound), lower,
          plain.status, diff(plain.maxDiff), num(inputPeak), dealloc.status, diff(dealloc.maxDiff),
          num(dealloc.peak), memory.status, diff(memory.maxDiff), num(memory.peak), ortVsReference,
          String.format(Locale.ROOT, "%.1f", seconds), error);
    }

    String summary() {
      return String.format(Locale.ROOT, "%-8s ort %-4s lower %-4s jopt %-4s dealloc %-4s memory %-4s %s",
          size, ort, lower, plain.status, dealloc.status, memory.status,
          error.length() > 160 ? error.substring(0, 160) + "..." : error);
    }
  }

  /** A jopt-run's outcome: pass, fail (error or mismatch), or - (not run). */
  static final class Step {
    String status = "-";
    double maxDiff = Double.NaN;
    long peak = -1;
  }

  static String num(long v) {
    return v < 0 ? "-" : Long.toString(v);
  }

  static String diff(double d) {
    return Double.isNaN(d) ? "-" : String.format(Locale.ROOT, "%.2g", d);
  }

  /** Runs one case at each of its sizes. */
  List<Row> run(Case c) throws IOException, InterruptedException {
    List<Row> rows = new ArrayList<>();
    long start = System.nanoTime();
    Row base = new Row();
    base.set = c.set();
    base.model = c.name();
    ModelInfo info;
    try {
      info = ModelInfo.read(c.model());
    } catch (IOException | RuntimeException e) {
      base.ort = "-";
      base.fail("cannot read the model: " + Ort.firstLine(e));
      rows.add(base);
      return rows;
    }
    Path dir = cache.resolve("runs").resolve(c.set()).resolve(c.name().replace('/', '_'));
    Files.createDirectories(dir);
    // import and lower once per model: the lowered module serves every size
    String lowerError = null;
    Path linalg = dir.resolve("linalg.mlir");
    if (runJopt) {
      Files.deleteIfExists(linalg);
      Jopt.Call lower = jopt.jopt(dir, "lower", c.model().toString(), "-p", Jopt.LOWER, "-o", linalg.toString());
      if (!lower.ok()) {
        Jopt.Call imp = jopt.jopt(dir, "import", c.model().toString(), "-o", "/dev/null");
        lowerError = imp.ok() ? "lower: " + lower.firstError() : "import: " + imp.firstError();
      }
    }
    int sizes = c.givenInputs() != null ? c.givenInputs().size() : Inputs.sizeCount(info);
    if (c.givenInputs() == null && c.entry() == null) {
      base.fail("the test's data cannot be read: " + c.problem());
      rows.add(base);
      return rows;
    }
    List<String> names = info.inputs().stream().map(ModelInfo.Value::name).toList();
    for (int k = 0; k < sizes; k++) {
      Row r = new Row();
      r.set = c.set();
      r.model = c.name();
      r.size = sizes == 1 ? "static" : k == 0 ? "small" : "large";
      long t0 = System.nanoTime();
      Path sd = dir.resolve(r.size);
      Files.createDirectories(sd);
      List<Arr> inputs;
      try {
        inputs = c.givenInputs() != null ? c.givenInputs().get(k) : Inputs.make(info, c.entry(), k);
      } catch (IllegalArgumentException e) {
        r.ort = "-";
        r.fail("inputs: " + e.getMessage());
        rows.add(r);
        continue;
      }
      r.inputs = Inputs.shapes(inputs);
      List<String> args = new ArrayList<>();
      for (int i = 0; i < inputs.size(); i++) {
        Path p = sd.resolve("in" + i + ".npy");
        inputs.get(i).write(p);
        args.add(p.toString());
      }
      // the oracle
      List<Arr> expected = new ArrayList<>();
      try {
        Map<String, Arr> outs = ort.run(c.model(), names.subList(0, Math.min(names.size(), inputs.size())), inputs);
        int i = 0;
        for (Arr a : outs.values()) {
          a.write(sd.resolve("ort" + i++ + ".npy"));
          expected.add(a);
        }
        r.ort = "ok";
      } catch (Exception e) {
        r.ort = "fail";
        r.fail("onnxruntime: " + Ort.firstLine(e));
      }
      if (r.ort.equals("ok") && c.references() != null) {
        Cmp cmp = compare(expected, c.references().get(k), 1e-3, 1e-5);
        r.ortVsReference = (cmp.pass ? "ok " : "differs ") + diff(cmp.maxDiff);
      }
      if (r.ort.equals("ok")) {
        Ort.LiveBound lb = ort.liveBound(info.proto(), names, inputs);
        r.liveBound = lb.bytes();
        if (lb.bytes() < 0) {
          System.err.println("  no live bound: " + lb.why());
        }
      }
      if (runJopt && r.ort.equals("ok")) {
        runJopt(r, linalg, lowerError, sd, args, expected);
      }
      r.seconds = (System.nanoTime() - t0) / 1e9 + (k == 0 ? (t0 - start) / 1e9 : 0);
      rows.add(r);
    }
    return rows;
  }

  private void runJopt(Row r, Path linalg, String lowerError, Path sd, List<String> args,
      List<Arr> expected) throws IOException, InterruptedException {
    if (lowerError != null) {
      r.lower = lowerError.startsWith("import") ? "fail-import" : "fail";
      r.plain.status = "fail";
      r.fail(lowerError);
      return;
    }
    r.lower = "ok";
    String argList = "--args=" + String.join(",", args);
    // plain: the bufferized input, as jopt-run runs a tensor program
    Jopt.Call plain = jopt.run(sd, "jopt", linalg.toString(), "-e", "main_graph", argList,
        "--dump-results=" + sd.resolve("jopt"));
    judge(r.plain, plain, sd.resolve("jopt"), expected, r, "jopt-run");
    r.plain.peak = plain.heap("heap", "total-peak-bytes");
    if (!plain.ok()) {
      return; // the pipelines run the same input first
    }
    Jopt.Call d = jopt.run(sd, "dealloc", linalg.toString(), "-e", "main_graph", argList,
        "-p", Jopt.DEALLOC, "--dump-results=" + sd.resolve("dealloc"));
    judge(r.dealloc, d, sd.resolve("dealloc"), expected, r, "jopt-deallocation-pipeline");
    r.dealloc.peak = d.heap("heap after", "total-peak-bytes");
    r.inputPeak = d.heap("heap before", "total-peak-bytes");
    Jopt.Call m = jopt.run(sd, "memory", linalg.toString(), "-e", "main_graph", argList,
        "-p", Jopt.MEMORY, "--dump-results=" + sd.resolve("memory"));
    judge(r.memory, m, sd.resolve("memory"), expected, r, "jopt-memory-pipeline");
    r.memory.peak = m.heap("heap after", "total-peak-bytes");
  }

  private static void judge(Step s, Jopt.Call call, Path results, List<Arr> expected, Row r,
      String what) throws IOException {
    if (!call.ok()) {
      s.status = "fail";
      r.fail(what + ": " + call.firstError());
      return;
    }
    List<Arr> got = new ArrayList<>();
    for (int i = 0; i < expected.size(); i++) {
      Path p = results.resolve("result" + i + ".npy");
      if (!Files.exists(p)) {
        s.status = "fail";
        r.fail(what + ": no result #" + i + " (the model has " + expected.size() + " outputs)");
        return;
      }
      got.add(Arr.read(p));
    }
    Cmp cmp = compare(got, expected, RTOL, ATOL);
    s.maxDiff = cmp.maxDiff;
    s.status = cmp.pass ? "pass" : "fail";
    if (!cmp.pass) {
      r.fail(what + ": " + cmp.why);
    }
  }

  /**
   * The comparison of results with expected values: pass, the max abs difference, the elements
   * outside the tolerance, why not (the first of them).
   */
  record Cmp(boolean pass, double maxDiff, long outside, String why) {}

  static Cmp compare(List<Arr> got, List<Arr> want, double rtol, double atol) {
    double max = 0;
    long outside = 0;
    String why = null;
    if (got.size() != want.size()) {
      return new Cmp(false, Double.NaN, 0, got.size() + " results, onnxruntime gives " + want.size());
    }
    for (int i = 0; i < want.size(); i++) {
      Arr g = got.get(i);
      Arr w = want.get(i);
      if (!java.util.Arrays.equals(g.shape(), w.shape())) {
        if (why == null) {
          why = "result #" + i + " has shape " + g.shapeText() + ", onnxruntime's " + w.shapeText();
        }
        continue;
      }
      // jopt-run writes signless integers as signed: an unsigned result is read back unsigned
      long wrap = g.elemType() != w.elemType() && Arr.width(g.elemType()) == Arr.width(w.elemType())
          && unsigned(w.elemType()) && Arr.width(w.elemType()) < 8 ? 1L << (8 * Arr.width(w.elemType())) : 0;
      for (int j = 0; j < w.count(); j++) {
        double a = g.get(j);
        double b = w.get(j);
        if (wrap != 0 && a < 0) {
          a += wrap;
        }
        if (Double.isNaN(a) && Double.isNaN(b) || a == b) {
          continue;
        }
        double d = Math.abs(a - b);
        if (Double.isNaN(d)) {
          d = Double.POSITIVE_INFINITY;
        }
        max = Math.max(max, d);
        if (d <= atol + rtol * Math.abs(b)) {
          continue;
        }
        outside++;
        if (why == null) {
          why = String.format(Locale.ROOT, "result #%d differs at element %d: %s, onnxruntime %s",
              i, j, a, b);
        }
      }
    }
    return new Cmp(why == null, max, outside, why == null ? "" : why);
  }

  static boolean unsigned(int elemType) {
    return elemType == Arr.UINT8 || elemType == Arr.UINT16 || elemType == Arr.UINT32;
  }

  static Map<String, Arr> byName(List<String> names, List<Arr> arrs) {
    Map<String, Arr> m = new LinkedHashMap<>();
    for (int i = 0; i < arrs.size(); i++) {
      m.put(names.get(i), arrs.get(i));
    }
    return m;
  }
}
