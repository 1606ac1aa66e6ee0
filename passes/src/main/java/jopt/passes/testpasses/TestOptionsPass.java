package jopt.passes.testpasses;

import java.util.List;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/** MLIR's test-options-pass: options of every kind, for pipeline-parsing tests; does nothing. */
public final class TestOptionsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("test-options-pass",
      "Test options parsing capabilities", "func.func", TestOptionsPass::new);

  private final PassOption<Long> list = option(PassOption.longList("list", "Example list option"));
  private final PassOption<String> stringList =
      option(PassOption.stringList("string-list", "Example string list option"));
  private final PassOption<String> string =
      option(PassOption.ofString("string", "Example string option", ""));
  private final PassOption<String> enumOption = option(PassOption.ofEnum("enum",
      "Example enum option", "zero", List.of("zero", "one", "two"),
      List.of("Example zero value", "Example one value", "Example two value")));

  public TestOptionsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {}
}
