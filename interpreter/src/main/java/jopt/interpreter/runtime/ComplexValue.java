package jopt.interpreter.runtime;

/**
 * An element of complex type at runtime (complex<f32> or complex<f64> in memory): its real and
 * imaginary parts, each rounded to the part type.
 */
public record ComplexValue(double re, double im) {
  /** As std::complex writes itself to an ostream: {@code (10,5)}. */
  @Override
  public String toString() {
    return "(" + CFormat.g(re) + "," + CFormat.g(im) + ")";
  }
}
