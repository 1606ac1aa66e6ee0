package jopt.ir.conversion;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import jopt.ir.Operation;
import jopt.ir.ods.OpSpec;

/**
 * What a conversion must reach (MLIR's ConversionTarget): per op name or per dialect, legal,
 * illegal or legal when a callback says so; ops with none of these are unknown (left alone by a
 * partial conversion, an error in a full one) unless a callback for unknown ops is given. An
 * op's own action wins over its dialect's. Legal ops may also be recursively legal: the ops they
 * hold are then not converted. Immutable; made by {@link #builder()}.
 */
public final class ConversionTarget {
  /** The legality of an op name: its action, recursive legality, and its callback if dynamic. */
  private record Info(LegalizationAction action, boolean recursivelyLegal, DynamicLegality callback) {}

  private final Map<String, Info> ops;
  private final Map<String, LegalizationAction> dialects;
  private final Map<String, DynamicLegality> dialectCallbacks;
  private final Map<String, DynamicLegality> recursiveCallbacks;
  private final DynamicLegality unknownCallback;

  private ConversionTarget(Builder b) {
    this.ops = Map.copyOf(b.ops);
    this.dialects = Map.copyOf(b.dialects);
    this.dialectCallbacks = Map.copyOf(b.dialectCallbacks);
    this.recursiveCallbacks = Map.copyOf(b.recursiveCallbacks);
    this.unknownCallback = b.unknownCallback;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The action for ops named {@code opName}, or null when they are unknown to the target. */
  public LegalizationAction getOpAction(String opName) {
    Info info = info(opName);
    return info == null ? null : info.action();
  }

  /** Whether {@code op} is legal, and if it is, whether the ops it holds are too. */
  public record LegalOpDetails(boolean isRecursivelyLegal) {}

  /** The details of a legal {@code op}; null when it is not legal (illegal or unknown). */
  public LegalOpDetails isLegal(Operation op) {
    Info info = info(op.getName());
    if (info == null) {
      return null;
    }
    boolean legal = info.action() == LegalizationAction.LEGAL;
    if (info.action() == LegalizationAction.DYNAMIC && info.callback() != null) {
      Boolean r = info.callback().isLegal(op);
      legal = r != null && r;
    }
    if (!legal) {
      return null;
    }
    if (!info.recursivelyLegal()) {
      return NOT_RECURSIVE;
    }
    DynamicLegality recursive = recursiveCallbacks.get(op.getName());
    Boolean r = recursive == null ? null : recursive.isLegal(op);
    return r == null || r ? RECURSIVE : NOT_RECURSIVE;
  }

  private static final LegalOpDetails RECURSIVE = new LegalOpDetails(true);
  private static final LegalOpDetails NOT_RECURSIVE = new LegalOpDetails(false);

  /**
   * Whether {@code op} is known to be illegal: marked so, or dynamically legal with a callback
   * that says no (a callback without an opinion leaves it unknown).
   */
  public boolean isIllegal(Operation op) {
    Info info = info(op.getName());
    if (info == null) {
      return false;
    }
    if (info.action() == LegalizationAction.DYNAMIC) {
      Boolean r = info.callback() == null ? null : info.callback().isLegal(op);
      return r != null && !r;
    }
    return info.action() == LegalizationAction.ILLEGAL;
  }

  private Info info(String opName) {
    Info own = ops.get(opName);
    if (own != null) {
      return own;
    }
    int dot = opName.indexOf('.');
    LegalizationAction dialect = dot < 0 ? null : dialects.get(opName.substring(0, dot));
    if (dialect != null) {
      return new Info(dialect, false, dialectCallbacks.get(opName.substring(0, dot)));
    }
    return unknownCallback == null ? null : new Info(LegalizationAction.DYNAMIC, false, unknownCallback);
  }

  /** Collects the legality of a target; {@link #build} freezes it. */
  public static final class Builder {
    private final Map<String, Info> ops = new LinkedHashMap<>();
    private final Map<String, LegalizationAction> dialects = new HashMap<>();
    private final Map<String, DynamicLegality> dialectCallbacks = new HashMap<>();
    private final Map<String, DynamicLegality> recursiveCallbacks = new HashMap<>();
    private DynamicLegality unknownCallback;

    private Builder() {}

    public Builder addLegalOp(String... opNames) {
      return setOpAction(LegalizationAction.LEGAL, opNames);
    }

    public Builder addLegalOp(OpSpec... specs) {
      return addLegalOp(names(specs));
    }

    public Builder addIllegalOp(String... opNames) {
      return setOpAction(LegalizationAction.ILLEGAL, opNames);
    }

    public Builder addIllegalOp(OpSpec... specs) {
      return addIllegalOp(names(specs));
    }

    /** Ops legal where {@code callback} says so (and illegal where it says not). */
    public Builder addDynamicallyLegalOp(DynamicLegality callback, String... opNames) {
      setOpAction(LegalizationAction.DYNAMIC, opNames);
      for (String name : opNames) {
        Info info = ops.get(name);
        DynamicLegality composed = info.callback() == null ? callback : info.callback().overriddenBy(callback);
        ops.put(name, new Info(info.action(), info.recursivelyLegal(), composed));
      }
      return this;
    }

    public Builder addDynamicallyLegalOp(DynamicLegality callback, OpSpec... specs) {
      return addDynamicallyLegalOp(callback, names(specs));
    }

    public Builder addLegalDialect(String... namespaces) {
      return setDialectAction(LegalizationAction.LEGAL, namespaces);
    }

    public Builder addIllegalDialect(String... namespaces) {
      return setDialectAction(LegalizationAction.ILLEGAL, namespaces);
    }

    public Builder addDynamicallyLegalDialect(DynamicLegality callback, String... namespaces) {
      setDialectAction(LegalizationAction.DYNAMIC, namespaces);
      for (String d : namespaces) {
        dialectCallbacks.merge(d, callback, DynamicLegality::overriddenBy);
      }
      return this;
    }

    /** Ops no action covers are legal where {@code callback} says so (MLIR's markUnknownOpDynamicallyLegal). */
    public Builder markUnknownOpDynamicallyLegal(DynamicLegality callback) {
      unknownCallback = unknownCallback == null ? callback : unknownCallback.overriddenBy(callback);
      return this;
    }

    /**
     * Legal instances of these (already legal or dynamically legal) ops hold legal ops only,
     * where {@code callback} (null: always) does not say otherwise.
     */
    public Builder markOpRecursivelyLegal(DynamicLegality callback, String... opNames) {
      for (String name : opNames) {
        Info info = ops.get(name);
        if (info == null || info.action() == LegalizationAction.ILLEGAL) {
          throw new IllegalStateException("'" + name + "' must be marked legal before it is recursively legal");
        }
        ops.put(name, new Info(info.action(), true, info.callback()));
        if (callback == null) {
          recursiveCallbacks.remove(name);
        } else {
          recursiveCallbacks.merge(name, callback, DynamicLegality::overriddenBy);
        }
      }
      return this;
    }

    public ConversionTarget build() {
      return new ConversionTarget(this);
    }

    private Builder setOpAction(LegalizationAction action, String... opNames) {
      for (String name : opNames) {
        Info old = ops.get(name);
        ops.put(name, new Info(action, old != null && old.recursivelyLegal(), old == null ? null : old.callback()));
      }
      return this;
    }

    private Builder setDialectAction(LegalizationAction action, String... namespaces) {
      for (String d : namespaces) {
        dialects.put(d, action);
      }
      return this;
    }

    private static String[] names(OpSpec[] specs) {
      String[] names = new String[specs.length];
      for (int i = 0; i < specs.length; i++) {
        names[i] = specs[i].name();
      }
      return names;
    }
  }
}
