package jopt.ir.ods.format;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.FormatParseState;

/**
 * What an assembly format has read of an op so far: unresolved operands and the types given
 * for each operand or result group (by ODS name), attributes, regions and successors. Types
 * left out are inferred before the operands are resolved.
 */
public final class ParseState implements FormatParseState {
  final OperationState result;
  // SmallMap, not Map: calls on the final class, not through an interface (C1 inlines them).
  final SmallMap<List<UnresolvedOperand>> operands = new SmallMap<>();
  final SmallMap<SourceLoc> operandLocs = new SmallMap<>();
  final SmallMap<List<Type>> types = new SmallMap<>();
  /** Made at the first region or successor: most ops have neither. */
  private SmallMap<List<Region>> regions;
  private SmallMap<List<Block>> successors;
  /** Types of {@code type(operands)} / {@code type(results)}, or null. */
  List<Type> allOperandTypes;
  List<Type> allResultTypes;
  List<UnresolvedOperand> allOperands;
  SourceLoc allOperandsLoc;

  ParseState(OperationState result) {
    this.result = result;
  }

  @Override
  public OperationState result() {
    return result;
  }

  @Override
  public void addOperands(String group, List<UnresolvedOperand> values, SourceLoc loc) {
    operands.computeIfAbsent(group, k -> new ArrayList<>()).addAll(values);
    operandLocs.putIfAbsent(group, loc);
  }

  @Override
  public List<UnresolvedOperand> getOperands(String group) {
    return operands.get(group);
  }

  @Override
  public void setTypes(String group, List<Type> groupTypes) {
    types.put(group, new ArrayList<>(groupTypes));
  }

  @Override
  public List<Type> getTypes(String group) {
    return types.get(group);
  }

  @Override
  public void setAttribute(String name, Attribute value) {
    if (!result.attributes.contains(name)) {
      result.attributes.set(name, value);
    }
  }

  @Override
  public Attribute getAttribute(String name) {
    return result.attributes.get(name);
  }

  @Override
  public void addRegion(String group, Region region) {
    if (regions == null) {
      regions = new SmallMap<>();
    }
    regions.computeIfAbsent(group, k -> new ArrayList<>()).add(region);
  }

  @Override
  public void addSuccessor(String group, Block block) {
    if (successors == null) {
      successors = new SmallMap<>();
    }
    successors.computeIfAbsent(group, k -> new ArrayList<>()).add(block);
  }

  /** The regions read for {@code group} ("" for all of them), or null. */
  List<Region> regions(String group) {
    return regions == null ? null : regions.get(group);
  }

  /** The successors read for {@code group} ("" for all of them), or null. */
  List<Block> successors(String group) {
    return successors == null ? null : successors.get(group);
  }
}
