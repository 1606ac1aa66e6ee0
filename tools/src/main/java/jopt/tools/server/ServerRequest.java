package jopt.tools.server;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One invocation sent to the jopt server: the tool ({@code jopt}, {@code jopt-run},
 * {@code jopt-translate}, or {@link ServerProtocol#STOP}), the caller's state that a direct call
 * would have (its working directory and umask), its arguments (without the program name), and
 * the key of the servers that may run it ({@link ServerKey}: user, groups, locale), which must be
 * the server's own.
 */
public record ServerRequest(String tool, String cwd, List<String> args, int umask, String key) {
  public ServerRequest {
    args = List.copyOf(args);
  }

  static ServerRequest read(DataInputStream in) throws IOException {
    if (in.readInt() != ServerProtocol.MAGIC) {
      throw new IOException("not a jopt client");
    }
    int version = in.readInt();
    if (version != ServerProtocol.VERSION) {
      throw new IOException("protocol version " + version + ", not " + ServerProtocol.VERSION);
    }
    String tool = ServerProtocol.readString(in);
    String cwd = ServerProtocol.readString(in);
    List<String> args = new ArrayList<>();
    for (int i = ServerProtocol.readCount(in); i > 0; i--) {
      args.add(ServerProtocol.readString(in));
    }
    int umask = in.readInt();
    String key = ServerProtocol.readString(in);
    return new ServerRequest(tool, cwd, args, umask & 0777, key);
  }

  void write(DataOutputStream out) throws IOException {
    out.writeInt(ServerProtocol.MAGIC);
    out.writeInt(ServerProtocol.VERSION);
    ServerProtocol.writeString(out, tool);
    ServerProtocol.writeString(out, cwd);
    out.writeInt(args.size());
    for (String a : args) {
      ServerProtocol.writeString(out, a);
    }
    out.writeInt(umask);
    ServerProtocol.writeString(out, key);
    out.flush();
  }
}
