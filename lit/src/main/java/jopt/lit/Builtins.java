package jopt.lit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** lit's builtin commands that are not control flow: echo, mkdir, rm, cat, diff. */
final class Builtins {
  private Builtins() {}

  static Tool get(String name) {
    return switch (name) {
      case "echo" -> Builtins::echo;
      case "mkdir" -> Builtins::mkdir;
      case "rm" -> Builtins::rm;
      case "cat" -> Builtins::cat;
      case "diff" -> Builtins::diff;
      default -> null;
    };
  }

  private static int echo(List<String> args, java.io.InputStream in, java.io.PrintStream out,
      java.io.PrintStream err, Path cwd, java.util.Map<String, String> env) {
    boolean newline = true;
    int i = 0;
    while (i < args.size() && (args.get(i).equals("-n") || args.get(i).equals("-e"))) {
      newline &= !args.get(i).equals("-n");
      i++;
    }
    out.print(String.join(" ", args.subList(i, args.size())));
    if (newline) {
      out.print('\n');
    }
    return 0;
  }

  private static int mkdir(List<String> args, java.io.InputStream in, java.io.PrintStream out,
      java.io.PrintStream err, Path cwd, java.util.Map<String, String> env) throws IOException {
    boolean parents = args.contains("-p");
    for (String a : args) {
      if (a.startsWith("-")) {
        continue;
      }
      Path p = cwd.resolve(a);
      if (parents) {
        Files.createDirectories(p);
      } else if (Files.exists(p)) {
        err.print("mkdir: " + a + ": File exists\n");
        return 1;
      } else {
        Files.createDirectory(p);
      }
    }
    return 0;
  }

  private static int rm(List<String> args, java.io.InputStream in, java.io.PrintStream out,
      java.io.PrintStream err, Path cwd, java.util.Map<String, String> env) throws IOException {
    boolean force = false;
    boolean recursive = false;
    for (String a : args) {
      if (a.startsWith("-") && a.length() > 1) {
        force |= a.contains("f");
        recursive |= a.contains("r") || a.contains("R");
      }
    }
    for (String a : args) {
      if (a.startsWith("-") && a.length() > 1) {
        continue;
      }
      Path p = cwd.resolve(a);
      if (!Files.exists(p)) {
        if (!force) {
          err.print("rm: " + a + ": No such file or directory\n");
          return 1;
        }
        continue;
      }
      if (Files.isDirectory(p)) {
        if (!recursive) {
          err.print("rm: " + a + ": is a directory\n");
          return 1;
        }
        try (Stream<Path> s = Files.walk(p)) {
          for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
            Files.delete(q);
          }
        }
      } else {
        Files.delete(p);
      }
    }
    return 0;
  }

  private static int cat(List<String> args, java.io.InputStream in, java.io.PrintStream out,
      java.io.PrintStream err, Path cwd, java.util.Map<String, String> env) throws IOException {
    if (args.isEmpty()) {
      in.transferTo(out);
      return 0;
    }
    for (String a : args) {
      if (a.equals("-")) {
        in.transferTo(out);
      } else {
        out.write(Files.readAllBytes(cwd.resolve(a)));
      }
    }
    return 0;
  }

  /** Compares two files; on a difference prints the differing lines, unified-style. */
  private static int diff(List<String> args, java.io.InputStream in, java.io.PrintStream out,
      java.io.PrintStream err, Path cwd, java.util.Map<String, String> env) throws IOException {
    List<String> files = new ArrayList<>();
    for (String a : args) {
      if (!a.startsWith("-") || a.equals("-")) {
        files.add(a);
      }
    }
    if (files.size() != 2) {
      err.print("diff: expected two files\n");
      return 2;
    }
    String a = read(files.get(0), in, cwd);
    String b = read(files.get(1), in, cwd);
    if (a.equals(b)) {
      return 0;
    }
    String[] la = a.split("\n", -1);
    String[] lb = b.split("\n", -1);
    out.print("--- " + files.get(0) + "\n+++ " + files.get(1) + "\n");
    int n = Math.max(la.length, lb.length);
    for (int i = 0; i < n; i++) {
      String x = i < la.length ? la[i] : null;
      String y = i < lb.length ? lb[i] : null;
      if (x != null && x.equals(y)) {
        continue;
      }
      out.print("@@ line " + (i + 1) + " @@\n");
      if (x != null) {
        out.print("-" + x + "\n");
      }
      if (y != null) {
        out.print("+" + y + "\n");
      }
    }
    return 1;
  }

  private static String read(String f, java.io.InputStream in, Path cwd) throws IOException {
    byte[] bytes = f.equals("-") ? in.readAllBytes() : Files.readAllBytes(cwd.resolve(f));
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
