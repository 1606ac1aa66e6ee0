package jopt.passmanager;

import java.util.function.Supplier;

/**
 * What the registry and the pipeline parser know of a pass before creating it: its argument
 * ({@code cse}), description, the op it anchors on (null: any op) and how to create one.
 */
public record PassInfo(String argument, String description, String opName,
    Supplier<? extends Pass> factory) {
  public static PassInfo of(String argument, String description, String opName,
      Supplier<? extends Pass> factory) {
    return new PassInfo(argument, description, opName, factory);
  }

  public Pass create() {
    return factory.get();
  }
}
