package jopt.parser;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Parallel;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.parser.SsaScopes.PieceSymbols;
import jopt.parser.SsaScopes.Symbol;

/**
 * Parses the body of a large region of one block (a function of a million ops, a module's body
 * of functions) in pieces on the context's threads, then joins them as a parse of the whole body
 * would have: the values a piece uses without defining them are resolved, in piece order, against
 * what the region sees and what earlier pieces defined.
 *
 * <p>A piece starts at a line, outside any bracket, that begins an op ({@code %r = },
 * {@code "op"}, {@code dialect.op}). Nothing is joined, and the caller parses the body itself,
 * whenever the result could differ from that parse: a piece emits any diagnostic (a wrong
 * boundary shows as one), the body has block labels, a name defined in a nested region is
 * already visible, a value is defined twice, a type differs from an earlier use, a use is left
 * undefined, or a piece refers to a location alias defined later.
 */
final class BlockPieces {
  /** Bodies below this size are parsed sequentially. */
  static final int MIN_CHARS = 256 * 1024;
  /** The smallest piece worth a task. */
  private static final int MIN_PIECE_CHARS = 64 * 1024;
  /** Pieces per thread, so that threads finish together. */
  private static final int PIECES_PER_THREAD = 4;
  /** Op-starting lines are remembered at most this often while scanning. */
  private static final int CANDIDATE_STRIDE = 8 * 1024;

  /** The bytes the line scan of {@link #scan} acts on; most bytes of a line are none of them. */
  private static final boolean[] SPECIAL = new boolean[256];

  static {
    for (char c : "\n\"/{}()[]".toCharArray()) {
      SPECIAL[c] = true;
    }
  }

  private BlockPieces() {}

  /** The body's extent and where pieces may start. */
  private static final class Scan {
    int firstLineStart;
    int firstLine;
    int closeLineStart;
    int close = -1;
    int closeLine;
    int[] candidates = new int[64];
    int[] candidateLines = new int[64];
    int numCandidates;

    void addCandidate(int at, int line) {
      if (numCandidates == candidates.length) {
        candidates = Arrays.copyOf(candidates, numCandidates * 2);
        candidateLines = Arrays.copyOf(candidateLines, numCandidates * 2);
      }
      candidates[numCandidates] = at;
      candidateLines[numCandidates++] = line;
    }
  }

  private record Piece(int start, int end, int line) {}

  private record Parsed(Block block, PieceSymbols symbols) {}

  /**
   * Parses the body that starts at {@code bodyStart}, after the '{' on file line {@code line},
   * into the current region of {@code main} and moves {@code main}'s tokens to the closing '}'.
   * Returns the offset where the body (or the scan) ended and whether the body was parsed: when
   * it was not, nothing changed.
   */
  static boolean tryParse(TopLevelParser main, int bodyStart, int line) {
    SourceFile source = main.source;
    byte[] text = source.asciiBytes();
    Scan scan = scan(text, bodyStart, source.getEnd(), line);
    if (scan == null) {
      return false;
    }
    main.noPiecesBefore(scan.close < 0 ? source.getEnd() : scan.close);
    MLIRContext ctx = main.ctx;
    int size = scan.closeLineStart - scan.firstLineStart;
    if (scan.close < 0 || size < MIN_CHARS) {
      return false;
    }
    int wanted = Math.min(ctx.getNumThreads() * PIECES_PER_THREAD, size / MIN_PIECE_CHARS);
    List<Piece> pieces = split(scan, wanted);
    if (pieces.size() < 2) {
      return false;
    }
    List<Parallel.Outcome<Parsed>> outcomes = Parallel.map(ctx, pieces, p -> {
      MlirParser parser = MlirParserDriver.create(ctx, source.view(p.start(), p.end(), p.line()));
      Block block = parser.parseBlockPieceOf(main);
      PieceSymbols symbols = parser.ssa.pieceSymbols();
      if (symbols == null) {
        throw new ParserBase.ChunkUnsupported("a forward reference outside the top-level table");
      }
      return new Parsed(block, symbols);
    });
    List<Parsed> parsed = new ArrayList<>(outcomes.size());
    for (Parallel.Outcome<Parsed> o : outcomes) {
      if (!o.clean()) {
        return false;
      }
      parsed.add(o.result());
    }
    if (!joinable(main.ssa, parsed)) {
      return false;
    }
    join(main, parsed);
    main.tokens.relexFrom(scan.close, scan.closeLine, scan.close - scan.closeLineStart);
    return true;
  }

