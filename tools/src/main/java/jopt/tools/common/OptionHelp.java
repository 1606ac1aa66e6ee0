package jopt.tools.common;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * {@code --help} laid out as LLVM's cl lays out mlir-opt's: an overview, the usage line, the
 * options sorted by name with their value syntax ({@code --name=<label>}, {@code -o <label>},
 * {@code --name[=<label>]}) and descriptions in one column, then what the tool adds (the pass
 * list), then the generic options.
 */
public final class OptionHelp {
  private OptionHelp() {}

  /**
   * The help text of {@code table}; options named in {@code generic} go to the last section,
   * hidden ones are left out, and {@code extra} (possibly empty) follows the general options.
   */
  public static String render(OptionTable table, String overview, String usageTail, List<String> generic,
      String extra) {
    List<OptionTable.Option> general = new ArrayList<>();
    List<OptionTable.Option> last = new ArrayList<>();
    for (OptionTable.Option o : table.options()) {
      if (o.hidden()) {
        continue;
      }
      (generic.contains(o.name()) ? last : general).add(o);
    }
    // As cl, an alias is an entry of its own ("-p - Alias for --pass-pipeline").
    for (OptionTable.Option o : List.copyOf(general)) {
      for (String alias : o.names().subList(1, o.names().size())) {
        general.add(new OptionTable.Option(List.of(alias), OptionTable.Kind.FLAG, null,
            "Alias for " + OptionTable.spell(o.name()), false));
      }
    }
    general.sort(Comparator.comparing(OptionTable.Option::name));
    int width = 0;
    for (OptionTable.Option o : general) {
      width = Math.max(width, syntax(o).length());
      for (OptionTable.EnumValue v : o.values()) {
        width = Math.max(width, valueSyntax(v).length());
      }
    }
    for (OptionTable.Option o : last) {
      width = Math.max(width, syntax(o).length());
    }
    StringBuilder sb = new StringBuilder();
    sb.append("OVERVIEW: ").append(overview).append("\n\n");
    sb.append("USAGE: ").append(table.programName()).append(" [options] ").append(usageTail)
        .append("\n\nOPTIONS:\n\nGeneral options:\n\n");
    for (OptionTable.Option o : general) {
      line(sb, o, width);
    }
    sb.append(extra);
    if (!last.isEmpty()) {
      sb.append("\nGeneric Options:\n\n");
      for (OptionTable.Option o : last) {
        line(sb, o, width);
      }
    }
    return sb.toString();
  }

  private static void line(StringBuilder sb, OptionTable.Option o, int width) {
    if (o.kind() == OptionTable.Kind.ENUM) {
      // As cl: the bare form when "" is a value, the =<value> form, then one line per value.
      if (o.accepts("")) {
        pad(sb, "  " + OptionTable.spell(o.name()), width).append(" - ")
            .append(o.description()).append('\n');
      }
      pad(sb, syntax(o), width).append(" - ").append(o.description()).append('\n');
      for (OptionTable.EnumValue v : o.values()) {
        pad(sb, valueSyntax(v), width).append(" -   ").append(v.description()).append('\n');
      }
      return;
    }
    pad(sb, syntax(o), width).append(" - ").append(o.description()).append('\n');
  }

  private static StringBuilder pad(StringBuilder sb, String s, int width) {
    return sb.append(s).append(" ".repeat(width - s.length()));
  }

  private static String valueSyntax(OptionTable.EnumValue v) {
    return "    =" + (v.name().isEmpty() ? "<empty>" : v.name());
  }

  /** The option as help shows it, indented by two. */
  private static String syntax(OptionTable.Option o) {
    String name = OptionTable.spell(o.name());
    String label = o.valueLabel() == null ? "value" : o.valueLabel();
    switch (o.kind()) {
      case FLAG:
      case FLAG_NO_VALUE:
        return "  " + name;
      case VALUE_OPTIONAL:
        return "  " + name + "[=<" + label + ">]";
      default:
        return "  " + name + (o.name().length() == 1 ? " <" : "=<") + label + ">";
    }
  }
}
