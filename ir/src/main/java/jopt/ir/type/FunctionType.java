package jopt.ir.type;

import java.util.List;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code (i32, f32) -> i32}; several results, none, or a single function result are parenthesized. */
public record FunctionType(List<Type> inputs, List<Type> results) implements Type {
  public FunctionType {
    inputs = TypeList.of(inputs);
    results = TypeList.of(results);
  }

  public static FunctionType get(List<Type> inputs, List<Type> results) {
    return new FunctionType(inputs, results);
  }

  public List<Type> getInputs() {
    return inputs;
  }

  public List<Type> getResults() {
    return results;
  }

  public int getNumInputs() {
    return inputs.size();
  }

  public int getNumResults() {
    return results.size();
  }

  public Type getInput(int i) {
    return inputs.get(i);
  }

  public Type getResult(int i) {
    return results.get(i);
  }

  public FunctionType withInputsAndResults(List<Type> newInputs, List<Type> newResults) {
    return new FunctionType(newInputs, newResults);
  }

  /** As its input and result types. */
  @Override
  public boolean mayPrintAlias() {
    return Types.anyMayPrintAlias(inputs) || Types.anyMayPrintAlias(results);
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append('(');
    Types.printList(p, inputs);
    p.append(") -> ");
    if (results.size() == 1 && !(results.get(0) instanceof FunctionType)) {
      p.printType(results.get(0));
    } else {
      p.append('(');
      Types.printList(p, results);
      p.append(')');
    }
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FunctionType r && Objects.equals(inputs, r.inputs)
        && Objects.equals(results, r.results);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(inputs) + Objects.hashCode(results);
  }
}
