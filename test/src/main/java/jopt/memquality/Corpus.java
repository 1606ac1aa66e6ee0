package jopt.memquality;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import jopt.fuzz.DeallocMode;
import jopt.fuzz.Program;
import jopt.fuzz.ProgramGenerator;
import jopt.interpreter.Interpreter;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.type.FunctionType;
import jopt.parser.Parser;
import jopt.tools.run.EntryArguments;
import net.jqwik.api.sessions.JqwikSession;

/**
 * The programs of the comparison: the written corpus (every {@code .mlir} file of a folder, its
 * {@code @main} arguments on a {@code // ARGS: a,b} line as jopt-run's {@code --args} takes
 * them) and programs of jopt's memory-program generator without deallocations.
 */
final class Corpus {
  private static final Pattern ARGS = Pattern.compile("(?m)^// ARGS:(.*)$");

  private Corpus() {}

  static List<BenchProgram> written(Path dir, String filter) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(f -> f.getFileName().toString().endsWith(".mlir")).sorted().toList();
    }
    List<BenchProgram> out = new ArrayList<>();
    for (Path f : files) {
      String name = f.getFileName().toString().replaceFirst("\\.mlir$", "");
      if (filter != null && !name.contains(filter)) {
        continue;
      }
      String text = Files.readString(f, StandardCharsets.UTF_8);
      out.add(new BenchProgram(name, text, arguments(name, text), false));
    }
    return out;
  }

  /** The {@code // ARGS:} words converted for @main's signature. */
  private static List<Object> arguments(String name, String text) {
    Matcher m = ARGS.matcher(text);
    List<String> words = new ArrayList<>();
    if (m.find() && !m.group(1).isBlank()) {
      Arrays.stream(m.group(1).split(",")).map(String::strip).forEach(words::add);
    }
    MLIRContext ctx = Transformer.context(new ArrayList<>());
    Operation module = Parser.parseSourceString(ctx, text, name);
    FunctionType sig = module == null ? null : new Interpreter(module).signature("main");
    if (sig == null) {
      throw new IllegalArgumentException(name + ": no @main");
    }
    return EntryArguments.convert(words, sig.getInputs(), "main");
  }

  /** {@code n} programs of the generator (no deallocations), drawn from {@code seed}. */
  static List<BenchProgram> generated(int n, long seed) {
    List<BenchProgram> out = new ArrayList<>();
    if (n <= 0) {
      return out;
    }
    JqwikSession.start();
    try {
      var gen = ProgramGenerator.programs(DeallocMode.NONE).generator(1000);
      Random r = new Random(seed);
      for (int i = 0; i < n; i++) {
        Program p = gen.next(r).value();
        out.add(new BenchProgram("gen-" + seed + "-" + i, p.text(),
            List.copyOf(p.entryArgs()), true));
      }
    } finally {
      JqwikSession.finish();
    }
    return out;
  }
}
