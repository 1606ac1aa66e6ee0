package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import jopt.fuzz.frontdoor.Token.Kind;

/**
 * One operation found in a {@link Source}: its name token, the result names before it, its
 * operands and its functional type when it has one.
 *
 * <p>Generic form ({@code %r:2 = "d.op"(%a, %b) <{..}> ({..}) {..} : (A, B) -> (R, S)}) is
 * found exactly. Pretty form ({@code %r = d.op %a, %b : T}) is a heuristic: the operands are
 * the first run of comma-separated SSA uses after the name on its line, and a functional type
 * is the first {@code : (..) -> ..} on that line.
 *
 * @param name index of the op name token
 * @param defs indices of the result SSA tokens before {@code =} (empty when none)
 * @param count index of the {@code N} of {@code %r:N}, or -1
 * @param eq index of the {@code =} after the results, or -1
 * @param operands token ranges {@code [from, to)} of the operands
 * @param argOpen index of the {@code (} of a generic operand list, or -1 (pretty form)
 * @param inOpen index of the {@code (} of the functional type's inputs, or -1 when there is none
 * @param inClose its {@code )}
 * @param outFrom first token of the functional type's results ({@code (} when parenthesized)
 * @param outTo index after them
 */
public record OpSite(int name, List<Integer> defs, int count, int eq, List<int[]> operands,
    int argOpen, int inOpen, int inClose, int outFrom, int outTo) {

  public boolean generic() {
    return argOpen >= 0;
  }

  public boolean hasFunctionalType() {
    return inOpen >= 0;
  }

  /** Whether the results of the functional type are a parenthesized list. */
  public boolean outParenthesized(Source s) {
    return hasFunctionalType() && s.is(outFrom, "(") && s.matching(outFrom) == outTo - 1;
  }

  /** Every op site of {@code s}, in text order. */
  public static List<OpSite> find(Source s) {
    List<OpSite> out = new ArrayList<>();
    for (int i = 0; i < s.size(); i++) {
      Token t = s.tok(i);
      if (!Source.isOpName(t)) {
        continue;
      }
      int ls = s.lineStart(i);
      boolean atOpPosition = i == ls || (s.is(i - 1, "=") && s.tok(ls).kind() == Kind.SSA);
      if (t.kind() == Kind.STRING && s.is(i + 1, "(") && atOpPosition) {
        OpSite site = generic(s, i, ls);
        if (site != null) {
          out.add(site);
        }
      } else if (t.kind() == Kind.IDENT && atOpPosition) {
        out.add(pretty(s, i, ls));
      }
    }
    return out;
  }

  private static OpSite generic(Source s, int name, int ls) {
    int argClose = s.matching(name + 1);
    if (argClose < 0) {
      return null;
    }
    List<int[]> operands = s.items(name + 1, argClose);
    int j = argClose + 1;
    while (j < s.size() && s.tok(j).isOpen()) {
      int m = s.matching(j);
      if (m < 0) {
        return null;
      }
      j = m + 1;
    }
    int[] fn = s.is(j, ":") ? functionalType(s, j + 1) : null;
    return make(s, name, ls, operands, name + 1, fn);
  }

  private static OpSite pretty(Source s, int name, int ls) {
    int le = s.lineEnd(name);
    List<int[]> operands = new ArrayList<>();
    int k = name + 1;
    while (k < le && s.tok(k).kind() != Kind.SSA) {
      k++;
    }
    while (k < le && s.tok(k).kind() == Kind.SSA && !s.is(k + 1, "=")) {
      operands.add(new int[] {k, k + 1});
      if (!s.is(k + 1, ",") || k + 2 >= le || s.tok(k + 2).kind() != Kind.SSA) {
        break;
      }
      k += 2;
    }
    int[] fn = null;
    int depth = 0;
    for (int j = name + 1; j < le; j++) {
      Token t = s.tok(j);
      if (t.isOpen()) {
        depth++;
      } else if (t.isClose()) {
        depth--;
      } else if (depth == 0 && t.is(":") && s.is(j + 1, "(")) {
        fn = functionalType(s, j + 1);
        break;
      }
    }
    return make(s, name, ls, operands, -1, fn);
  }

  /** {@code {inOpen, inClose, outFrom, outTo}} of a functional type at {@code j}, or null. */
  private static int[] functionalType(Source s, int j) {
    if (!s.is(j, "(")) {
      return null;
    }
    int inClose = s.matching(j);
    if (inClose < 0 || !s.is(inClose + 1, "->")) {
      return null;
    }
    int outFrom = inClose + 2;
    if (outFrom >= s.size()) {
      return null;
    }
    int outTo;
    if (s.is(outFrom, "(")) {
      int m = s.matching(outFrom);
      outTo = m < 0 ? -1 : m + 1;
    } else {
      outTo = s.typeEnd(outFrom);
      if (outTo < 0) {
        outTo = s.tok(outFrom).isOpen() || s.tok(outFrom).isClose() ? -1 : outFrom + 1;
      }
    }
    return outTo < 0 ? null : new int[] {j, inClose, outFrom, outTo};
  }

  private static OpSite make(Source s, int name, int ls, List<int[]> operands, int argOpen,
      int[] fn) {
    List<Integer> defs = new ArrayList<>();
    int count = -1;
    int eq = -1;
    if (name > ls && s.is(name - 1, "=")) {
      eq = name - 1;
      for (int k = ls; k < eq; k++) {
        Token t = s.tok(k);
        if (t.kind() == Kind.SSA) {
          defs.add(k);
        } else if (t.kind() == Kind.NUMBER && s.is(k - 1, ":")) {
          count = k;
        }
      }
    }
    return fn == null
        ? new OpSite(name, defs, count, eq, operands, argOpen, -1, -1, -1, -1)
        : new OpSite(name, defs, count, eq, operands, argOpen, fn[0], fn[1], fn[2], fn[3]);
  }
}
