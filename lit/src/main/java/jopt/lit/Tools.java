package jopt.lit;

import java.util.LinkedHashMap;
import java.util.Map;
import jopt.filecheck.FileCheck;
import jopt.tools.opt.JoptMain;
import jopt.tools.run.JoptRun;

/** The in-process tools of jopt's suites: jopt, jopt-run and the Java FileCheck. */
public final class Tools {
  private Tools() {}

  /** {@code jopt}, {@code jopt-run}, {@code FileCheck} (also {@code filecheck}). */
  public static Map<String, Tool> defaults() {
    Map<String, Tool> tools = new LinkedHashMap<>();
    tools.put("jopt", (args, in, out, err, cwd, env) ->
        JoptMain.run(args.toArray(String[]::new), in, out, err));
    tools.put("jopt-run", (args, in, out, err, cwd, env) ->
        JoptRun.run(args.toArray(String[]::new), in, out, err));
    Tool fileCheck = (args, in, out, err, cwd, env) ->
        FileCheck.run(args, in, out, err, env.get("FILECHECK_OPTS"), cwd);
    tools.put("FileCheck", fileCheck);
    tools.put("filecheck", fileCheck);
    return tools;
  }
}
