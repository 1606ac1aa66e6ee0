package jopt.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code -D NAME=VALUE} and {@code -D #[FMT,]NAME=EXPR}, parsed from a made-up "Global defines"
 * buffer so that errors point into it (defineCmdlineVariables).
 */
final class GlobalDefines {
  private GlobalDefines() {}

  static void define(List<String> defines, PatternContext ctx, Messages msg) throws Abort {
    if (defines.isEmpty()) {
      return;
    }
    StringBuilder diag = new StringBuilder();
    List<int[]> indices = new ArrayList<>();
    int n = 0;
    for (String def : defines) {
      String prefix = "Global define #" + (++n) + ": ";
      int eq = def.indexOf('=');
      if (eq < 0) {
        indices.add(new int[] {diag.length(), 0});
        continue;
      }
      if (def.charAt(0) == '#') {
        diag.append(prefix).append(def).append(" (parsed as: [[");
        String subst = def.substring(0, eq) + ':' + def.substring(eq + 1);
        indices.add(new int[] {diag.length(), subst.length()});
        diag.append(subst).append("]])\n");
      } else {
        diag.append(prefix);
        indices.add(new int[] {diag.length(), def.length()});
        diag.append(def).append('\n');
      }
    }
    SourceFile buf = new SourceFile("Global defines", diag.toString());
    FcError errs = null;
    List<String> unlocated = new ArrayList<>();
    for (int[] idx : indices) {
      Span def = new Span(buf, idx[0], idx[0] + idx[1]);
      if (def.isEmpty()) {
        errs = FcError.join(errs, FcError.at(def, "missing equal sign in global definition"));
        continue;
      }
      try {
        if (def.front() == '#') {
          ExpressionParser.Block b = new ExpressionParser(ctx, null).parseBlock(def.dropFront(1), false);
          BigInteger value;
          try {
            value = b.expression().ast().eval();
          } catch (Numeric.EvalError e) {
            for (Span u : e.undefined) {
              unlocated.add("undefined variable: " + u.str());
            }
            if (e.overflow) {
              unlocated.add("overflow error");
            }
            continue;
          }
          b.defined().value = value;
          ctx.numerics.put(b.defined().name, b.defined());
        } else {
          int eq = def.find('=');
          Span name = def.takeFront(eq);
          ExpressionParser.Rest r = new ExpressionParser.Rest(name);
          ExpressionParser.Name parsed = ExpressionParser.parseVariable(r);
          if (parsed.pseudo() || !r.s.isEmpty()) {
            errs = FcError.join(errs, FcError.at(name,
                "invalid name in string variable definition '" + name.str() + "'"));
            continue;
          }
          String nm = parsed.name().str();
          if (ctx.numerics.containsKey(nm)) {
            errs = FcError.join(errs, FcError.at(parsed.name(),
                "numeric variable with name '" + nm + "' already exists"));
            continue;
          }
          ctx.strings.putIfAbsent(nm, new PatternContext.StringValue(def.substr(eq + 1).str(), -1, -1));
          ctx.definedStrings.add(nm);
        }
      } catch (FcError e) {
        errs = FcError.join(errs, e);
      }
    }
    if (errs != null || !unlocated.isEmpty()) {
      if (errs != null) {
        errs.printAll(msg);
      }
      for (String u : unlocated) {
        msg.raw(u + "\n");
      }
      throw new Abort(2);
    }
  }
}
