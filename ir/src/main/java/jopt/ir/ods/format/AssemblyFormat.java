package jopt.ir.ods.format;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpAsmFormat;
import jopt.ir.ods.OpFormatSpec;
import jopt.ir.ods.format.FormatElement.AttrDict;
import jopt.ir.ods.format.FormatElement.Custom;
import jopt.ir.ods.format.FormatElement.FunctionalType;
import jopt.ir.ods.format.FormatElement.GroupTarget;
import jopt.ir.ods.format.FormatElement.TypeDirective;
import jopt.ir.ods.format.FormatElement.VarKind;
import jopt.ir.ods.format.FormatElement.Variable;

/**
 * An op's declarative assembly format (ODS's {@code assemblyFormat}): read once from the spec's
 * format string, it parses and prints the op's custom form as the code ODS generates does.
 */
public final class AssemblyFormat implements OpAsmFormat {
  private final FormatOpParser parser;
  private final FormatPrinter printer;

  private AssemblyFormat(OpFormatSpec spec, List<FormatElement> elements, boolean sameOperandsAndResultType,
      boolean sameTypeOperands, String implicitTerminator, boolean singleBlock) {
    Set<String> bound = new HashSet<>();
    collectAttrs(elements, bound);
    this.parser = new FormatOpParser(spec, elements, sameOperandsAndResultType, sameTypeOperands,
        implicitTerminator, singleBlock);
    this.printer = new FormatPrinter(spec, elements, bound, implicitTerminator != null);
  }

  /** The format of {@code spec}; throws IllegalArgumentException when it is malformed. */
  public static AssemblyFormat of(OpFormatSpec spec) {
    return of(spec, false);
  }

  /**
   * The format of an op whose definition may have the SameOperandsAndResultType trait: then,
   * as ODS does, one spelled operand or result type gives every other operand and result's.
   */
  public static AssemblyFormat of(OpFormatSpec spec, boolean sameOperandsAndResultType) {
    return of(spec, sameOperandsAndResultType, null);
  }

  /**
   * The format of an op whose definition may also have SingleBlockImplicitTerminator (its
   * terminator's name, else null): then, as ODS's parser and printer do, a parsed region gets
   * that terminator when its last block has none, and a terminator without operands, results
   * or attributes is not printed.
   */
  public static AssemblyFormat of(OpFormatSpec spec, boolean sameOperandsAndResultType, String implicitTerminator) {
    return of(spec, sameOperandsAndResultType, implicitTerminator, implicitTerminator != null);
  }

  /**
   * As above, for a definition that may have SingleBlock without an implicit terminator: then,
   * as ODS's parser does, a parsed empty region gets an empty block ({@code gpu.module @m {}}).
   */
  public static AssemblyFormat of(OpFormatSpec spec, boolean sameOperandsAndResultType, String implicitTerminator,
      boolean singleBlock) {
    return of(spec, sameOperandsAndResultType, false, implicitTerminator, singleBlock);
  }

  /**
   * As above, for a definition that may also have SameTypeOperands: then, as ODS does, one
   * spelled operand type gives every other operand's.
   */
  public static AssemblyFormat of(OpFormatSpec spec, boolean sameOperandsAndResultType, boolean sameTypeOperands,
      String implicitTerminator, boolean singleBlock) {
    return new AssemblyFormat(spec, FormatParser.parse(spec.format(), spec), sameOperandsAndResultType,
        sameTypeOperands, implicitTerminator, singleBlock);
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    parser.parse(p, result);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    printer.print(op, p);
  }

  private static void collectAttrs(List<FormatElement> elements, Set<String> out) {
    for (FormatElement e : elements) {
      if (e instanceof Variable v && v.kind() == VarKind.ATTRIBUTE) {
        out.add(v.name());
      } else if (e instanceof FormatElement.Optional o) {
        collectAttrs(o.thenElements(), out);
        collectAttrs(o.elseElements(), out);
      } else if (e instanceof Custom c) {
        collectAttrs(c.args(), out);
      } else if (e instanceof FormatElement.OIList l) {
        for (List<FormatElement> clause : l.clauses()) {
          collectAttrs(clause, out);
        }
      }
    }
  }

  /** The argument names a custom directive receives: {@code x}, {@code type(x)}, {@code attr-dict}. */
  static List<String> argNames(Custom c) {
    List<FormatElement> args = c.args();
    List<String> names = new ArrayList<>(args.size());
    for (int i = 0; i < args.size(); i++) {
      FormatElement a = args.get(i);
      if (a instanceof Variable v) {
        names.add(v.name());
      } else if (a instanceof TypeDirective t && t.target() instanceof GroupTarget g) {
        names.add("type(" + g.var().name() + ")");
      } else if (a instanceof AttrDict) {
        names.add("attr-dict");
      } else if (a instanceof FunctionalType) {
        names.add("functional-type");
      }
    }
    return names;
  }

  /**
   * A UnitAttr (or UnitProp) anchor that is not its group's first element is implied by the
   * group: not printed.
   */
  static FormatElement elidedAnchor(OpFormatSpec spec, FormatElement.Optional o) {
    if (o.anchor() instanceof Variable v && v.kind() == VarKind.ATTRIBUTE && o.thenElements().get(0) != v) {
      AttrConstraint c = spec.attributes().get(v.index()).constraint();
      if (c == AttrConstraints.UNIT || c == AttrConstraints.UNIT_PROP) {
        return v;
      }
    }
    return null;
  }
}
