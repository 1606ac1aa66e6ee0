package jopt.corpus;

import ai.onnxruntime.OrtSession.SessionOptions.OptLevel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * onnxruntime against itself: each corpus model run at onnxruntime's default graph optimizations
 * (the harness's oracle) and again at each other level, on the harness's inputs, compared with the
 * harness's tolerance (rtol 1e-3, atol 1e-4). Shows where the tolerance is tighter than the
 * oracle's own arithmetic: a level that rewrites the graph (fusions, NCHWc layouts) sums in another
 * order, as any other engine does.
 *
 * <p>Usage: {@code OrtSelfCheck CACHE MODELS.tsv NAME...}. Prints one tab-separated line per model,
 * size and level: max |level - default|, the elements outside the tolerance, and their count.
 */
public final class OrtSelfCheck {
  private OrtSelfCheck() {}

  public static void main(String[] args) throws Exception {
    Path cache = Path.of(args[0]);
    List<String> wanted = List.of(args).subList(2, args.length);
    Ort oracle = new Ort();
    List<OptLevel> levels = List.of(OptLevel.NO_OPT, OptLevel.BASIC_OPT, OptLevel.EXTENDED_OPT);
    System.out.println("model\tsize\tinputs\tlevel\tmax_diff\toutside\telements");
    for (CorpusList.Entry e : CorpusList.read(Path.of(args[1]))) {
      if (!wanted.isEmpty() && !wanted.contains(e.name())) {
        continue;
      }
      Path model = cache.resolve("models").resolve(e.name() + ".onnx");
      ModelInfo info = ModelInfo.read(model);
      List<String> names = info.inputs().stream().map(ModelInfo.Value::name).toList();
      int sizes = Inputs.sizeCount(info);
      for (int k = 0; k < sizes; k++) {
        List<Arr> inputs = Inputs.make(info, e, k);
        List<String> fed = names.subList(0, Math.min(names.size(), inputs.size()));
        List<Arr> want = new ArrayList<>(oracle.run(model, fed, inputs).values());
        String size = sizes == 1 ? "static" : k == 0 ? "small" : "large";
        for (OptLevel level : levels) {
          List<Arr> got = new ArrayList<>(new Ort(level).run(model, fed, inputs).values());
          CorpusHarness.Cmp cmp = CorpusHarness.compare(got, want, CorpusHarness.RTOL, CorpusHarness.ATOL);
          long elements = want.stream().mapToLong(Arr::count).sum();
          System.out.printf(Locale.ROOT, "%s\t%s\t%s\t%s\t%.3g\t%d\t%d%n", e.name(), size,
              Inputs.shapes(inputs), level, cmp.maxDiff(), cmp.outside(), elements);
        }
      }
    }
    System.exit(0);
  }
}
