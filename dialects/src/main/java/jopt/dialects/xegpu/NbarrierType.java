package jopt.dialects.xegpu;

import jopt.ir.Parameterless;
import jopt.ir.Type;

/** {@code !xegpu.nbarrier}: a named barrier. */
public final class NbarrierType extends Parameterless implements Type {
  public static final NbarrierType INSTANCE = new NbarrierType();

  private NbarrierType() {
    super("!xegpu.nbarrier");
  }
}
