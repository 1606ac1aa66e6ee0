package jopt.passmanager;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The declared options of one pass, in declaration order; parses MLIR's option strings. */
public final class PassOptions {
  private final List<PassOption<?>> options = new ArrayList<>();

  public <T> PassOption<T> add(PassOption<T> option) {
    options.add(option);
    return option;
  }

  public List<PassOption<?>> getOptions() {
    return List.copyOf(options);
  }

  /** Options sorted by name, as MLIR prints and lists them. */
  public List<PassOption<?>> getSortedOptions() {
    List<PassOption<?>> sorted = new ArrayList<>(options);
    sorted.sort(Comparator.comparing(PassOption::getName));
    return sorted;
  }

  /**
   * Parses {@code text} ({@code a=1 b={x,y}}) into the options.
   *
   * @throws IllegalArgumentException with MLIR's message for an unknown option or a bad value
   */
  public void parseFromString(String text) {
    for (OptionLexer.Arg arg : OptionLexer.splitArgs(text)) {
      PassOption<?> opt = find(arg.name());
      if (opt == null) {
        throw new IllegalArgumentException(
            "<Pass-Options-Parser>: no such option " + arg.name() + "\n");
      }
      opt.parse(arg.value());
    }
  }

  private PassOption<?> find(String name) {
    for (PassOption<?> o : options) {
      if (o.getName().equals(name)) {
        return o;
      }
    }
    return null;
  }

  /** {@code {a=1 b=2}} in MLIR's pipeline syntax, or "" when the pass has no options. */
  public String print() {
    if (options.isEmpty()) {
      return "";
    }
    List<String> parts = new ArrayList<>();
    for (PassOption<?> o : getSortedOptions()) {
      parts.add(o.print());
    }
    return "{" + String.join(" ", parts) + "}";
  }

  void copyFrom(PassOptions other) {
    for (int i = 0; i < options.size(); i++) {
      options.get(i).copyFrom(other.options.get(i));
    }
  }
}
