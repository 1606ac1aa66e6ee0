package jopt.passmanager;

import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's textual pass pipeline parser: {@code op(pass-a, pass-b{opt=1}, nested.op(pass-c))}.
 * As MLIR, it parses the structure first, then resolves every name against the registry,
 * then builds the nested managers; errors carry the column of the offending element.
 */
public final class PassPipelineParser {
  /**
   * A pipeline that does not parse, names an unknown pass or gives a pass a bad option.
   * Unchecked: a pipeline is usually a constant of the program. {@link #getMessage()} has the
   * whole reason; {@link #getDiagnosticMessage()} and {@link #getCommandLineMessage()} are
   * the two parts mlir-opt prints (its diagnostic, and the option error LLVM's cl prints).
   */
  public static final class PipelineException extends RuntimeException {
    private final String diagnosticMessage;
    private final String commandLineMessage;

    public PipelineException(String message) {
      this(message, null);
    }

    public PipelineException(String diagnosticMessage, String commandLineMessage) {
      super(commandLineMessage == null ? diagnosticMessage
          : commandLineMessage.strip() + "\n" + diagnosticMessage.strip() + "\n");
      this.diagnosticMessage = diagnosticMessage;
      this.commandLineMessage = commandLineMessage;
    }

    /** The error diagnostic as MLIR reports it (with the source line and caret of the pipeline). */
    public String getDiagnosticMessage() {
      return diagnosticMessage;
    }

    /** A message the tool prints before the diagnostic, as LLVM's cl does; or null. */
    public String getCommandLineMessage() {
      return commandLineMessage;
    }
  }

  private static final String BUFFER_NAME = "MLIR Textual PassPipeline Parser";

  private static final class Element {
    final String name;
    final int nameOffset;
    String options = "";
    final List<Element> inner = new ArrayList<>();

    Element(String name, int nameOffset) {
      this.name = name;
      this.nameOffset = nameOffset;
    }
  }

  private final String text;
  private final PassRegistry registry;

  private PassPipelineParser(String text, PassRegistry registry) {
    this.text = text;
    this.registry = registry;
  }

  /**
   * Parses {@code anchor(pipeline)}, as {@code --pass-pipeline} and {@code -p} take it, into a
   * new manager anchored on {@code anchor}.
   */
  public static OpPassManager parseAnchored(String pipeline, PassRegistry registry)
      throws PipelineException {
    String[] parts = splitAnchor(pipeline);
    OpPassManager pm = new OpPassManager(parts[0]);
    parse(parts[1], pm, registry);
    return pm;
  }

  /** Splits {@code anchor(inner)} into {anchor, inner}. */
  public static String[] splitAnchor(String pipeline) throws PipelineException {
    int open = pipeline.indexOf('(');
    if (open <= 0 || !pipeline.endsWith(")")) {
      throw new PipelineException("expected pass pipeline to be wrapped with the anchor "
          + "operation type, e.g. 'builtin.module(...)'");
    }
    return new String[] {
      pipeline.substring(0, open).strip(), pipeline.substring(open + 1, pipeline.length() - 1)
    };
  }

  /** Parses {@code text} (a comma-separated pass list) and appends it to {@code pm}. */
  public static void parse(String text, OpPassManager pm, PassRegistry registry)
      throws PipelineException {
    if (text.isEmpty()) {
      return;
    }
    PassPipelineParser p = new PassPipelineParser(text, registry);
    List<Element> elements = p.parseStructure();
    p.resolve(elements);
    p.addToPipeline(elements, pm);
  }

