package jopt.ir.interfaces;

import java.util.function.BiFunction;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;

/**
 * MLIR's RuntimeVerifiableOpInterface: an op that can check at run time what its verifier
 * cannot check statically (indices in bounds, casts to static sizes that hold, ...). The
 * {@code generate-runtime-verification} pass calls {@link #generateRuntimeVerification} with the
 * builder before the op; the op inserts IR computing each condition and a {@code cf.assert} of
 * it whose message is {@code errorMessage.apply(op, "what failed")}.
 */
public interface RuntimeVerifiableOpInterface {
  void generateRuntimeVerification(Operation op, Builder builder, Location loc,
      BiFunction<Operation, String, String> errorMessage);
}
