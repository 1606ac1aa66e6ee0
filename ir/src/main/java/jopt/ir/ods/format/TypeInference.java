package jopt.ir.ods.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.OpFormatSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.SuccessorDef;
import jopt.ir.ods.ValueDef;

/**
 * The end of parsing by an assembly format: the types the format did not spell are taken from
 * buildable constraints ({@code index}, {@code i1}) and the spec's type rules (AllTypesMatch,
 * TypesMatchWith), then operands are resolved group by group ("number of operands and types
 * do not match: got 2 operands and 1 types" as MLIR reports a count mismatch) and results, regions and successors added.
 */
final class TypeInference {
  private TypeInference() {}

  static void complete(OpFormatSpec spec, ParseState st, OpAsmParser p, boolean sameOperandsAndResultType,
      boolean sameTypeOperands) {
    if (st.allOperandTypes != null) {
      return;
    }
    if (sameOperandsAndResultType || sameTypeOperands) {
      inferSameType(spec, st, sameOperandsAndResultType);
    }
    // Indexed loops: C1 has no escape analysis, an iterator would be garbage per parsed op.
    List<ValueDef> operandDefs = spec.operands();
    for (int i = 0; i < operandDefs.size(); i++) {
      ValueDef d = operandDefs.get(i);
      if (!st.types.containsKey(d.name()) && d.constraint().buildableType() != null) {
        int n = st.operands.getOrDefault(d.name(), List.of()).size();
        st.types.put(d.name(), new ArrayList<>(Collections.nCopies(n, d.constraint().buildableType())));
      }
    }
    if (st.allResultTypes == null) {
      List<ValueDef> resultDefs = spec.results();
      for (int i = 0; i < resultDefs.size(); i++) {
        ValueDef d = resultDefs.get(i);
        if (!st.types.containsKey(d.name()) && d.constraint().buildableType() != null
            && d.arity() == jopt.ir.ods.Arity.SINGLE) {
          st.types.put(d.name(), List.of(d.constraint().buildableType()));
        }
      }
    }
    List<OpFormatSpec.TypeRule> rules = spec.typeRules();
    boolean changed = !rules.isEmpty();
    while (changed) {
      changed = false;
      for (int k = 0; k < rules.size(); k++) {
        OpFormatSpec.TypeRule r = rules.get(k);
        if (r.isAllMatch()) {
          Type known = null;
          for (String n : r.names()) {
            List<Type> t = st.types.get(n);
            if (t != null && t.size() == 1) {
              known = t.get(0);
              break;
            }
          }
          if (known != null) {
            for (String n : r.names()) {
              if (!st.types.containsKey(n)) {
                st.types.put(n, List.of(known));
                changed = true;
              }
            }
          }
        } else if (r.isEach()) {
          List<Type> t = st.types.get(r.names().get(0));
          if (t != null && t.size() == 1 && !st.types.containsKey(r.names().get(1))) {
            verifySource(spec, p, r.names().get(0), t);
            st.types.put(r.names().get(1), r.eachTransform().apply(t.get(0)));
            changed = true;
          }
        } else {
          String from = r.names().get(0);
          String to = r.names().get(1);
          List<Type> t = st.types.get(from);
          if (t != null && t.size() == 1 && !st.types.containsKey(to)) {
            verifySource(spec, p, from, t);
            Type derived;
            try {
              derived = r.transform().apply(t.get(0));
            } catch (RuntimeException e) {
              // The type the rule needs is not there (a memref rule given a tensor, say): the
              // verifier reports it on the op, as MLIR's does once the op exists.
              derived = t.get(0);
            }
            // As ODS resolves a variable operand group with one type: once per operand read.
            ValueDef toDef = operandDef(spec, to);
            st.types.put(to, toDef != null && toDef.isVariable()
                ? new ArrayList<>(Collections.nCopies(st.operands.getOrDefault(to, List.of()).size(), derived))
                : List.of(derived));
            changed = true;
          }
        }
      }
    }
  }

  /**
   * As the parsers ODS generates: the type a TypesMatchWith transformer reads must satisfy its
   * variable's constraint ("'result' must be statically shaped tensor of any type values, but got
   * 'tensor<?xf32>'", at the op name) before anything is derived from it.
   */
  private static void verifySource(OpFormatSpec spec, OpAsmParser p, String name, List<Type> types) {
    ValueDef def = valueDef(spec, name);
    if (def == null) {
      return;
    }
    for (int i = 0; i < types.size(); i++) {
      if (!def.constraint().test(types.get(i))) {
        throw p.emitError(p.getNameLoc(), "'" + name + "' must be " + def.constraint().summary()
            + ", but got '" + jopt.ir.AttrTypePrinter.print(types.get(i)) + "'");
      }
    }
  }

