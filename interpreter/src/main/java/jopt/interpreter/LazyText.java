package jopt.interpreter;

import java.util.AbstractList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A result's text, made when first asked for: rendering a model's output element by element
 * costs more than many of its ops, and a repeated run or a check that only compares numbers
 * never asks.
 */
final class LazyText {
  private final Supplier<String> make;
  private String text;

  LazyText(Supplier<String> make) {
    this.make = make;
  }

  String get() {
    if (text == null) {
      text = make.get();
    }
    return text;
  }

  /** A list of texts, each a String or a LazyText. */
  static final class Texts extends AbstractList<String> {
    private final List<Object> items;

    Texts(List<Object> items) {
      this.items = items;
    }

    @Override
    public String get(int i) {
      Object o = items.get(i);
      return o instanceof LazyText l ? l.get() : (String) o;
    }

    @Override
    public int size() {
      return items.size();
    }
  }
}
