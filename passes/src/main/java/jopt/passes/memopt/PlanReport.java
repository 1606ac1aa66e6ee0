package jopt.passes.memopt;

import static jopt.passes.planner.PlanReportFile.DEFAULT_SIZES;

import jopt.passmanager.PassOption;
import jopt.passmanager.PassOptions;

/**
 * The plan report a pipeline asks of jopt-merge-alloc ({@code plan-report=FILE.html}), and the
 * sizes at which it draws an arena of dynamic size ({@code plan-report-sizes=1:4:16}: every
 * dynamic dimension of the arguments at each size). An empty file: no report.
 */
public record PlanReport(String file, String sizes) {
  /** No report. */
  public static final PlanReport NONE = new PlanReport("", DEFAULT_SIZES);

  /** The two options as a pipeline's description lists them. */
  static final String OPTIONS_TEXT = "plan-report=FILE.html, plan-report-sizes=" + DEFAULT_SIZES;

  /** The two options added to a pipeline's options, read once they are parsed. */
  record Parsed(PassOption<String> file, PassOption<String> sizes) {
    PlanReport value() {
      return new PlanReport(file.getValue(), sizes.getValue());
    }
  }

  /** Adds {@code plan-report} (described as {@code fileHelp}) and {@code plan-report-sizes}. */
  static Parsed addOptions(PassOptions options, String fileHelp) {
    return new Parsed(options.add(PassOption.ofString("plan-report", fileHelp, "")),
        options.add(PassOption.ofString("plan-report-sizes",
            "The sizes the report draws a dynamic arena at (every dynamic dimension of the "
                + "arguments), separated by ':'", DEFAULT_SIZES)));
  }
}
