package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.FunctionType;

/**
 * The types a conversion rewrites values to (MLIR's TypeConverter, one type for one): rules tried
 * from the last added to the first, each converting a type or passing it on; a type no rule
 * converts cannot be converted. Materializations build the casts a conversion needs where a value
 * of the old type meets a user of the new one (target) or the other way round (source). Immutable
 * (its answers are remembered); made by {@link #builder()}.
 */
public final class TypeConverter {
  /** A rule: the converted type, or null when the rule does not apply to {@code type}. */
  @FunctionalInterface
  public interface Conversion {
    Type convert(Type type);
  }

  /**
   * Builds a value of {@code resultType} from {@code inputs} at the builder's insertion point, or
   * returns null when it cannot (the next materialization is tried).
   */
  @FunctionalInterface
  public interface Materialization {
    Value materialize(jopt.ir.rewrite.Builder b, Type resultType, List<Value> inputs, Location loc);
  }

  private final List<Conversion> conversions;
  private final List<Materialization> sourceMaterializations;
  private final List<Materialization> targetMaterializations;
  private final ConcurrentHashMap<Type, Optional<Type>> cache = new ConcurrentHashMap<>();

  private TypeConverter(Builder b) {
    this.conversions = List.copyOf(b.conversions);
    this.sourceMaterializations = List.copyOf(b.sourceMaterializations);
    this.targetMaterializations = List.copyOf(b.targetMaterializations);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The converted type of {@code type}, or null when no rule converts it. */
  public Type convertType(Type type) {
    return cache.computeIfAbsent(type, t -> {
      for (int i = conversions.size() - 1; i >= 0; i--) {
        Type r = conversions.get(i).convert(t);
        if (r != null) {
          return Optional.of(r);
        }
      }
      return Optional.empty();
    }).orElse(null);
  }

  /** The converted types of {@code types}, or null when one cannot be converted. */
  public List<Type> convertTypes(List<Type> types) {
    List<Type> out = new ArrayList<>(types.size());
    for (Type t : types) {
      Type c = convertType(t);
      if (c == null) {
        return null;
      }
      out.add(c);
    }
    return out;
  }

  /** Whether {@code type} converts to itself. */
  public boolean isLegal(Type type) {
    return type.equals(convertType(type));
  }

  public boolean isLegal(List<Type> types) {
    for (Type t : types) {
      if (!isLegal(t)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the operand and result types of {@code op} are legal. */
  public boolean isLegal(Operation op) {
    return isLegal(op.getOperandTypes()) && isLegal(op.getResultTypes());
  }

  /** Whether the argument types of every block of {@code region} are legal. */
  public boolean isLegal(Region region) {
    for (Block b : region.getBlocks()) {
      if (!isLegal(b.getArgumentTypes())) {
        return false;
      }
    }
    return true;
  }

  public boolean isSignatureLegal(FunctionType type) {
    return isLegal(type.getInputs()) && isLegal(type.getResults());
  }

  /**
   * Adds {@code types} (arguments {@code offset}, {@code offset + 1}, ... of the original
   * signature) converted to {@code conversion}; false when one cannot be converted.
   */
  public boolean convertSignatureArgs(List<Type> types, SignatureConversion conversion, int offset) {
    for (int i = 0; i < types.size(); i++) {
      Type c = convertType(types.get(i));
      if (c == null) {
        return false;
      }
      conversion.addInputs(offset + i, List.of(c));
    }
    return true;
  }

  /** The conversion of {@code block}'s argument types, or null when one cannot be converted. */
  public SignatureConversion convertBlockSignature(Block block) {
    SignatureConversion conversion = new SignatureConversion(block.getNumArguments());
    return convertSignatureArgs(block.getArgumentTypes(), conversion, 0) ? conversion : null;
  }

  /** A value of the original {@code resultType} from converted {@code inputs}, or null. */
  public Value materializeSourceConversion(jopt.ir.rewrite.Builder b, Location loc, Type resultType, List<Value> inputs) {
    return materialize(sourceMaterializations, b, loc, resultType, inputs);
  }

  /** A value of the converted {@code resultType} from original {@code inputs}, or null. */
  public Value materializeTargetConversion(jopt.ir.rewrite.Builder b, Location loc, Type resultType, List<Value> inputs) {
    return materialize(targetMaterializations, b, loc, resultType, inputs);
  }

  private static Value materialize(List<Materialization> fns, jopt.ir.rewrite.Builder b, Location loc, Type resultType,
      List<Value> inputs) {
    for (int i = fns.size() - 1; i >= 0; i--) {
      Value v = fns.get(i).materialize(b, resultType, inputs, loc);
      if (v != null) {
        return v;
      }
    }
    return null;
  }

  /** Collects the rules and materializations of a converter. */
  public static final class Builder {
    private final List<Conversion> conversions = new ArrayList<>();
    private final List<Materialization> sourceMaterializations = new ArrayList<>();
    private final List<Materialization> targetMaterializations = new ArrayList<>();

    private Builder() {}

    /** Adds a rule, tried before the rules added earlier. */
    public Builder addConversion(Conversion rule) {
      conversions.add(rule);
      return this;
    }

    public Builder addSourceMaterialization(Materialization fn) {
      sourceMaterializations.add(fn);
      return this;
    }

    public Builder addTargetMaterialization(Materialization fn) {
      targetMaterializations.add(fn);
      return this;
    }

    public TypeConverter build() {
      return new TypeConverter(this);
    }
  }
}
