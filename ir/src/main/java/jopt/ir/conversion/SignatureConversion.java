package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.ir.Type;
import jopt.ir.Value;

/**
 * The new argument list of a block or function and where each original argument went (MLIR's
 * TypeConverter::SignatureConversion): to a new argument, to a value given in its place, or
 * nowhere (dropped). Filled by a type converter or a pattern, then applied by
 * {@link ConversionPatternRewriter#applySignatureConversion}.
 */
public final class SignatureConversion {
  /** Where original argument went: new argument {@code inputNo}, or {@code replacement} when not null. */
  public record InputMapping(int inputNo, Value replacement) {
    public boolean replacedWithValue() {
      return replacement != null;
    }
  }

  private final InputMapping[] remapped;
  private final List<Type> argTypes = new ArrayList<>();

  public SignatureConversion(int numOrigInputs) {
    this.remapped = new InputMapping[numOrigInputs];
  }

  public int getNumOrigInputs() {
    return remapped.length;
  }

  /** The new argument types. */
  public List<Type> getConvertedTypes() {
    return Collections.unmodifiableList(argTypes);
  }

  /** Where original argument {@code origInputNo} went, or null when it was dropped. */
  public InputMapping getInputMapping(int origInputNo) {
    return remapped[origInputNo];
  }

  /** Original argument {@code origInputNo} becomes a new argument of {@code types}' one type. */
  public void addInputs(int origInputNo, List<Type> types) {
    if (types.size() != 1) {
      throw new IllegalArgumentException("one type per argument: " + types);
    }
    remapInput(origInputNo, argTypes.size());
    argTypes.addAll(types);
  }

  /** New arguments that no original argument maps to. */
  public void addInputs(List<Type> types) {
    argTypes.addAll(types);
  }

  /** Original argument {@code origInputNo} becomes new argument {@code newInputNo}. */
  public void remapInput(int origInputNo, int newInputNo) {
    check(origInputNo);
    remapped[origInputNo] = new InputMapping(newInputNo, null);
  }

  /** Original argument {@code origInputNo} is dropped and its uses take {@code replacement}. */
  public void remapInput(int origInputNo, Value replacement) {
    check(origInputNo);
    remapped[origInputNo] = new InputMapping(origInputNo, replacement);
  }

  private void check(int origInputNo) {
    if (remapped[origInputNo] != null) {
      throw new IllegalStateException("input " + origInputNo + " is already remapped");
    }
  }
}
