package jopt.tools.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What a jopt server shares with every caller it serves, as Gradle keys its daemons: the
 * process's user, group and supplementary groups (which files a call may read and write) and its
 * locale. The client computes the key of its caller (tools/src/main/c/jopt-client.c) and talks
 * only to a server of that key (the key is in the socket's name); the server checks at start that
 * it runs as the key says, and refuses a request of another key.
 *
 * <p>The form: {@code uid=U gid=G groups=A,B,... locale=L} with the effective user and group,
 * the supplementary groups in increasing order without repeats, and L the caller's {@code
 * LC_ALL}, {@code LC_CTYPE} and {@code LANG} joined by {@code |}.
 */
final class ServerKey {
  private ServerKey() {}

  /**
   * This process's user and groups as a key begins ({@code uid=U gid=G groups=...}), from
   * {@code /proc/self/status}; null where there is no such file.
   */
  static String processIdentity() {
    List<String> lines;
    try {
      lines = Files.readAllLines(Path.of("/proc/self/status"));
    } catch (IOException e) {
      return null;
    }
    String uid = null;
    String gid = null;
    String groups = "";
    for (String line : lines) {
      String[] f = line.split("\\s+");
      if (line.startsWith("Uid:") && f.length > 2) {
        uid = f[2]; // effective
      } else if (line.startsWith("Gid:") && f.length > 2) {
        gid = f[2];
      } else if (line.startsWith("Groups:")) {
        groups = Arrays.stream(f).skip(1).filter(s -> !s.isEmpty()).mapToLong(Long::parseLong)
            .sorted().distinct().mapToObj(Long::toString).collect(Collectors.joining(","));
      }
    }
    return uid == null || gid == null ? null : "uid=" + uid + " gid=" + gid + " groups=" + groups;
  }

  /**
   * Why a server of this process may not serve callers of {@code key}, or null: the key's user and
   * groups must be this process's.
   */
  static String mismatch(String key) {
    String identity = processIdentity();
    if (identity == null) {
      return "cannot read this process's user and groups";
    }
    if (!key.startsWith(identity + " ")) {
      return "the server runs as '" + identity + "', its callers as '" + key + "'";
    }
    return null;
  }

  /** This process's effective user id. */
  static long processUid() {
    String identity = processIdentity();
    if (identity == null) {
      return -1;
    }
    return Long.parseLong(identity.substring(4, identity.indexOf(' ')));
  }
}
