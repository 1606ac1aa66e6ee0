package jopt.ir;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.support.Strings;

/**
 * The resources of a file's metadata ({@code {-# dialect_resources: ... #-}}) as a context
 * holds them: the builtin dialect's blobs, named by the handles of {@code dense_resource}
 * attributes, and the external resources no dialect reads, kept to be printed back. The
 * printer writes the section after the top-level op: the blobs the op refers to, in the order
 * it refers to them, and every external resource.
 */
public final class FileResources {
  /** A blob: its alignment (a power of 2, or 0) and its bytes. */
  public record Blob(long alignment, byte[] data) {
    /** As MLIR prints a blob: {@code 0x}, the alignment in 4 little-endian bytes, the data, in upper case. */
    public String hex() {
      StringBuilder sb = new StringBuilder("0x");
      long a = data.length == 0 ? 0 : alignment;
      for (int i = 0; i < 4; i++) {
        appendByte(sb, (int) (a >>> (8 * i)) & 0xFF);
      }
      for (byte b : data) {
        appendByte(sb, b & 0xFF);
      }
      return sb.toString();
    }

    private static void appendByte(StringBuilder sb, int b) {
      sb.append(Character.toUpperCase(Character.forDigit(b >> 4, 16)))
          .append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
    }

    /**
     * The blob a hex string {@code 0x...} encodes (its first 4 bytes the alignment, little
     * endian), or null when it is not one; throws IllegalArgumentException with the end of
     * MLIR's message when the alignment is missing or not a power of 2.
     */
    public static Blob parse(String s) {
      if (!s.startsWith("0x") || (s.length() - 2) % 2 != 0) {
        return null;
      }
      byte[] bytes = new byte[(s.length() - 2) / 2];
      for (int i = 0; i < bytes.length; i++) {
        int hi = Character.digit(s.charAt(2 + 2 * i), 16);
        int lo = Character.digit(s.charAt(3 + 2 * i), 16);
        if (hi < 0 || lo < 0) {
          return null;
        }
        bytes[i] = (byte) (hi << 4 | lo);
      }
      if (bytes.length < 4) {
        throw new IllegalArgumentException(" to encode alignment in first 4 bytes");
      }
      long alignment = (bytes[0] & 0xFFL) | (bytes[1] & 0xFFL) << 8 | (bytes[2] & 0xFFL) << 16
          | (bytes[3] & 0xFFL) << 24;
      byte[] data = java.util.Arrays.copyOfRange(bytes, 4, bytes.length);
      // An alignment of 0 is taken for an empty blob only (mlir-opt-22 crashes on other data).
      if (Long.bitCount(alignment) != 1 && !(alignment == 0 && data.length == 0)) {
        throw new IllegalArgumentException(" to encode alignment in first 4 bytes, but got non-power-of-2 value: "
            + alignment);
      }
      return new Blob(alignment, data);
    }
  }

  private final Map<String, Blob> blobs = new LinkedHashMap<>();
  /** Group, key, and the value as printed ({@code true}, {@code "text"}, {@code "0x..."}). */
  private final Map<String, Map<String, String>> external = new LinkedHashMap<>();

  public synchronized void putBlob(String handle, Blob blob) {
    blobs.put(handle, blob);
  }

  public synchronized Blob blob(String handle) {
    return blobs.get(handle);
  }

  public synchronized void putExternal(String group, String key, String printedValue) {
    external.computeIfAbsent(group, g -> new LinkedHashMap<>()).put(key, printedValue);
  }

  /** Whether there is nothing to print whatever the op refers to. */
  public synchronized boolean isEmpty() {
    return blobs.isEmpty() && external.isEmpty();
  }

  /**
   * Appends the metadata section, with a blank line before it, for the blobs of {@code handles}
   * (in their order; those without a blob left out) and the external resources; nothing when
   * both are empty.
   */
  public synchronized void print(Collection<String> handles, StringBuilder out) {
    List<String> entries = new ArrayList<>();
    for (String h : handles) {
      Blob b = blobs.get(h);
      if (b != null) {
        entries.add("      " + key(h) + ": \"" + b.hex() + "\"");
      }
    }
    if (entries.isEmpty() && external.isEmpty()) {
      return;
    }
    out.append("\n{-#\n");
    if (!entries.isEmpty()) {
      out.append("  dialect_resources: {\n    builtin: {\n").append(String.join(",\n", entries))
          .append("\n    }\n  }");
    }
    if (!external.isEmpty()) {
      out.append(entries.isEmpty() ? "" : ",\n").append("  external_resources: {\n");
      List<String> groups = new ArrayList<>();
      for (var g : external.entrySet()) {
        List<String> kv = new ArrayList<>();
        for (var e : g.getValue().entrySet()) {
          kv.add("      " + key(e.getKey()) + ": " + e.getValue());
        }
        groups.add("    " + key(g.getKey()) + ": {\n" + String.join(",\n", kv) + "\n    }");
      }
      out.append(String.join(",\n", groups)).append("\n  }");
    }
    out.append("\n#-}\n");
  }

  private static String key(String k) {
    if (Strings.isBareIdentifier(k)) {
      return k;
    }
    StringBuilder sb = new StringBuilder();
    Strings.printEscaped(sb, k);
    return sb.toString();
  }
}
