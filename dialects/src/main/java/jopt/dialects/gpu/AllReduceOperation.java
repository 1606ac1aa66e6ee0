package jopt.dialects.gpu;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;

/**
 * {@code custom<AllReduceOperation>($op)}: the reduction's keyword ({@code add}, {@code maxsi},
 * ...) when one is written; an unknown keyword is "invalid op kind".
 */
final class AllReduceOperation implements CustomDirective {
  static final AllReduceOperation INSTANCE = new AllReduceOperation();

  @Override
  public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
    SourceLoc loc = p.getCurrentLocation();
    String kw = p.parseOptionalKeyword();
    if (kw == null) {
      return;
    }
    if (!GPUEnum.ALL_REDUCE_OPERATION.keywords().contains(kw)) {
      throw p.emitError(p.getCurrentLocation(), "invalid op kind");
    }
    state.setAttribute(args.get(0), GPUEnum.ALL_REDUCE_OPERATION.attr(kw));
  }

  /** As the attribute's own printer: a space, then the keyword. */
  @Override
  public void print(OpAsmPrinter p, Operation op, List<String> args) {
    if (op.getAttr(args.get(0)) instanceof GPUEnumAttr a) {
      p.print(" ").print(a.keyword());
    }
  }
}
