package jopt.tools.translate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.support.Utf8;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.support.Invocation;
import jopt.api.InputLoader;
import jopt.ir.Operation;
import jopt.tools.common.OnnxInput;
import jopt.tools.common.ProcessExit;
import jopt.tools.common.StandardStreams;

/**
 * {@code jopt-translate --import-onnx model.onnx [-o out.mlir] [--mlir-print-op-generic]}: an
 * ONNX model into onnx-mlir's onnx dialect, as mlir-translate's importers are spelled. Errors
 * read {@code model.onnx: error: node 'X' (Conv): ...} and exit 1.
 */
public final class JoptTranslate {
  static final String NAME = "jopt-translate";
  private static final String USAGE = "OVERVIEW: translates into MLIR\n\n"
      + "USAGE: jopt-translate --import-onnx [options] <input file>\n\n"
      + "OPTIONS:\n"
      + "  --import-onnx            Import an ONNX model (protobuf) into the onnx dialect\n"
      + "  -o <filename>            Output filename (default: standard output)\n"
      + "  --mlir-print-op-generic  Print the generic op form\n"
      + "  --input-shapes=<INPUT:D1xD2,...>\n"
      + "                           Fix the shapes of the model's inputs, each by name or position\n"
      + "                           (x:1x3x640x640, 0:1x3x640x640; ? keeps a size), as onnx-mlir's\n"
      + "                           --shapeInformation\n"
      + "  --dim-params=<NAME=N,...> Fix the model's symbolic dimensions by name (batch=1,seq=128)\n"
      + "  --dim-range=<NAME=LO:HI,...> Declare the range of symbolic dimensions left dynamic (batch=1:64)\n"
      + "  --help                   Display available options\n";

  private JoptTranslate() {}

  public static void main(String[] args) {
    PrintStream err = ProcessExit.stderr();
    PrintStream out = new PrintStream(StandardStreams.stdout(), false, Utf8.CHARSET);
    int code;
    try {
      code = run(args, out, err, Invocation.process());
    } catch (OutOfMemoryError e) {
      code = ProcessExit.outOfMemory(NAME, err);
    }
    out.flush();
    err.flush();
    ProcessExit.halt(code);
  }

  /** Runs the command; returns the exit code. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    return run(args, out, err, Invocation.embedded());
  }

  /**
   * Runs the command for {@code invocation}: the model's and {@code -o}'s names are resolved
   * against its directory, {@code -o} is created with its umask (the jopt server's requests).
   */
  public static int run(String[] args, PrintStream out, PrintStream err, Invocation invocation) {
    return ProcessExit.call(out, err, () -> runHere(args, out, err, invocation));
  }

  private static int runHere(String[] args, PrintStream out, PrintStream err,
      Invocation invocation) {
    boolean importOnnx = false;
    boolean generic = false;
    String output = "-";
    String input = null;
    String inputShapes = null;
    String dimParams = null;
    String dimRanges = null;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "--import-onnx", "-import-onnx" -> importOnnx = true;
        case "--mlir-print-op-generic", "-mlir-print-op-generic" -> generic = true;
        case "--help", "-help", "-h" -> {
          out.print(USAGE);
          return 0;
        }
        case "-o" -> {
          if (++i == args.length) {
            err.println(NAME + ": for the -o option: requires a value!");
            return 1;
          }
          output = args[i];
        }
        case "--input-shapes", "-input-shapes", "--dim-params", "-dim-params", "--dim-range", "-dim-range" -> {
          if (++i == args.length) {
            err.println(NAME + ": for the " + a + " option: requires a value!");
            return 1;
          }
          if (a.endsWith("input-shapes")) {
            inputShapes = args[i];
          } else if (a.endsWith("dim-range")) {
            dimRanges = args[i];
          } else {
            dimParams = args[i];
          }
        }
        default -> {
          if (a.startsWith("--input-shapes=") || a.startsWith("-input-shapes=")) {
            inputShapes = a.substring(a.indexOf('=') + 1);
          } else if (a.startsWith("--dim-params=") || a.startsWith("-dim-params=")) {
            dimParams = a.substring(a.indexOf('=') + 1);
          } else if (a.startsWith("--dim-range=") || a.startsWith("-dim-range=")) {
            dimRanges = a.substring(a.indexOf('=') + 1);
          } else if (a.startsWith("-o=")) {
            output = a.substring(3);
          } else if (a.startsWith("-") && !a.equals("-")) {
            err.println(NAME + ": Unknown command line argument '" + a + "'.  Try: '" + NAME + " --help'");
            return 1;
          } else if (input != null) {
            err.println(NAME + ": Too many positional arguments specified!");
            return 1;
          } else {
            input = a;
          }
        }
      }
    }
    if (!importOnnx) {
      err.println(NAME + ": no translation given; the one there is: --import-onnx");
      return 1;
    }
    if (input == null || input.equals("-")) {
      err.println(NAME + ": --import-onnx reads a model file (its external data lies beside it), not standard input");
      return 1;
    }
    Path file = invocation.resolve(input);
    if (!Files.isRegularFile(file)) {
      err.println("cannot open input file '" + input + "': No such file or directory");
      return 1;
    }
    jopt.onnx.ImportOptions options = OnnxInput.importOptions(inputShapes, dimParams, dimRanges, NAME, err);
    if (options == null) {
      return 1;
    }
    MLIRContext ctx = Dialects.registerAll(new MLIRContext()).setInvocation(invocation);
    Operation module = InputLoader.translate(InputLoader.of(options).lookup("import-onnx"), ctx,
        input, file, err);
    if (module == null) {
      return 1;
    }
    String text = AsmPrinter.print(module, PrintingFlags.defaults().withGenericOpForm(generic)
        .withAssumeVerified(true)) + "\n";
    try {
      if (output.equals("-")) {
        out.print(text);
        out.flush();
      } else {
        invocation.writeFile(output, text.getBytes(Utf8.CHARSET));
      }
    } catch (IOException e) {
      err.println("cannot open output file '" + output + "': "
          + jopt.support.FileErrors.reason(e));
      return 1;
    }
    return 0;
  }
}
