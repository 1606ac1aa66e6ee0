package jopt.tools;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One invocation sent to the jopt server: the tool ({@code jopt}, or {@link
 * ServerProtocol#STOP}), the client's working directory, its arguments (without the program
 * name) and the environment entries it passes on ({@code K=V}; no tool reads one yet).
 */
record ServerRequest(String tool, String cwd, List<String> args, List<String> env) {
  ServerRequest {
    args = List.copyOf(args);
    env = List.copyOf(env);
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
    List<String> env = new ArrayList<>();
    for (int i = ServerProtocol.readCount(in); i > 0; i--) {
      env.add(ServerProtocol.readString(in));
    }
    return new ServerRequest(tool, cwd, args, env);
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
    out.writeInt(env.size());
    for (String e : env) {
      ServerProtocol.writeString(out, e);
    }
    out.flush();
  }
}
