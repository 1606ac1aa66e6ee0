package jopt.tools;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.EnumSet;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;

/**
 * The jopt server (docs/server.md): one warm JVM that runs many invocations of {@code jopt},
 * as Gradle's daemon or Bazel's persistent workers, so that a suite of small runs does not pay
 * a JVM's start-up per run. It listens on a Unix domain socket in a directory only its user can
 * enter (mode 0700, checked), runs each request on a thread of its own
 * ({@link ServerConnection}), and goes away when idle for a while, when asked ({@code jopt
 * --server-stop}), or when the jar it was started from is replaced (a rebuild): it then answers
 * {@link ServerProtocol#RESTART} and the client starts a new one.
 *
 * <p>{@code java jopt.tools.JoptServer SOCKET [IDLE_SECONDS [JOBS]]}: JOBS requests run at once
 * (0, the default: all that come; 1 serializes them). bin/jopt starts it (the client,
 * tools/src/main/c/jopt-client.c, on its first call). One server per socket: a lock file beside
 * the socket, held while the server lives, keeps a second from binding.
 */
public final class JoptServer {
  /** The default idle time before the server stops, in seconds. */
  static final long DEFAULT_IDLE_SECONDS = 900;

  private final Path socket;
  private final Path jar;
  private final long idleNanos;
  private final String jarStamp;
  /** Permits for running requests; null: no bound. */
  private final java.util.concurrent.Semaphore jobs;
  private ServerSocketChannel channel;
  /** The user the server runs as: the socket file's owner. */
  private UserPrincipal owner;
  private int active;
  private long lastActivity = System.nanoTime();
  private boolean stopping;

  JoptServer(Path socket, Path jar, long idleSeconds) {
    this(socket, jar, idleSeconds, 0);
  }

  JoptServer(Path socket, Path jar, long idleSeconds, int jobs) {
    this.jobs = jobs > 0 ? new java.util.concurrent.Semaphore(jobs, true) : null;
    this.socket = socket;
    this.jar = jar;
    this.idleNanos = idleSeconds * 1_000_000_000L;
    this.jarStamp = stamp(jar);
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 1 || args.length > 3) {
      System.err.println("usage: jopt.tools.JoptServer SOCKET [IDLE_SECONDS [JOBS]]");
      System.exit(2);
    }
    Path socket = Path.of(args[0]).toAbsolutePath();
    long idle = args.length > 1 ? Long.parseLong(args[1]) : DEFAULT_IDLE_SECONDS;
    String problem = unsafeDirectory(socket.getParent());
    if (problem != null) {
      System.err.println("jopt server: " + problem);
      System.exit(1);
    }
    int jobs = args.length > 2 ? Integer.parseInt(args[2]) : 0;
    JoptServer server = new JoptServer(socket, ownJar(), idle, jobs);
    try (FileChannel lockFile = FileChannel.open(Path.of(socket + ".lock"),
        StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      FileLock lock = server.lock(lockFile);
      if (lock == null) {
        return; // another server answers on this socket
      }
      RequestStreams.install();
      WarmUp.start();
      server.bind();
      System.err.println("jopt server " + ProcessHandle.current().pid() + " on " + socket);
      server.serve();
      lock.release();
    }
    ProcessExit.halt(0);
  }

