package jopt.lit;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Runs parsed RUN commands as lit's internal shell: pipelines stage by stage on byte buffers
 * with pipefail, in-process {@link Tool}s, lit's builtins ({@code not}, {@code env},
 * {@code cd}, {@code echo}, {@code mkdir}, {@code rm}, {@code diff}, {@code cat}, {@code :}),
 * and any other program as a process found on PATH. What ran and what it printed goes to a log.
 */
public final class ShellExecutor {
  private final Map<String, Tool> tools;
  private final Map<String, String> env;
  private Path cwd;
  private final StringBuilder log;

  public ShellExecutor(Map<String, Tool> tools, Path cwd, Map<String, String> env,
      StringBuilder log) {
    this.tools = tools;
    this.cwd = cwd;
    this.env = new HashMap<>(env);
    this.log = log;
  }

  /** Runs a script; returns its exit code. */
  public int run(ShellParser.Script script) {
    int code = 0;
    for (int i = 0; i < script.pipelines().size(); i++) {
      if (i > 0) {
        String op = script.ops().get(i - 1);
        if ((op.equals("&&") && code != 0) || (op.equals("||") && code == 0)) {
          continue;
        }
      }
      code = runPipeline(script.pipelines().get(i));
    }
    return code;
  }

  private int runPipeline(List<ShellParser.Command> pipeline) {
    byte[] input = new byte[0];
    int code = 0;
    for (int i = 0; i < pipeline.size(); i++) {
      ByteArrayOutputStream pipe = new ByteArrayOutputStream();
      int rc = runCommand(pipeline.get(i), input, pipe, i == pipeline.size() - 1);
      if (code == 0 || rc != 0) {
        code = rc;
      }
      input = pipe.toByteArray();
    }
    return code;
  }

  private int runCommand(ShellParser.Command cmd, byte[] input, ByteArrayOutputStream pipe,
      boolean last) {
    log.append("# executed command: ").append(String.join(" ", cmd.words())).append('\n');
    ByteArrayOutputStream errBuf = new ByteArrayOutputStream();
    List<OutputStream> files = new ArrayList<>();
    OutputStream outTarget = pipe;
    OutputStream errTarget = errBuf;
    try {
      for (ShellParser.Redirect r : cmd.redirects()) {
        switch (r.op()) {
          case "<" -> input = Files.readAllBytes(resolve(r.target()));
          case ">", ">>", "&>" -> {
            OutputStream f = new FileOutputStream(resolve(r.target()).toFile(), r.op().equals(">>"));
            files.add(f);
            if (r.op().equals("&>")) {
              outTarget = f;
              errTarget = f;
            } else if (r.fd() == 2) {
              errTarget = f;
            } else {
              outTarget = f;
            }
          }
          case ">&" -> {
            if (r.fd() == 2 && r.target().equals("1")) {
              errTarget = outTarget;
            } else if (r.fd() == 1 && r.target().equals("2")) {
              outTarget = errTarget;
            } else {
              throw new IOException("unsupported redirect " + r.fd() + ">&" + r.target());
            }
          }
          default -> throw new IOException("unsupported redirect " + r.op());
        }
      }
    } catch (IOException e) {
      log.append("# error: ").append(e.getMessage()).append('\n');
      closeAll(files);
      return 1;
    }
    PrintStream out = new PrintStream(outTarget, true, StandardCharsets.UTF_8);
    PrintStream err = errTarget == outTarget ? out : new PrintStream(errTarget, true, StandardCharsets.UTF_8);
    int rc;
    try {
      rc = execute(new ArrayList<>(cmd.words()), input, out, err, env);
    } catch (Exception e) {
      StringWriter sw = new StringWriter();
      e.printStackTrace(new PrintWriter(sw));
      err.print(sw);
      rc = 1;
    }
    out.flush();
    err.flush();
    closeAll(files);
    if (last && outTarget == pipe && pipe.size() > 0) {
      block("stdout", pipe.toString(StandardCharsets.UTF_8));
    }
    if (errBuf.size() > 0) {
      block("stderr", errBuf.toString(StandardCharsets.UTF_8));
    }
    if (rc != 0) {
      log.append("# error: command failed with exit status: ").append(rc).append('\n');
    }
    return rc;
  }

