package jopt.dialects.xegpu;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.ValueGroups;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.ods.FormatParseState;
import jopt.ir.type.ShapedType;

/**
 * XeGPU's {@code custom<OptionalDynamicIndexList>($offsets, $const_offsets)}: an optional
 * {@code [%a, 4]} of SSA values and integers (nothing printed when the integers are absent or
 * empty), with MLIR's "expected a list of SSA values or integers" at the op name.
 */
final class OptionalDynamicIndexList implements CustomDirective {
  static final OptionalDynamicIndexList INSTANCE = new OptionalDynamicIndexList();

  private OptionalDynamicIndexList() {}

  @Override
  public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
    SourceLoc loc = p.getCurrentLocation();
    if (!p.parseOptionalLSquare()) {
      return;
    }
    List<UnresolvedOperand> dynamic = new ArrayList<>();
    List<Long> statics = new ArrayList<>();
    try {
      do {
        UnresolvedOperand o = p.parseOptionalOperand();
        if (o != null) {
          dynamic.add(o);
          statics.add(ShapedType.DYNAMIC);
        } else {
          statics.add(p.parseInteger());
        }
      } while (p.parseOptionalComma());
      p.parseRSquare();
    } catch (ParseException e) {
      throw p.emitError(p.getNameLoc(), "expected a list of SSA values or integers");
    }
    state.addOperands(args.get(0), dynamic, loc);
    state.setAttribute(args.get(1), DenseArrayAttr.i64(statics.stream().mapToLong(Long::longValue).toArray()));
  }

  @Override
  public void print(OpAsmPrinter p, Operation op, List<String> args) {
    long[] statics = DynamicIndexList.staticValues(op, args.get(1));
    if (statics.length == 0) {
      return;
    }
    OpSpec spec = op.getDef().getSpec();
    DynamicIndexList.SQUARE.print(p, statics, ValueGroups.operands(spec, op, spec.operandIndex(args.get(0))));
  }
}
