package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;

/** The memory passes' test programs: parsed with every dialect, and the ops the tests look at. */
final class TestPrograms {
  private TestPrograms() {}

  /** The module of {@code text}, which must parse. */
  static Operation parse(String text) {
    Operation module = Parser.parseSourceString(Dialects.registerAll(new MLIRContext()), text, "t.mlir");
    assertThat(module).isNotNull();
    return module;
  }

  /** The structured (linalg) ops of {@code text}'s module, in walk order. */
  static List<Operation> linalgOps(String text) {
    List<Operation> ops = new ArrayList<>();
    parse(text).walk((Operation op) -> {
      if (LinalgOp.of(op) != null) {
        ops.add(op);
      }
    });
    return ops;
  }

  /** The names of the top-level ops of {@code module}'s first function, in order. */
  static List<String> opNames(Operation module) {
    List<String> names = new ArrayList<>();
    Operation func = module.getRegion(0).front().getFirstOp();
    for (Operation op = func.getRegion(0).front().getFirstOp(); op != null; op = op.getNextNode()) {
      names.add(op.getName());
    }
    return names;
  }
}
