package jopt.ir;

import java.util.List;
import java.util.Objects;
import jopt.support.Strings;

/** Where an operation or value comes from, printed as MLIR prints {@code loc(...)}. */
public sealed interface Location
    permits Location.Unknown, Location.FileLineCol, Location.Name, Location.Fused, Location.CallSite {

  Location UNKNOWN = new Unknown();

  /** Prints the body inside {@code loc(...)}. */
  void printBody(AttrTypePrinter p);

  default String print() {
    AttrTypePrinter p = new AttrTypePrinter();
    p.append("loc(");
    printBody(p);
    p.append(')');
    return p.toString();
  }

  /** The first file:line:col inside this location, or null. */
  default FileLineCol fileLineCol() {
    return null;
  }

  /**
   * MLIR's FusedLoc::get: flattens nested fused locations with the same metadata, drops unknown
   * and duplicate locations, and folds a single location without metadata into itself.
   */
  static Location fused(List<Location> locs, Attribute metadata) {
    java.util.LinkedHashSet<Location> kept = new java.util.LinkedHashSet<>();
    for (Location l : locs) {
      if (l instanceof Fused f && java.util.Objects.equals(f.metadata(), metadata)) {
        kept.addAll(f.locations());
      } else if (!(l instanceof Unknown)) {
        kept.add(l);
      }
    }
    if (kept.isEmpty()) {
      return metadata == null ? UNKNOWN : new Fused(List.of(UNKNOWN), metadata);
    }
    if (kept.size() == 1 && metadata == null) {
      return kept.iterator().next();
    }
    return new Fused(List.copyOf(kept), metadata);
  }

  record Unknown() implements Location {
    @Override
    public void printBody(AttrTypePrinter p) {
      p.append("unknown");
    }

    @Override
    public String toString() {
      return print();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Unknown;
    }

    @Override
    public int hashCode() {
      return 3105;
    }
  }

  /**
   * A source position, or MLIR's FileLineColRange when the end differs from the start
   * ({@code "f":3:4 to :9}, {@code "f":3:4 to 5:1}); diagnostics point at the start.
   */
  record FileLineCol(String file, int line, int column, int endLine, int endColumn)
      implements Location {
    public FileLineCol(String file, int line, int column) {
      this(file, line, column, line, column);
    }

    @Override
    public void printBody(AttrTypePrinter p) {
      print(p.out());
    }

    /** Writes {@code "file":line:col}, with MLIR's {@code to [line]:col} end of a range. */
    public void print(StringBuilder out) {
      Strings.printEscaped(out, file);
      out.append(':').append(line).append(':').append(column);
      if (endLine != line) {
        out.append(" to ").append(endLine).append(':').append(endColumn);
      } else if (endColumn != column) {
        out.append(" to :").append(endColumn);
      }
    }

    @Override
    public FileLineCol fileLineCol() {
      return this;
    }

    @Override
    public String toString() {
      return file + ":" + line + ":" + column;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof FileLineCol r && Objects.equals(file, r.file)
          && line == r.line
          && column == r.column
          && endLine == r.endLine
          && endColumn == r.endColumn;
    }

    @Override
    public int hashCode() {
      int h = Objects.hashCode(file);
      h = 31 * h + Integer.hashCode(line);
      h = 31 * h + Integer.hashCode(column);
      h = 31 * h + Integer.hashCode(endLine);
      h = 31 * h + Integer.hashCode(endColumn);
      return h;
    }
  }

  record Name(String name, Location child) implements Location {
    @Override
    public void printBody(AttrTypePrinter p) {
      Strings.printEscaped(p.out(), name);
      if (!(child instanceof Unknown)) {
        p.append('(');
        child.printBody(p);
        p.append(')');
      }
    }

    @Override
    public FileLineCol fileLineCol() {
      return child.fileLineCol();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Name r && Objects.equals(name, r.name)
          && Objects.equals(child, r.child);
    }

    @Override
    public int hashCode() {
      return 31 * Objects.hashCode(name) + Objects.hashCode(child);
    }

    @Override
    public String toString() {
      return print();
    }
  }

  record Fused(List<Location> locations, Attribute metadata) implements Location {
    public Fused {
      locations = List.copyOf(locations);
    }

    @Override
    public void printBody(AttrTypePrinter p) {
      p.append("fused");
      if (metadata != null) {
        p.append('<');
        p.printAttribute(metadata);
        p.append('>');
      }
      p.append('[');
      for (int i = 0; i < locations.size(); i++) {
        if (i > 0) {
          p.append(", ");
        }
        locations.get(i).printBody(p);
      }
      p.append(']');
    }

    @Override
    public FileLineCol fileLineCol() {
      for (Location l : locations) {
        FileLineCol f = l.fileLineCol();
        if (f != null) {
          return f;
        }
      }
      return null;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Fused r && Objects.equals(locations, r.locations)
          && Objects.equals(metadata, r.metadata);
    }

    @Override
    public int hashCode() {
      return 31 * Objects.hashCode(locations) + Objects.hashCode(metadata);
    }

    @Override
    public String toString() {
      return print();
    }
  }

  record CallSite(Location callee, Location caller) implements Location {
    @Override
    public void printBody(AttrTypePrinter p) {
      p.append("callsite(");
      callee.printBody(p);
      p.append(" at ");
      caller.printBody(p);
      p.append(')');
    }

    @Override
    public FileLineCol fileLineCol() {
      return callee.fileLineCol();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof CallSite r && Objects.equals(callee, r.callee)
          && Objects.equals(caller, r.caller);
    }

    @Override
    public int hashCode() {
      return 31 * Objects.hashCode(callee) + Objects.hashCode(caller);
    }

    @Override
    public String toString() {
      return print();
    }
  }
}
