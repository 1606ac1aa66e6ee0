package jopt.dialects.dlti;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.Type;

/**
 * MLIR's DLTI dialect, its data layout attributes only: {@code #dlti.dl_spec<...>} with entries
 * written {@code key = value} or {@code #dlti.dl_entry<key, value>}, and the entries alone
 * (keys are types or strings, values any attribute). Read by {@code DataLayout} (the index
 * bit width).
 */
public final class DLTIDialect extends Dialect {
  public DLTIDialect() {
    super("dlti");
  }

  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  @Override
  public Attribute parseAttribute(String body, Function<String, Attribute> attributes,
      Function<String, Type> types) {
    if (body.startsWith("dl_spec<") && body.endsWith(">")) {
      List<DataLayoutEntryAttr> entries = new ArrayList<>();
      for (String part : splitTopLevel(body.substring(8, body.length() - 1), ',')) {
        DataLayoutEntryAttr e = part.startsWith("#") && attributes.apply(part) instanceof DataLayoutEntryAttr a
            ? a : keyValue(part, '=', attributes, types);
        if (e == null) {
          return null;
        }
        entries.add(e);
      }
      return new DataLayoutSpecAttr(entries);
    }
    if (body.startsWith("dl_entry<") && body.endsWith(">")) {
      return keyValue(body.substring(9, body.length() - 1), ',', attributes, types);
    }
    return null;
  }

  /** {@code key SEP value}, the key a quoted string or a type; null when it is not one. */
  private static DataLayoutEntryAttr keyValue(String text, char separator,
      Function<String, Attribute> attributes, Function<String, Type> types) {
    List<String> parts = splitTopLevel(text, separator);
    if (parts.size() != 2) {
      return null;
    }
    String key = parts.get(0);
    Attribute value = attributes.apply(parts.get(1));
    if (value == null) {
      return null;
    }
    if (key.length() >= 2 && key.startsWith("\"") && key.endsWith("\"")) {
      return new DataLayoutEntryAttr(null, key.substring(1, key.length() - 1), value);
    }
    Type type = types.apply(key);
    return type == null ? null : new DataLayoutEntryAttr(type, null, value);
  }

  /**
   * {@code text} cut at each {@code separator} outside brackets and strings (an arrow's
   * {@code >} closes nothing), each piece trimmed; none for blank text.
   */
  static List<String> splitTopLevel(String text, char separator) {
    List<String> parts = new ArrayList<>();
    if (text.isBlank()) {
      return parts;
    }
    int depth = 0;
    boolean inString = false;
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '<' || c == '(' || c == '[' || c == '{') {
        depth++;
      } else if ((c == '>' && (i == 0 || text.charAt(i - 1) != '-')) || c == ')' || c == ']' || c == '}') {
        depth--;
      } else if (c == separator && depth == 0) {
        parts.add(text.substring(start, i).trim());
        start = i + 1;
      }
    }
    parts.add(text.substring(start).trim());
    return parts;
  }
}