  /**
   * Finds the '}' closing the body (brace depth 0, outside strings and comments) and the lines
   * where pieces may start. Null when the body does not start on a line of its own after the
   * '{', or has a block label; a result without {@code close} when no '}' closes it.
   */
  private static Scan scan(byte[] text, int from, int end, int line) {
    Scan s = new Scan();
    int at = from;
    // The rest of the '{' line: blanks, or a comment.
    while (at < end && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r')) {
      at++;
    }
    if (at + 1 < end && text[at] == '/' && text[at + 1] == '/') {
      while (at < end && text[at] != '\n') {
        at++;
      }
    }
    if (at >= end || text[at] != '\n') {
      return null;
    }
    at++;
    line++;
    s.firstLineStart = at;
    s.firstLine = line;
    int braces = 0;
    int others = 0; // ( and [
    int lastCandidate = at;
    while (at < end) {
      // At a line start: its first non-blank byte.
      int lineStart = at;
      while (at < end && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r')) {
        at++;
      }
      if (at < end && braces == 0 && others == 0) {
        byte c = text[at];
        if (c == '}') {
          s.close = at;
          s.closeLine = line;
          s.closeLineStart = lineStart;
          return s;
        }
        if (c == '^') {
          return null; // a block label: a region of several blocks
        }
        if (lineStart >= lastCandidate + CANDIDATE_STRIDE && startsOp(text, at, end)) {
          s.addCandidate(lineStart, line);
          lastCandidate = lineStart;
        }
      }
      // The rest of the line.
      while (at < end) {
        byte c = text[at++];
        if (!SPECIAL[c & 0xff]) {
          continue;
        }
        if (c == '\n') {
          line++;
          break;
        } else if (c == '"') {
          while (at < end && text[at] != '"' && text[at] != '\n') {
            at += text[at] == '\\' ? 2 : 1;
          }
          at++;
        } else if (c == '/' && at < end && text[at] == '/') {
          while (at < end && text[at] != '\n') {
            at++;
          }
        } else if (c == '{') {
          braces++;
        } else if (c == '}') {
          if (--braces < 0) {
            return s; // a '}' that is not at the start of its line closes the body
          }
        } else if (c == '(' || c == '[') {
          others++;
        } else if (c == ')' || c == ']') {
          others--;
        }
      }
    }
    return s;
  }

  /** Whether an op starts at {@code at}: {@code %a, %b:2 = }, a quoted name, or {@code dialect.op}. */
  private static boolean startsOp(byte[] text, int at, int end) {
    byte c = text[at];
    if (c == '"') {
      return true;
    }
    if (c == '%') {
      for (int i = at + 1; i < end; i++) {
        byte b = text[i];
        if (b == '=') {
          return i + 1 < end && text[i + 1] == ' ';
        }
        if (!(isIdChar(b) || b == '%' || b == ',' || b == ':' || b == '#' || b == ' ')) {
          return false;
        }
      }
      return false;
    }
    boolean dot = false;
    int i = at;
    for (; i < end && (isIdChar(text[i]) || text[i] == '.'); i++) {
      dot |= text[i] == '.';
    }
    return dot && i > at && i < end && (text[i] == ' ' || text[i] == '(' || text[i] == '\n');
  }

  private static boolean isIdChar(byte b) {
    return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '$'
        || b == '-';
  }

  /** Up to {@code wanted} pieces of about equal size, each starting at a candidate line. */
  private static List<Piece> split(Scan s, int wanted) {
    List<Piece> pieces = new ArrayList<>();
    int size = s.closeLineStart - s.firstLineStart;
    int start = s.firstLineStart;
    int startLine = s.firstLine;
    int c = 0;
    for (int i = 1; i < wanted; i++) {
      long target = s.firstLineStart + (long) size * i / wanted;
      while (c < s.numCandidates && (s.candidates[c] < target || s.candidates[c] <= start)) {
        c++;
      }
      if (c == s.numCandidates) {
        break;
      }
      pieces.add(new Piece(start, s.candidates[c], startLine));
      start = s.candidates[c];
      startLine = s.candidateLines[c];
    }
    pieces.add(new Piece(start, s.closeLineStart, startLine));
    return pieces;
  }