  /**
   * Why {@code dir} may not hold the socket, or null: it must be a directory (not a link) of
   * this user that no one else may enter, so that no other user reaches the server.
   */
  static String unsafeDirectory(Path dir) {
    try {
      PosixFileAttributes a = Files.readAttributes(dir, PosixFileAttributes.class,
          LinkOption.NOFOLLOW_LINKS);
      if (!a.isDirectory()) {
        return dir + " is not a directory";
      }
      if (!a.owner().getName().equals(System.getProperty("user.name"))) {
        return dir + " belongs to " + a.owner().getName();
      }
      if (!EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE,
          PosixFilePermission.OWNER_EXECUTE).containsAll(a.permissions())) {
        return dir + " may be entered by others (its mode must be 0700)";
      }
      return null;
    } catch (IOException | UnsupportedOperationException e) {
      return "cannot check " + dir + ": " + e;
    }
  }

  /** The jar (or classes directory) this class was loaded from. */
  private static Path ownJar() throws Exception {
    return Path.of(JoptServer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  /** The jar's size and time: a rebuilt jar has another. */
  private static String stamp(Path jar) {
    try {
      return Files.size(jar) + "@" + Files.getLastModifiedTime(jar).toMillis();
    } catch (IOException e) {
      return "gone";
    }
  }

  /**
   * The lock of the socket, once the server that held it (say, one of an older jar finishing its
   * last requests) is gone; null when another server is already answering.
   */
  private FileLock lock(FileChannel lockFile) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + 60_000_000_000L;
    while (System.nanoTime() < deadline) {
      FileLock lock = lockFile.tryLock();
      if (lock != null) {
        return lock;
      }
      if (answers(socket)) {
        return null;
      }
      Thread.sleep(20);
    }
    return null;
  }

  /** Whether a server accepts connections on {@code socket}. */
  static boolean answers(Path socket) {
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** Binds the socket (removing a dead server's), readable and writable by its owner only. */
  void bind() throws IOException {
    Files.deleteIfExists(socket);
    channel = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
    channel.bind(UnixDomainSocketAddress.of(socket));
    Files.setPosixFilePermissions(socket, EnumSet.of(PosixFilePermission.OWNER_READ,
        PosixFilePermission.OWNER_WRITE));
    owner = Files.getOwner(socket, LinkOption.NOFOLLOW_LINKS);
  }

  /**
   * Why the connection {@code client} is refused, or null: its peer must be this server's
   * user (the socket file's owner), as the directory's mode already ensures; checked again
   * on the connection itself ({@code SO_PEERCRED}), whatever the directory's state.
   */
  private String refusal(SocketChannel client) {
    try {
      return refusal(client.getOption(ExtendedSocketOptions.SO_PEERCRED), owner);
    } catch (IOException | UnsupportedOperationException e) {
      return "its peer's user is unknown: " + e;
    }
  }

  /** Why a peer of {@code peer}'s credentials is refused by a server of {@code owner}, or null. */
  static String refusal(UnixDomainPrincipal peer, UserPrincipal owner) {
    if (peer.user().equals(owner) || peer.user().getName().equals(owner.getName())) {
      return null;
    }
    return "its peer runs as user " + peer.user().getName() + ", the server as " + owner.getName();
  }

  /** Accepts requests until stopped; returns once the last running request has ended. */
  void serve() throws InterruptedException {
    Thread idle = new Thread(this::watchIdle, "jopt-server-idle");
    idle.setDaemon(true);
    idle.start();
    int n = 0;
    while (true) {
      SocketChannel client;
      try {
        client = channel.accept();
      } catch (IOException e) {
        break; // closed: stopping
      }
      String refusal = refusal(client);
      if (refusal != null) {
        System.err.println("jopt server: refused a connection: " + refusal);
        try {
          client.close();
        } catch (IOException e) {
          // refused either way
        }
        continue;
      }
      synchronized (this) {
        active++;
      }
      Thread t = new Thread(() -> handle(client), "jopt-request-" + ++n);
      t.setDaemon(true);
      t.start();
    }
    synchronized (this) {
      while (active > 0) {
        wait();
      }
    }
  }

  private void handle(SocketChannel client) {
    try (client) {
      ServerConnection c = new ServerConnection(ChannelStreams.input(client),
          ChannelStreams.output(client));
      ServerRequest request = ServerRequest.read(c.input());
      // Stopped before the answer: the client's next call must not reach this server.
      if (request.tool().equals(ServerProtocol.STOP)) {
        stop();
        c.sendLine("jopt server " + ProcessHandle.current().pid() + " stopped");
        c.sendExit(0);
      } else if (!stamp(jar).equals(jarStamp)) {
        stop();
        c.sendRestart();
      } else {
        c.watch(request);
        if (jobs == null) {
          c.run(request);
        } else {
          jobs.acquire(); // interrupted: the client left the queue
          try {
            c.run(request);
          } finally {
            jobs.release();
          }
        }
      }
    } catch (IOException | RuntimeException | InterruptedException e) {
      // the client went away or spoke something else: its business, not the server's
    } finally {
      synchronized (this) {
        active--;
        lastActivity = System.nanoTime();
        notifyAll();
      }
    }
  }

  /** The requests being served (the tests watch a cancelled one end). */
  synchronized int activeRequests() {
    return active;
  }

  /** Stops accepting requests and removes the socket; running requests finish. */
  synchronized void stop() {
    if (stopping) {
      return;
    }
    stopping = true;
    try {
      Files.deleteIfExists(socket);
      channel.close();
    } catch (IOException e) {
      // nothing to undo
    }
  }

  private void watchIdle() {
    while (true) {
      try {
        Thread.sleep(Math.max(10, Math.min(idleNanos / 1_000_000 / 4, 10_000)));
      } catch (InterruptedException e) {
        return;
      }
      synchronized (this) {
        if (stopping) {
          return;
        }
        if (active == 0 && System.nanoTime() - lastActivity > idleNanos) {
          stop();
          return;
        }
      }
    }
  }
}