  /**
   * SameOperandsAndResultType: the first spelled type of a single operand or result (results
   * first, as ODS looks) is the type of every operand and result the format leaves out; with
   * SameTypeOperands alone ({@code withResults} false), the same among the operands.
   */
  private static void inferSameType(OpFormatSpec spec, ParseState st, boolean withResults) {
    Type known = null;
    List<ValueDef> results = withResults ? spec.results() : List.of();
    List<ValueDef> operands = spec.operands();
    for (int i = 0; i < results.size() + operands.size() && known == null; i++) {
      ValueDef d = i < results.size() ? results.get(i) : operands.get(i - results.size());
      List<Type> t = st.types.get(d.name());
      if (d.arity() == jopt.ir.ods.Arity.SINGLE && t != null && t.size() == 1) {
        known = t.get(0);
      }
    }
    if (known == null) {
      return;
    }
    for (int i = 0; i < results.size() + operands.size(); i++) {
      ValueDef d = i < results.size() ? results.get(i) : operands.get(i - results.size());
      if (!st.types.containsKey(d.name())) {
        int n = i < results.size() ? 1 : st.operands.getOrDefault(d.name(), List.of()).size();
        st.types.put(d.name(), new ArrayList<>(Collections.nCopies(n, known)));
      }
    }
  }

  /** The operand or result group named {@code name}, or null. */
  private static ValueDef valueDef(OpFormatSpec spec, String name) {
    ValueDef d = operandDef(spec, name);
    if (d != null) {
      return d;
    }
    for (ValueDef r : spec.results()) {
      if (r.name().equals(name)) {
        return r;
      }
    }
    return null;
  }

  /** The operand group named {@code name}, or null when it is a result. */
  private static ValueDef operandDef(OpFormatSpec spec, String name) {
    List<ValueDef> defs = spec.operands();
    for (int i = 0; i < defs.size(); i++) {
      if (defs.get(i).name().equals(name)) {
        return defs.get(i);
      }
    }
    return null;
  }

  static void resolve(OpFormatSpec spec, ParseState st, OpAsmParser p) {
    int[] parsedSizes = null; // the operand segments read, where the format read them group by group
    if (st.allOperands != null) {
      List<Type> types = st.allOperandTypes != null ? st.allOperandTypes : List.of();
      resolveGroup(p, st, st.allOperands, types, st.allOperandsLoc);
    } else if (st.allOperandTypes != null) {
      // The groups were read one by one, their types as type(operands): ODS resolves them all
      // together, reporting a count mismatch at the op name.
      List<UnresolvedOperand> all = new ArrayList<>();
      int[] sizes = new int[spec.operands().size()];
      for (int i = 0; i < sizes.length; i++) {
        List<UnresolvedOperand> list = st.operands.getOrDefault(spec.operands().get(i).name(), List.of());
        sizes[i] = list.size();
        all.addAll(list);
      }
      resolveGroup(p, st, all, st.allOperandTypes, p.getNameLoc());
      parsedSizes = sizes;
      if (spec.hasAttrSizedOperandSegments() && !givenSegmentSizes(st, sizes.length)) {
        OpFormatSpec.setOperandSegmentSizes(st.result, sizes);
      }
    } else {
      int[] sizes = new int[spec.operands().size()];
      for (int i = 0; i < spec.operands().size(); i++) {
        ValueDef d = spec.operands().get(i);
        List<UnresolvedOperand> list = st.operands.getOrDefault(d.name(), List.of());
        sizes[i] = list.size();
        // A group whose types an absent optional group held has none: a count mismatch.
        List<Type> types = st.types.getOrDefault(d.name(), List.of());
        SourceLoc loc = st.operandLocs.get(d.name());
        if (loc == null) {
          loc = p.getCurrentLocation();
        }
        resolveGroup(p, st, list, types, loc);
      }
      parsedSizes = sizes;
      if (spec.hasAttrSizedOperandSegments() && !givenSegmentSizes(st, sizes.length)) {
        OpFormatSpec.setOperandSegmentSizes(st.result, sizes);
      }
    }
    if (st.allResultTypes != null) {
      st.result.addTypes(st.allResultTypes);
    } else if (!spec.results().isEmpty() && noResultTypes(spec, st)
        && p.getContext().lookupOp(st.result.name) instanceof jopt.ir.interfaces.InferTypeOpInterface infer) {
      // As ODS for an op with InferTypeOpInterface whose format spells no result type: the
      // interface gives them from the resolved operands and the attributes. Segment sizes of the
      // attribute dictionary replace the parsed ones only after it (MLIR sets the dictionary's
      // inherent attributes when it creates the op): the inference sees the parsed ones.
      jopt.ir.Attribute given = st.result.attributes.get(OpFormatSpec.OPERAND_SEGMENT_SIZES);
      boolean swap = given != null && parsedSizes != null && spec.hasAttrSizedOperandSegments();
      if (swap) {
        OpFormatSpec.setOperandSegmentSizes(st.result, parsedSizes);
      }
      st.result.addTypes(infer.inferReturnTypes(p.getContext(), st.result.operands, st.result.attributes));
      if (swap) {
        st.result.attributes.set(OpFormatSpec.OPERAND_SEGMENT_SIZES, given);
      }
    } else {
      int[] sizes = new int[spec.results().size()];
      for (int i = 0; i < spec.results().size(); i++) {
        ValueDef d = spec.results().get(i);
        List<Type> types = st.types.getOrDefault(d.name(), List.of());
        sizes[i] = types.size();
        st.result.addTypes(types);
      }
      if (spec.hasAttrSizedResultSegments()) {
        st.result.attributes.set(OpFormatSpec.RESULT_SEGMENT_SIZES, jopt.ir.attr.DenseArrayAttr.i32(sizes));
      }
    }
    addRegionsAndSuccessors(spec, st);
  }

