package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;

/**
 * {@code custom<SwitchCases>($cases, $caseRegions)} of scf.index_switch: {@code (case V
 * {region})*}, each case on its own line; the values become a dense i64 array, the regions the
 * variadic region group (the op's regions after its single ones). The case regions get no
 * implicit terminator here (the op's verifier reports a missing scf.yield).
 */
final class SwitchCases implements CustomDirective {
  static final SwitchCases INSTANCE = new SwitchCases();

  @Override
  public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
    List<Long> values = new ArrayList<>();
    while (p.parseOptionalKeyword("case")) {
      long v = p.parseInteger();
      Region r = new Region();
      p.parseRegion(r, List.of());
      state.addRegion(args.get(1), r);
      values.add(v);
    }
    state.setAttribute(args.get(0), DenseArrayAttr.i64(values.stream().mapToLong(Long::longValue).toArray()));
  }

  @Override
  public void print(OpAsmPrinter p, Operation op, List<String> args) {
    Attribute a = op.getAttr(args.get(0));
    long[] values = a instanceof DenseArrayAttr d ? d.asLongs() : new long[0];
    List<Region> regions = caseRegions(op, args.get(1));
    for (int i = 0; i < values.length && i < regions.size(); i++) {
      p.printNewline();
      p.print("case ").print(values[i]).print(' ');
      p.printRegion(regions.get(i), false, true, false);
    }
  }

  /** The regions of variadic group {@code name}: those after the single groups before it. */
  private static List<Region> caseRegions(Operation op, String name) {
    OpSpec spec = op.getDef().getSpec();
    int first = 0;
    while (!spec.regions().get(first).name().equals(name)) {
      first++;
    }
    return op.getRegions().subList(Math.min(first, op.getNumRegions()), op.getNumRegions());
  }
}
