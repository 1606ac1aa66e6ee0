package jopt.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The harness's inputs of a corpus model at sizes other than models.tsv's two: the model's line
 * with its size table (and optionally its input values) replaced, then {@link Inputs#make} per
 * size column, so the values are made as run-corpus.sh makes them. Used by
 * bench/corpus/dynamic-vs-static.sh.
 *
 * <p>Usage: {@code SizedInputs MODELS.TSV MODEL.ONNX NAME 'DIM=A,B,C;...' 'INPUT=SPEC;...'|- DIR}.
 * Writes {@code DIR/<k>/in<i>.npy} for each size column k (as many as the longest size list) and
 * prints one line per column: k, the inputs' shapes for the importer's {@code --input-shapes}
 * ({@code 0:1x16,1:1x16}, the inputs with a dynamic dimension only) and the {@code .npy} files
 * for jopt-run's {@code --args}.
 */
public final class SizedInputs {
  private SizedInputs() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 6) {
      System.err.println("usage: SizedInputs MODELS.TSV MODEL.ONNX NAME SIZES INPUTS|- DIR");
      System.exit(2);
    }
    String name = args[2];
    CorpusList.Entry line = CorpusList.read(Path.of(args[0])).stream()
        .filter(e -> e.name().equals(name)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException(name + " is not in " + args[0]));
    Map<String, long[]> sizes = CorpusList.sizes(args[3]);
    Map<String, String> values = new LinkedHashMap<>(line.inputs());
    values.putAll(CorpusList.overrides(args[4]));
    CorpusList.Entry e = new CorpusList.Entry(line.name(), line.source(), line.file(),
        line.sha256(), line.domain(), sizes, values);
    ModelInfo info = ModelInfo.read(Path.of(args[1]));
    int columns = sizes.values().stream().mapToInt(s -> s.length).max().orElse(1);
    Path dir = Path.of(args[5]);
    for (int k = 0; k < columns; k++) {
      Path sd = dir.resolve(Integer.toString(k));
      Files.createDirectories(sd);
      List<Arr> inputs = Inputs.make(info, e, k);
      StringBuilder shapes = new StringBuilder();
      StringBuilder files = new StringBuilder();
      for (int i = 0; i < inputs.size(); i++) {
        Path p = sd.resolve("in" + i + ".npy");
        inputs.get(i).write(p);
        files.append(i == 0 ? "" : ",").append(p);
        ModelInfo.Value v = info.inputs().get(i);
        if (v.dims() != null && v.dims().stream().anyMatch(ModelInfo.Dim::dynamic)) {
          shapes.append(shapes.length() == 0 ? "" : ",").append(i).append(':')
              .append(inputs.get(i).shapeText());
        }
      }
      System.out.println(k + "\t" + shapes + "\t" + files);
    }
  }
}