  /** Whether neither the format nor an inference gave a type of any result group. */
  private static boolean noResultTypes(OpFormatSpec spec, ParseState st) {
    List<ValueDef> results = spec.results();
    for (int i = 0; i < results.size(); i++) {
      if (st.types.containsKey(results.get(i).name())) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the attribute dictionary gave operand segment sizes MLIR keeps: its setInherentAttr
   * takes an i32 array of the right length over the parsed sizes and ignores any other value.
   */
  private static boolean givenSegmentSizes(ParseState st, int groups) {
    return st.result.attributes.get(OpFormatSpec.OPERAND_SEGMENT_SIZES) instanceof jopt.ir.attr.DenseArrayAttr d
        && d.getElementType().equals(jopt.ir.type.IntegerType.get(32)) && d.size() == groups;
  }

  private static void resolveGroup(OpAsmParser p, ParseState st, List<UnresolvedOperand> list, List<Type> types,
      SourceLoc loc) {
    if (list.size() != types.size()) {
      throw p.emitError(loc, "number of operands and types do not match: got " + list.size() + " operands and "
          + types.size() + " types");
    }
    for (int i = 0; i < list.size(); i++) {
      st.result.addOperand(p.resolveOperand(list.get(i), types.get(i)));
    }
  }

  private static void addRegionsAndSuccessors(OpFormatSpec spec, ParseState st) {
    // Loops, not forEach(st.result::addRegion): a bound method reference is an object per call.
    List<Region> all = st.regions("");
    if (all != null) {
      addRegions(st, all);
    } else {
      List<RegionDef> defs = spec.regions();
      for (int i = 0; i < defs.size(); i++) {
        List<Region> rs = st.regions(defs.get(i).name());
        if (rs != null) {
          addRegions(st, rs);
        } else if (!defs.get(i).variadic()) {
          st.result.addRegion();
        }
      }
    }
    List<Block> allSuccessors = st.successors("");
    if (allSuccessors != null) {
      addSuccessors(st, allSuccessors);
    } else {
      List<SuccessorDef> defs = spec.successors();
      for (int i = 0; i < defs.size(); i++) {
        List<Block> bs = st.successors(defs.get(i).name());
        if (bs != null) {
          addSuccessors(st, bs);
        }
      }
    }
  }

  private static void addRegions(ParseState st, List<Region> regions) {
    for (int i = 0; i < regions.size(); i++) {
      st.result.addRegion(regions.get(i));
    }
  }

  private static void addSuccessors(ParseState st, List<Block> blocks) {
    for (int i = 0; i < blocks.size(); i++) {
      st.result.addSuccessor(blocks.get(i));
    }
  }
}