  private void block(String what, String text) {
    log.append("# .---command ").append(what).append("------------\n");
    for (String line : text.split("\n", -1)) {
      if (line.isEmpty() && text.endsWith("\n")) {
        continue;
      }
      log.append("# | ").append(line).append('\n');
    }
    log.append("# `-----------------------------\n");
  }

  private static void closeAll(List<OutputStream> files) {
    for (OutputStream f : files) {
      try {
        f.close();
      } catch (IOException ignored) {
        // nothing to do
      }
    }
  }

  private Path resolve(String p) {
    return cwd.resolve(p);
  }

  private int execute(List<String> words, byte[] input, PrintStream out, PrintStream err,
      Map<String, String> environment) throws Exception {
    if (words.isEmpty()) {
      return 0;
    }
    String name = words.get(0);
    List<String> args = words.subList(1, words.size());
    switch (name) {
      case "not" -> {
        boolean crash = !args.isEmpty() && args.get(0).equals("--crash");
        List<String> rest = new ArrayList<>(crash ? args.subList(1, args.size()) : args);
        int rc = execute(rest, input, out, err, environment);
        return crash ? (rc >= 128 ? 0 : 1) : (rc == 0 ? 1 : 0);
      }
      case "env" -> {
        Map<String, String> e = new HashMap<>(environment);
        int i = 0;
        while (i < args.size()) {
          String a = args.get(i);
          if (a.equals("-u") && i + 1 < args.size()) {
            e.remove(args.get(i + 1));
            i += 2;
          } else if (a.contains("=") && !a.startsWith("=")) {
            e.put(a.substring(0, a.indexOf('=')), a.substring(a.indexOf('=') + 1));
            i++;
          } else {
            break;
          }
        }
        return execute(new ArrayList<>(args.subList(i, args.size())), input, out, err, e);
      }
      case "cd" -> {
        cwd = cwd.resolve(args.isEmpty() ? "." : args.get(0)).normalize();
        return 0;
      }
      case "export" -> {
        for (String a : args) {
          int eq = a.indexOf('=');
          if (eq > 0) {
            env.put(a.substring(0, eq), a.substring(eq + 1));
          }
        }
        return 0;
      }
      case ":", "true" -> {
        return 0;
      }
      case "false" -> {
        return 1;
      }
      default -> { }
    }
    Tool tool = tools.get(name);
    if (tool == null) {
      tool = Builtins.get(name);
    }
    if (tool != null) {
      return tool.run(args, new ByteArrayInputStream(input), out, err, cwd, environment);
    }
    return external(words, input, out, err, environment);
  }

  private int external(List<String> words, byte[] input, PrintStream out, PrintStream err,
      Map<String, String> environment) throws IOException, InterruptedException {
    String program = words.get(0);
    Path exe = findProgram(program, environment);
    if (exe == null) {
      err.print("'" + program + "': command not found\n");
      return 127;
    }
    List<String> cmd = new ArrayList<>(words);
    cmd.set(0, exe.toString());
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(cwd.toFile());
    pb.environment().clear();
    pb.environment().putAll(environment);
    Process p = pb.start();
    CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
      try (OutputStream os = p.getOutputStream()) {
        os.write(input);
      } catch (IOException ignored) {
        // the program did not read all of its input
      }
    });
    CompletableFuture<byte[]> stderr = CompletableFuture.supplyAsync(() -> {
      try {
        return p.getErrorStream().readAllBytes();
      } catch (IOException e) {
        return new byte[0];
      }
    });
    out.write(p.getInputStream().readAllBytes());
    int rc = p.waitFor();
    writer.join();
    err.write(stderr.join());
    return rc;
  }

  private Path findProgram(String program, Map<String, String> environment) {
    if (program.contains("/")) {
      Path p = cwd.resolve(program);
      return Files.isExecutable(p) ? p : null;
    }
    String path = environment.getOrDefault("PATH", System.getenv("PATH"));
    if (path == null) {
      return null;
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (dir.isEmpty()) {
        continue;
      }
      Path p = Path.of(dir, program);
      if (Files.isExecutable(p) && !Files.isDirectory(p)) {
        return p;
      }
    }
    return null;
  }
}
