import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import jopt.dialects.Dialects;
import jopt.ir.Dialect;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;

/**
 * Issue 41's figures on how ops are written, per dialect: Java lines of its package in the
 * dialects module, ops registered, lines per op, and how each op's syntax is defined (a
 * declarative {@code .format}, hand-written parse/print, or the generic form only), and the
 * hand-written {@code parse(OpAsmParser ...)}/{@code print(OpAsmPrinter ...)} methods in its
 * sources with their lines.
 *
 * <p>Run: {@code java -cp tools/target/jopt.jar bench/OpFigures.java [ROOT]} (ROOT: the checkout
 * whose sources are counted; default "."). The ops are those of the jar's build.
 */
public final class OpFigures {
  public static void main(String[] args) throws IOException {
    Path base = Path.of(args.length > 0 ? args[0] : ".", "dialects/src/main/java/jopt/dialects");
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    try { // MLIR's test dialect, where the build has it
      Dialects.class.getMethod("registerTestDialect", MLIRContext.class).invoke(null, ctx);
    } catch (ReflectiveOperationException e) {
      // an older build
    }
    Map<String, int[]> rows = new TreeMap<>();
    for (Dialect d : ctx.getDialects()) {
      int[] r = rows.computeIfAbsent(d.getNamespace(), k -> new int[7]);
      for (OpDefinition def : d.getOperations()) {
        r[1]++;
        if (def.getSpec() != null && def.getSpec().format() != null) {
          r[2]++;
        } else if (def.hasCustomAssembly()) {
          r[3]++;
        } else {
          r[4]++;
        }
      }
    }
    try (Stream<Path> dirs = Files.list(base)) {
      for (Path dir : (Iterable<Path>) dirs.filter(Files::isDirectory)::iterator) {
        String ns = dir.getFileName().toString().replace("mlprogram", "ml_program");
        int[] r = rows.computeIfAbsent(ns, k -> new int[7]);
        try (Stream<Path> files = Files.walk(dir)) {
          for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
            List<String> lines = Files.readAllLines(f);
            r[0] += lines.size();
            for (int i = 0; i < lines.size(); i++) {
              if (ASM_METHOD.matcher(lines.get(i)).find()) {
                int n = bodyLines(lines, i);
                if (n > 0) {
                  r[5]++;
                  r[6] += n;
                }
              }
            }
          }
        }
      }
    }
    System.out.printf("%-14s%8s%6s%10s%8s%8s%9s%13s%7s%n", "dialect", "lines", "ops", "lines/op",
        "format", "custom", "generic", "parse/print", "lines");
    int[] t = new int[7];
    for (var e : rows.entrySet()) {
      int[] r = e.getValue();
      System.out.printf("%-14s%8d%6d%10.1f%8d%8d%9d%13d%7d%n", e.getKey(), r[0], r[1],
          r[1] == 0 ? 0.0 : (double) r[0] / r[1], r[2], r[3], r[4], r[5], r[6]);
      for (int i = 0; i < 7; i++) {
        t[i] += r[i];
      }
    }
    System.out.printf("%-14s%8d%6d%10.1f%8d%8d%9d%13d%7d%n", "total", t[0], t[1],
        (double) t[0] / t[1], t[2], t[3], t[4], t[5], t[6]);
  }

  /** A method named parse or print taking an OpAsmParser or OpAsmPrinter first. */
  private static final Pattern ASM_METHOD =
      Pattern.compile("\\b(parse|print)\\s*\\(\\s*(final\\s+)?(OpAsmParser|OpAsmPrinter)\\b");

  /** The lines of the method declared at line {@code i} through its closing brace; 0 without a body. */
  private static int bodyLines(List<String> lines, int i) {
    int depth = 0;
    boolean open = false;
    for (int j = i; j < lines.size(); j++) {
      String l = lines.get(j);
      if (!open && l.strip().endsWith(";")) {
        return 0;
      }
      for (char c : l.toCharArray()) {
        if (c == '{') {
          depth++;
          open = true;
        } else if (c == '}') {
          depth--;
        }
      }
      if (open && depth <= 0) {
        return j - i + 1;
      }
    }
    return 0;
  }
}
