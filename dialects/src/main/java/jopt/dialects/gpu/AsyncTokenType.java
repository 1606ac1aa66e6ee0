package jopt.dialects.gpu;

import jopt.ir.Parameterless;
import jopt.ir.Type;

/** {@code !gpu.async.token}: orders asynchronous GPU ops (what an {@code async} op returns). */
public final class AsyncTokenType extends Parameterless implements Type {
  public static final AsyncTokenType INSTANCE = new AsyncTokenType();

  private AsyncTokenType() {
    super("!gpu.async.token");
  }
}
