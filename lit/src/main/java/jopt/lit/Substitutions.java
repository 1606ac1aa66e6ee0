package jopt.lit;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** lit's standard substitutions: %s %S %p %t %T %{pathsep} and %%. */
public final class Substitutions {
  private static final Pattern PLACEHOLDER = Pattern.compile("%(%|\\{pathsep\\}|[sSptT])");

  private final Path source;
  private final Path tmpBase;

  /** {@code tmpBase} is lit's %t: Output/&lt;file name&gt;.tmp in the exec directory. */
  public Substitutions(Path source, Path tmpBase) {
    this.source = source;
    this.tmpBase = tmpBase;
  }

  public Path tmpBase() {
    return tmpBase;
  }

  public String apply(String command) {
    Matcher m = PLACEHOLDER.matcher(command);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String value = switch (m.group(1)) {
        case "%" -> "%";
        case "{pathsep}" -> ":";
        case "s" -> source.toString();
        case "S", "p" -> source.getParent().toString();
        case "t" -> tmpBase.toString();
        default -> tmpBase.getParent().toString();
      };
      m.appendReplacement(sb, Matcher.quoteReplacement(value));
    }
    m.appendTail(sb);
    return sb.toString();
  }
}
