package jopt.fuzz;

import java.util.List;

/** Scalar types of generated programs: memref element types plus index and i1. */
enum Elem {
  F32("f32", 4),
  F64("f64", 8),
  I32("i32", 4),
  I64("i64", 8),
  I16("i16", 2),
  I8("i8", 1),
  INDEX("index", 8),
  I1("i1", 1);

  /** Element types of buffers, f32 weighted as the most common. */
  static final List<Elem> MEMREF_ELEMS = List.of(F32, F32, F32, F64, I32, I64, I16, I8);
  /** Element types a byte buffer may be viewed as. */
  static final List<Elem> VIEW_ELEMS = List.of(F32, F64, I32, I64, I16);
  /** Types of scalar arithmetic. */
  static final List<Elem> ARITH = List.of(F32, F64, I32, I64, I16, I8, INDEX, I1);
  static final List<Elem> INTS = List.of(I32, I64, I16, I8);
  static final List<Elem> FLOATS = List.of(F32, F64);

  final String mlir;
  final int bytes;

  Elem(String mlir, int bytes) {
    this.mlir = mlir;
    this.bytes = bytes;
  }

  boolean isFloat() {
    return this == F32 || this == F64;
  }

  /** An integer type of arith (not index). */
  boolean isInt() {
    return this == I32 || this == I64 || this == I16 || this == I8 || this == I1;
  }

  int bits() {
    return this == I1 ? 1 : bytes * 8;
  }

  /** The literal of a small constant of this type derived from {@code v}. */
  String literal(long v) {
    long k = Math.floorMod(v, 1024);
    switch (this) {
      case F32:
      case F64:
        return Double.toString((k % 17 - 6) * 0.5);
      case I1:
        return k % 2 == 0 ? "false" : "true";
      case INDEX:
        return Long.toString(k % 9);
      default:
        return Long.toString(k % 72 - 8);
    }
  }

  static Elem pick(List<Elem> from, int choice) {
    return from.get(Math.floorMod(choice, from.size()));
  }
}
