package jopt.dialects.utils;

import java.util.List;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.PatternRewriter;

/**
 * A dialect's collapse_shape, expand_shape and cast, as MLIR's reshape patterns take them as
 * template arguments (memref's and tensor's): the ops are named by their specs and share the
 * operand and attribute layout ({@code src}, then an expand's {@code output_shape};
 * {@code reassociation}, {@code static_output_shape}); the dialect builds them.
 */
public interface ReshapeOps {
  OpSpec collapseSpec();

  OpSpec expandSpec();

  /** MLIR's hasNonIdentityLayout, negated (a tensor has no layout). */
  boolean hasIdentityLayout(Type type);

  /** A collapse of {@code src} to {@code resultType}; null when the dialect cannot make that type. */
  Value collapse(PatternRewriter rewriter, Location loc, Type resultType, Value src, List<long[]> groups);

  /** An expand of {@code src}; {@code staticShape} holds DYNAMIC where the next of {@code dynamicShape} gives the size. */
  Value expand(PatternRewriter rewriter, Location loc, Type resultType, Value src, List<long[]> groups,
      long[] staticShape, List<Value> dynamicShape);

  Value cast(PatternRewriter rewriter, Location loc, Type resultType, Value src);

  boolean areCastCompatible(Type from, Type to);
}
