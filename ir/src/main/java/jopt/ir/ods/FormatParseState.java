package jopt.ir.ods;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.SourceLoc;

/**
 * What a {@link CustomDirective} reads and records while an assembly format parses an op: the
 * operands, types (by ODS group name), attributes, regions and successors read so far. The
 * format package's parse state implements it, so that a directive names nothing of that package.
 */
public interface FormatParseState {
  /** The op being parsed. */
  OperationState result();

  /** Records operands of group {@code group} (appended), read at {@code loc}. */
  void addOperands(String group, List<UnresolvedOperand> values, SourceLoc loc);

  /** The operands read so far for group {@code group} (ODS's {@code ref($x)}), or null. */
  List<UnresolvedOperand> getOperands(String group);

  /** Records the types of operand or result group {@code group}. */
  void setTypes(String group, List<Type> groupTypes);

  /** The types read so far for group {@code group}, or null. */
  List<Type> getTypes(String group);

  /**
   * Sets attribute {@code name}, unless an attr-dict read before gave it: as MLIR, which sets
   * the dictionary's inherent attributes after the properties the format (and its custom
   * directives) read, the dictionary's stays (scf.index_switch's {@code cases}).
   */
  void setAttribute(String name, Attribute value);

  Attribute getAttribute(String name);

  void addRegion(String group, Region region);

  void addSuccessor(String group, Block block);
}