  /**
   * Whether joining gives what a parse of the whole body gives, with no diagnostic: checked
   * against the region's names ({@code ssa}) and the pieces before, without changing anything.
   */
  private static boolean joinable(SsaScopes ssa, List<Parsed> parsed) {
    // Sized for every definition at once: this runs on one thread between the parallel parse
    // and the join, and a large block has hundreds of thousands (rehashing twenty times over).
    int definitions = 0;
    for (Parsed p : parsed) {
      definitions += p.symbols().definitions().size();
    }
    int capacity = definitions / 3 * 4 + 16; // no resize below the load factor of 0.75
    HashMap<String, Type> defined = new HashMap<>(capacity);
    HashMap<String, Type> pending = new HashMap<>();
    HashSet<String> names = new HashSet<>(capacity);
    for (Parsed p : parsed) {
      for (String n : p.symbols().nestedDefinitions()) {
        if (names.contains(n) || ssa.isVisible(n)) {
          return false; // a redefinition, or an entry argument already in use
        }
      }
      for (Symbol use : p.symbols().forwardUses()) {
        String key = key(use.name(), use.number());
        Type type = use.value().getType();
        Type known = defined.get(key);
        if (known == null) {
          known = pending.get(key);
        }
        if (known == null) {
          Value v = ssa.lookup(use.name(), use.number());
          known = v == null ? null : v.getType();
        }
        if (known != null) {
          if (!known.equals(type)) {
            return false;
          }
          continue;
        }
        if (use.number() != 0 && (defined.containsKey(key(use.name(), 0)) || isDefinition(ssa, use.name(), 0))) {
          return false; // a reference to an invalid result number
        }
        pending.put(key, type);
        names.add(use.name());
      }
      for (Symbol def : p.symbols().definitions()) {
        String key = key(def.name(), def.number());
        Type type = def.value().getType();
        Value v = ssa.lookup(def.name(), def.number());
        if (defined.putIfAbsent(key, type) != null || isDefinition(ssa, v)) {
          return false; // defined twice, or already defined outside the pieces
        }
        Type used = pending.remove(key);
        if (used == null && v != null) {
          used = v.getType();
        }
        if (used != null && !used.equals(type)) {
          return false;
        }
        names.add(def.name());
      }
    }
    return pending.isEmpty();
  }

  private static boolean isDefinition(SsaScopes ssa, String name, int number) {
    return isDefinition(ssa, ssa.lookup(name, number));
  }

  /** Whether {@code v}, what the region's names hold (or null), is a definition, not a use. */
  private static boolean isDefinition(SsaScopes ssa, Value v) {
    return v != null && !ssa.isForwardRef(v);
  }

  private static String key(String name, int number) {
    return number == 0 ? name : name + "#" + number;
  }

  /**
   * Resolves each piece's uses and defines its values in {@code main}'s tables, in piece order,
   * and moves its ops to the region's block. A placeholder's uses move in their order, so that
   * every use list is the one a parse of the whole body makes (uses are prepended). Only the
   * values some piece uses without defining go into the tables: nothing else looks the others
   * up before the body's scope ends, and the tables of a million-op body would be a million
   * entries.
   */
  private static void join(TopLevelParser main, List<Parsed> parsed) {
    Block target = main.ensureBlock();
    HashSet<String> usedAcross = new HashSet<>();
    for (Parsed p : parsed) {
      for (Symbol use : p.symbols().forwardUses()) {
        usedAcross.add(key(use.name(), use.number()));
      }
    }
    for (Parsed p : parsed) {
      for (Symbol use : p.symbols().forwardUses()) {
        Value placeholder = use.value();
        Value v = main.ssa.resolve(use.name(), use.number(), use.loc(), placeholder.getType());
        List<OpOperand> uses = placeholder.getUseList();
        for (int i = uses.size() - 1; i >= 0; i--) {
          uses.get(i).set(v);
        }
        placeholder.getDefiningOp().erase();
      }
      for (Symbol def : p.symbols().definitions()) {
        if (usedAcross.contains(key(def.name(), def.number()))) {
          main.ssa.define(def.name(), def.number(), def.value(), def.loc(), false);
        }
      }
    }
    List<Block> blocks = new ArrayList<>(parsed.size());
    for (Parsed p : parsed) {
      blocks.add(p.block());
    }
    target.spliceAtEnd(blocks, main.ctx);
  }
}
