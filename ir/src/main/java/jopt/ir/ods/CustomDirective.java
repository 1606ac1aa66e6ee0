package jopt.ir.ods;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/**
 * A {@code custom<Name>(args)} directive of an assembly format: hand-written syntax for part of
 * an op, as ODS's custom directives. {@code args} name the format arguments: {@code $x} as
 * {@code "x"}, {@code type($x)} as {@code "type(x)"}, {@code attr-dict} as {@code "attr-dict"}.
 */
public interface CustomDirective {
  /** Parses the directive's syntax into {@code state}. */
  void parse(OpAsmParser p, FormatParseState state, List<String> args);

  /** Prints the directive's syntax for {@code op}. */
  void print(OpAsmPrinter p, Operation op, List<String> args);
}