  private List<Element> parseStructure() throws PipelineException {
    List<Element> top = new ArrayList<>();
    List<List<Element>> stack = new ArrayList<>();
    stack.add(top);
    int pos = 0;
    int n = text.length();
    while (true) {
      List<Element> current = stack.get(stack.size() - 1);
      int sepAt = indexOfAny(pos, ",(){");
      int end = sepAt < 0 ? n : sepAt;
      current.add(trimmedElement(pos, end));
      if (sepAt < 0) {
        pos = trimmedStart(pos, end);
        break;
      }
      pos = sepAt;
      char sep = text.charAt(pos);
      if (sep == '{') {
        int close = -1;
        int depth = 1;
        for (int i = pos + 1; i < n; i++) {
          char c = text.charAt(i);
          if (c == '{') {
            depth++;
          } else if (c == '}' && --depth == 0) {
            close = i;
            break;
          }
        }
        if (close < 0) {
          throw error(pos, "missing closing '}' while processing pass options");
        }
        current.get(current.size() - 1).options = text.substring(pos + 1, close);
        pos = skipSpaces(close + 1);
        if (pos >= n) {
          break;
        }
        sep = text.charAt(pos);
        if (sep != ',' && sep != ')') {
          throw error(pos, "expected ',' after parsing pipeline");
        }
      }
      pos++;
      if (sep == '(') {
        stack.add(current.get(current.size() - 1).inner);
        continue;
      }
      boolean done = false;
      while (sep == ')') {
        if (stack.size() == 1) {
          throw error(pos - 1, "encountered extra closing ')' creating unbalanced parentheses "
              + "while parsing pipeline");
        }
        stack.remove(stack.size() - 1);
        pos = skipSpaces(pos);
        if (pos >= n) {
          done = true;
          break;
        }
        sep = text.charAt(pos);
        pos++;
        if (sep != ',' && sep != ')') {
          throw error(pos - 1, "expected ',' after parsing pipeline");
        }
      }
      if (done) {
        break;
      }
    }
    if (stack.size() > 1) {
      throw error(pos, "encountered unbalanced parentheses while parsing pipeline");
    }
    return top;
  }

  private Element trimmedElement(int start, int end) {
    int s = trimmedStart(start, end);
    int e = end;
    while (e > s && Character.isWhitespace(text.charAt(e - 1))) {
      e--;
    }
    return new Element(text.substring(s, e), s);
  }

  private int trimmedStart(int start, int end) {
    int s = start;
    while (s < end && Character.isWhitespace(text.charAt(s))) {
      s++;
    }
    return s;
  }

  private int skipSpaces(int from) {
    int i = from;
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private int indexOfAny(int from, String chars) {
    for (int i = from; i < text.length(); i++) {
      if (chars.indexOf(text.charAt(i)) >= 0) {
        return i;
      }
    }
    return -1;
  }

  private void resolve(List<Element> elements) throws PipelineException {
    for (Element e : elements) {
      if (!e.inner.isEmpty()) {
        resolve(e.inner);
      } else if (registry.lookupPipeline(e.name) == null && registry.lookupPass(e.name) == null) {
        throw error(e.nameOffset,
            "'" + e.name + "' does not refer to a registered pass or pass pipeline");
      }
    }
  }

  private void addToPipeline(List<Element> elements, OpPassManager pm) throws PipelineException {
    for (Element e : elements) {
      if (!e.inner.isEmpty()) {
        OpPassManager nested = new OpPassManager(e.name);
        addToPipeline(e.inner, nested);
        pm.addNested(nested);
        continue;
      }
      try {
        registry.addToPipeline(e.name, e.options, pm);
      } catch (PassOptionValueException ex) {
        throw new PipelineException("\nfailed to add `" + e.name + "` with options `"
            + e.options + "`\n", ex.getMessage());
      } catch (IllegalArgumentException ex) {
        throw new PipelineException(ex.getMessage() + "\nfailed to add `" + e.name
            + "` with options `" + e.options + "`\n");
      }
    }
  }

  /** MLIR's SourceMgr rendering of an error at {@code offset} of the pipeline text. */
  private PipelineException error(int offset, String message) {
    int lineStart = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
    if (offset == 0) {
      lineStart = 0;
    }
    int line = 1;
    for (int i = 0; i < lineStart; i++) {
      if (text.charAt(i) == '\n') {
        line++;
      }
    }
    int lineEnd = text.indexOf('\n', lineStart);
    String lineText = text.substring(lineStart, lineEnd < 0 ? text.length() : lineEnd);
    int col = offset - lineStart + 1;
    return new PipelineException(BUFFER_NAME + ":" + line + ":" + col + ": error: " + message
        + "\n" + lineText + "\n" + " ".repeat(col - 1) + "^\n");
  }
}
