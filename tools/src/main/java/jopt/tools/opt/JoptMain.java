package jopt.tools.opt;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import jopt.api.InputLoader;
import jopt.api.Translation;
import jopt.support.SourceMgr;
import jopt.support.Utf8;
import jopt.parser.SourceFile;
import jopt.passes.Passes;
import jopt.passmanager.PassRegistry;
import jopt.passmanager.PassTiming;
import jopt.support.FileBytes;
import jopt.support.FileErrors;
import jopt.support.Invocation;
import jopt.support.OutputFile;
import jopt.tools.common.ProcessExit;
import jopt.tools.common.StandardStreams;
import jopt.tools.common.WriteErrorRecorder;

/**
 * The jopt driver, usable in-process: {@link #run} reads the input, optionally splits it,
 * processes every chunk with a fresh MLIRContext and writes the merged output, as
 * MlirOptMain does. Nothing is static but constants, so concurrent runs are independent.
 */
public final class JoptMain {
  /**
   * Output buffered before it is written: small outputs are written once, at the end. Not
   * larger: a fresh buffer is zeroed and faulted in, 0.6 ms for 1 MiB on a small run.
   */
  private static final int OUTPUT_BUFFER = 1 << 16;

  private JoptMain() {}

  /** Runs jopt with {@code args}; returns the process exit code (0 ok, 1 error). */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    return run(args, in, out, err, Passes.createTestRegistry());
  }

  /**
   * Runs jopt with the passes of {@code registry}: a library user's own passes become flags
   * and pipeline names, as with MlirOptMain and a custom registry.
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err,
      PassRegistry registry) {
    return run(args, in, out, err, registry, Invocation.embedded());
  }

  /**
   * Runs jopt for {@code invocation}: relative file names, the input's, {@code -o}'s and those of
   * pass options, are resolved against its directory, its files are created with its umask, and
   * it is cancelled through it (the jopt server's requests).
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err,
      PassRegistry registry, Invocation invocation) {
    return ProcessExit.call(out, err, () -> {
      JoptCommandLine.Result r = JoptCommandLine.parse(args, out, err, registry);
      if (r instanceof JoptCommandLine.Exit exit) {
        return exit.code();
      }
      return run(((JoptCommandLine.Run) r).options(), in, out, err, registry, invocation);
    });
  }

  /**
   * The jopt command on the process's streams: {@link #run}, then standard output checked as
   * mlir-opt's is (a write error is an error, not a silent success).
   */
  public static int runProcess(String[] args) {
    WriteErrorRecorder stdout = new WriteErrorRecorder(StandardStreams.stdout());
    PrintStream out = new PrintStream(stdout, false, Utf8.CHARSET);
    WriteErrorRecorder stderr = new WriteErrorRecorder(
        new java.io.FileOutputStream(java.io.FileDescriptor.err));
    PrintStream err = new PrintStream(stderr, true, Utf8.CHARSET);
    int code;
    try {
      code = run(args, StandardStreams.stdin(), out, err, Passes.createTestRegistry(),
          Invocation.process());
    } catch (OutOfMemoryError e) {
      code = ProcessExit.outOfMemory("jopt", err);
    }
    out.flush();
    int status = outputStatus(code, out.checkError(), stdout.error(), err);
    err.flush();
    // mlir-opt dies of SIGPIPE on a closed pipe on stderr too.
    return WriteErrorRecorder.isBrokenPipe(stderr.error()) ? 141 : status;
  }

  /**
   * mlir-opt's end after a write error ({@code failed}): status 141 without a word on a closed
   * pipe (mlir-opt dies of SIGPIPE), else LLVM's message and status 1.
   */
  public static int outputStatus(int code, boolean failed, IOException error, PrintStream err) {
    if (!failed) {
      return code;
    }
    if (WriteErrorRecorder.isBrokenPipe(error)) {
      return 141;
    }
    err.println("LLVM ERROR: IO failure on output stream: "
        + (error == null || error.getMessage() == null ? "unknown error" : error.getMessage()));
    return 1;
  }

  static int run(JoptOptions opts, InputStream in, PrintStream out, PrintStream err,
      PassRegistry registry, Invocation invocation) {
    SourceFile input;
    byte[] bytes;
    try {
      bytes = readInput(opts, in, invocation);
    } catch (IOException e) {
      err.println("cannot open input file '" + opts.inputFilename() + "': "
          + FileErrors.reason(e));
      return 1;
    }
    // A file a registered translation takes (an ONNX model, by its name or its first bytes) is
    // translated instead of parsed.
    Path path = opts.isStdin() ? null : invocation.resolve(opts.inputFilename());
    Translation translation = InputLoader.of(opts.onnxImport()).translationFor(path, bytes);
    input = translation == null ? SourceFile.ofUtf8(opts.bufferName(), bytes) : null;
    // As mlir-opt: the output file is opened before the input is processed (created or
    // truncated) and removed on failure; its bytes land in it only when all went well
    // (OutputFile: written beside it, renamed over it).
    OutputFile file = null;
    if (!opts.outputFilename().equals("-")) {
      try {
        file = invocation.openOutput(opts.outputFilename());
      } catch (IOException | RuntimeException e) {
        if (e instanceof CancellationException c) {
          throw c;
        }
        err.println("cannot open output file '" + opts.outputFilename() + "': "
            + FileErrors.reason(e));
        return 1;
      }
    }
    try {
      WriteErrorRecorder recorder = file == null ? null : new WriteErrorRecorder(file.stream());
      PrintStream os = new PrintStream(new BufferedOutputStream(file == null ? out : recorder,
          OUTPUT_BUFFER), false, Utf8.CHARSET);
      PassTiming timing = opts.passes().timing()
          ? new PassTiming(!opts.passes().disableThreading()) : null;
      boolean ok = translation != null
          ? new ChunkProcessor(opts, new SourceMgr(opts.bufferName(), "")
              .setWorkingDirectory(invocation.workingDirectory()), err, null, registry, timing,
              invocation).processTranslated(translation, path, opts.inputFilename(), os)
          : process(opts, input, os, err, registry, timing, invocation);
      os.flush();
      if (file != null && ok && !os.checkError()) {
        try {
          file.commit();
        } catch (IOException e) {
          return outputStatus(1, true, e, err);
        }
      }
      if (os.checkError()) {
        return outputStatus(1, true, recorder == null ? null : recorder.error(), err);
      }
      if (timing != null) {
        err.print(timing.report());
      }
      return ok ? 0 : 1;
    } finally {
      if (file != null) {
        file.close(); // discards it unless committed
      }
    }
  }

  /** Processes the whole input, split or not; output goes to {@code os}. */
  static boolean process(JoptOptions opts, SourceFile input, PrintStream os, PrintStream err,
      PassRegistry registry, PassTiming timing, Invocation invocation) {
    SourceMgr mgr = new SourceMgr(opts.bufferName(), input.chars())
        .setWorkingDirectory(invocation.workingDirectory());
    // As in mlir-opt, one verifier covers the whole input: directives may point across
    // chunks and unmatched ones are reported after the last chunk.
    DiagnosticVerifier verifier =
        opts.verifyDiagnostics() ? new DiagnosticVerifier(mgr, err, input.getText(), 1, 0,
            opts.verifyOnlyExpected()) : null;
    boolean ok = processChunks(opts, input, mgr, verifier, os, err, registry, timing, invocation);
    return verifier == null ? ok : verifier.verify();
  }

  private static boolean processChunks(JoptOptions opts, SourceFile input, SourceMgr mgr,
      DiagnosticVerifier verifier, PrintStream os, PrintStream err, PassRegistry registry,
      PassTiming timing, Invocation invocation) {
    if (opts.splitMarker() == null) {
      return new ChunkProcessor(opts, mgr, err, verifier, registry, timing, invocation)
          .process(input, 0, os);
    }
    InputSplitter.Result split = InputSplitter.split(input.getText(), opts.splitMarker());
    for (InputSplitter.NearMiss miss : split.nearMisses()) {
      mgr.emitAtOffset(err, miss.offset(), "warning", "near miss with file split marker", 0);
    }
    boolean ok = true;
    String separator = opts.outputSplitMarker() + "\n";
    for (int i = 0; i < split.chunks().size(); i++) {
      if (i > 0) {
        os.print(separator);
      }
      invocation.checkCancelled();
      InputSplitter.Chunk c = split.chunks().get(i);
      ok &= new ChunkProcessor(opts, mgr, err, verifier, registry, timing, invocation)
          .process(c.text(), c.offset(), os);
    }
    return ok;
  }

  private static byte[] readInput(JoptOptions opts, InputStream in, Invocation invocation)
      throws IOException {
    return opts.isStdin() ? FileBytes.read(in, 1 << 16)
        : FileBytes.read(invocation.resolve(opts.inputFilename()));
  }
}
