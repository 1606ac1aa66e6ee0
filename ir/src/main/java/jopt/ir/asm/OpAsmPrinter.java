package jopt.ir.asm;

import java.util.Collection;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.NamedAttribute;

/** What an op's custom printer writes its syntax with; modeled on MLIR's OpAsmPrinter. */
public interface OpAsmPrinter {
  OpAsmPrinter print(String s);

  OpAsmPrinter print(char c);

  OpAsmPrinter print(long v);

  /** Prints {@code %name} of a value. */
  OpAsmPrinter printOperand(Value v);

  /** Prints values separated by {@code ", "}. */
  OpAsmPrinter printOperands(List<? extends Value> values);

  OpAsmPrinter printType(Type t);

  /** Prints types separated by {@code ", "}. */
  OpAsmPrinter printTypes(List<? extends Type> types);

  /**
   * Prints {@code " -> t"} / {@code " -> (t1, t2)"} (with the leading space, as MLIR); a single
   * function type is parenthesized.
   */
  OpAsmPrinter printArrowTypeList(List<? extends Type> types);

  /** {@link #printArrowTypeList} unless {@code types} is empty. */
  default OpAsmPrinter printOptionalArrowTypeList(List<? extends Type> types) {
    return types.isEmpty() ? this : printArrowTypeList(types);
  }

  /** Prints {@code (inputs) -> results}. */
  OpAsmPrinter printFunctionalType(List<? extends Type> inputs, List<? extends Type> results);

  OpAsmPrinter printAttribute(Attribute a);

  /** Prints an attribute without its type ({@code 0} instead of {@code 0 : index}). */
  OpAsmPrinter printAttributeWithoutType(Attribute a);

  /** Prints {@code  {a = 1, b}} (leading space) for the op's attributes not in {@code elided}. */
  OpAsmPrinter printOptionalAttrDict(List<NamedAttribute> attrs, Collection<String> elided);

  /** Same with the {@code attributes} keyword, as func.func and module print. */
  OpAsmPrinter printOptionalAttrDictWithKeyword(List<NamedAttribute> attrs, Collection<String> elided);

  OpAsmPrinter printSymbolName(String name);

  /** Prints {@code s} bare if it is a bare identifier, else as an escaped string literal. */
  OpAsmPrinter printKeywordOrString(String s);

  /** Prints {@code s} as an escaped string literal. */
  OpAsmPrinter printString(String s);

  /** Prints a region with its braces, indented. */
  OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators,
      boolean printEmptyBlock);

  default OpAsmPrinter printRegion(Region region) {
    return printRegion(region, true, true, false);
  }

  /** Prints the definition of a region argument: {@code %name: type} plus its location when enabled. */
  OpAsmPrinter printRegionArgument(Value arg);

  /**
   * Prints {@code %name: type {attrs}} (the type omitted when {@code omitType}) plus the
   * location when enabled, as func.func prints its arguments.
   */
  OpAsmPrinter printRegionArgument(Value arg, List<NamedAttribute> argAttrs, boolean omitType);

  /** Prints {@code " loc(...)"} when printing debug info. */
  OpAsmPrinter printOptionalLocationSpecifier(Location loc);

  OpAsmPrinter printSuccessor(Block block);

  /** Prints {@code ^bb1(%a : t)} for a branch. */
  OpAsmPrinter printSuccessorAndUseList(Block block, List<? extends Value> operands);

  /** Starts a new line at the current indentation. */
  OpAsmPrinter printNewline();

  /** Indents the lines started by {@link #printNewline} by two more spaces. */
  OpAsmPrinter increaseIndent();

  OpAsmPrinter decreaseIndent();

  /** Prints the op in generic form (used when an op has no custom printer). */
  OpAsmPrinter printGenericOp(Operation op);

  /**
   * Prints the op, without its results and location, in its custom form when it has one (and
   * the generic form is not asked for), else generic: MLIR's printCustomOrGenericOp, for ops
   * written inline in another's syntax ({@code vector.mask %m { vector.reduction ... }}).
   */
  OpAsmPrinter printCustomOrGenericOp(Operation op);

  /** Whether locations are printed ({@code --mlir-print-debuginfo}). */
  boolean printsDebugInfo();

  /** The type/attribute printer writing to the same output (with alias substitution). */
  AttrTypePrinter attrTypePrinter();

  /** The output buffer (MLIR's getStream()). */
  StringBuilder getStream();
}
