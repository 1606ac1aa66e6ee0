package jopt.tools.opt;

import java.util.ArrayList;
import java.util.List;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passmanager.PassPipelineInfo;
import jopt.passmanager.PassRegistry;

/**
 * The pass section of {@code --help} and {@code --list-passes}, laid out as LLVM's command
 * line prints mlir-opt's: each pass flag with its description, its options indented below.
 */
final class PassListPrinter {
  private PassListPrinter() {}

  private record Line(String left, String sep, String help) {}

  static String render(PassRegistry registry) {
    List<Line> lines = new ArrayList<>();
    lines.add(new Line("Compiler passes to run", null, null));
    lines.add(new Line("    Passes:", null, null));
    for (PassInfo info : registry.getPasses()) {
      lines.add(new Line("      --" + info.argument(), "-   ", info.description()));
      Pass pass = info.create();
      for (PassOption<?> o : pass.getOptions().getSortedOptions()) {
        String label = o.isFlag() ? "" : "=<" + o.getValueLabel() + ">";
        lines.add(new Line("        --" + o.getName() + label, "- ", o.getDescription()));
        for (int i = 0; i < o.getEnumValues().size(); i++) {
          lines.add(new Line("    =" + o.getEnumValues().get(i), "-   ", o.getEnumHelp().get(i)));
        }
      }
    }
    if (!registry.getPipelines().isEmpty()) {
      lines.add(new Line("    Pass Pipelines:", null, null));
      for (PassPipelineInfo info : registry.getPipelines()) {
        lines.add(new Line("      --" + info.argument(), "-   ", info.description()));
      }
    }
    int width = 0;
    for (Line l : lines) {
      if (l.sep() != null) {
        width = Math.max(width, l.left().length());
      }
    }
    width += 2;
    StringBuilder sb = new StringBuilder();
    for (Line l : lines) {
      sb.append(l.left());
      if (l.sep() != null) {
        int pad = l.left().startsWith("    =") ? width - 6 : width;
        sb.append(" ".repeat(Math.max(1, pad - l.left().length()))).append(l.sep())
            .append(l.help());
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
