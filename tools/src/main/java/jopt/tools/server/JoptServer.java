package jopt.tools.server;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.EnumSet;
import java.util.Objects;
import java.util.concurrent.Semaphore;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;

/**
 * The jopt server (docs/server.md): one warm JVM that runs many invocations of {@code jopt},
 * {@code jopt-run} and {@code jopt-translate}, as Gradle's daemon or Bazel's persistent workers,
 * so that a suite of small runs does not pay a JVM's start-up per run. It listens on a Unix
 * domain socket in a directory only its user can enter (mode 0700, checked), whose name says
 * which jar and which callers it serves ({@link ServerKey}); runs each request on a thread of its
 * own ({@link ServerConnection}) when its memory fits ({@link MemoryAdmission}); and goes away
 * when idle for a while, when asked ({@code jopt --server-stop}), or when its jar is rebuilt
 * (clients then name a new socket, and it ends once its running requests have).
 *
 * <p>{@code java jopt.tools.server.JoptServer SOCKET [IDLE_SECONDS [JOBS [KEY]]]}: JOBS requests
 * run at once (0, the default: all that come; 1 serializes them); KEY, the key of its callers
 * (default: this process's user and groups, no locale). bin/jopt starts it (the client,
 * tools/src/main/c/jopt-client.c, on its first call). One server per socket: a lock file beside
 * the socket, held while the server lives, keeps a second from binding; a stopped server
 * removes both at once, so that the next server never waits for its last requests.
 */
public final class JoptServer {
  /** The default idle time before the server stops, in seconds. */
  static final long DEFAULT_IDLE_SECONDS = 900;
  /** Idle time after which the heap is collected, so that the JVM can give memory back. */
  private static final long COLLECT_AFTER_NANOS = 2_000_000_000L;

  private final Path socket;
  private final Path jar;
  private final long idleNanos;
  private final String jarStamp;
  private final String key;
  /** Permits for running requests; null: no bound. */
  private final Semaphore jobs;
  private final MemoryAdmission memory;
  private ServerSocketChannel channel;
  /** The user the server runs as: the socket file's owner. */
  private UserPrincipal owner;
  private int active;
  private long lastActivity = System.nanoTime();
  /** Whether the heap was collected since the last request ended. */
  private boolean collected = true;
  private boolean stopping;

  JoptServer(Path socket, Path jar, long idleSeconds) {
    this(socket, jar, idleSeconds, 0, defaultKey());
  }

  JoptServer(Path socket, Path jar, long idleSeconds, int jobs, String key) {
    this(socket, jar, idleSeconds, jobs, key,
        MemoryAdmission.forHeap(Runtime.getRuntime().maxMemory()));
  }

  JoptServer(Path socket, Path jar, long idleSeconds, int jobs, String key,
      MemoryAdmission memory) {
    this.jobs = jobs > 0 ? new Semaphore(jobs, true) : null;
    this.socket = socket;
    this.jar = jar;
    this.idleNanos = idleSeconds * 1_000_000_000L;
    this.jarStamp = stamp(jar);
    this.key = key;
    this.memory = memory;
  }

  /** The key of a server started without one: this process's user and groups. */
  static String defaultKey() {
    return ServerKey.processIdentity() + " locale=";
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 1 || args.length > 4) {
      System.err.println("usage: jopt.tools.server.JoptServer SOCKET [IDLE_SECONDS [JOBS [KEY]]]");
      System.exit(2);
    }
    Path socket = Path.of(args[0]).toAbsolutePath();
    long idle = args.length > 1 ? Long.parseLong(args[1]) : DEFAULT_IDLE_SECONDS;
    int jobs = args.length > 2 ? Integer.parseInt(args[2]) : 0;
    String key = args.length > 3 && !args[3].isEmpty() ? args[3] : defaultKey();
    String problem = unsafeDirectory(socket.getParent());
    if (problem == null) {
      problem = ServerKey.mismatch(key);
    }
    if (problem != null) {
      System.err.println("jopt server: " + problem);
      System.exit(1);
    }
    JoptServer server = new JoptServer(socket, ownJar(), idle, jobs, key);
    Held lock = server.lock();
    if (lock == null) {
      return; // another server answers on this socket
    }
    try (lock) {
      RequestStreams.install();
      jopt.tools.common.WarmUp.start();
      server.bind();
      System.err.println("jopt server " + ProcessHandle.current().pid() + " on " + socket);
      server.serve();
    }
    jopt.tools.common.ProcessExit.halt(0);
  }

  /**
   * Why {@code dir} may not hold the socket, or null: it must be a directory (not a link) of
   * this user (compared by uid: a user may have no name) that no one else may enter, so that no
   * other user reaches the server.
   */
  static String unsafeDirectory(Path dir) {
    try {
      PosixFileAttributes a = Files.readAttributes(dir, PosixFileAttributes.class,
          LinkOption.NOFOLLOW_LINKS);
      if (!a.isDirectory()) {
        return dir + " is not a directory";
      }
      long uid = ((Number) Files.getAttribute(dir, "unix:uid", LinkOption.NOFOLLOW_LINKS))
          .longValue();
      if (uid != ServerKey.processUid()) {
        return dir + " belongs to user " + uid + ", not to " + ServerKey.processUid();
      }
      if (!EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE,
          PosixFilePermission.OWNER_EXECUTE).containsAll(a.permissions())) {
        return dir + " may be entered by others (its mode must be 0700)";
      }
      return null;
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
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

  /** The lock file held while this server lives, and its channel. */
  record Held(FileChannel channel, FileLock lock) implements AutoCloseable {
    @Override
    public void close() throws IOException {
      channel.close(); // releases the lock
    }
  }

  /**
   * The lock of the socket, once a server that held it is gone; null when another server is
   * already answering. A stopped server removes the lock file before its last requests end, so
   * a new one locks a new file at once; a lock taken on the file just removed is let go and the
   * new file locked instead.
   */
  Held lock() throws IOException, InterruptedException {
    Path path = Path.of(socket + ".lock");
    long deadline = System.nanoTime() + 60_000_000_000L;
    while (System.nanoTime() < deadline) {
      FileChannel ch = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      Object opened = fileKey(path);
      FileLock lock = ch.tryLock();
      if (lock != null && opened != null && Objects.equals(opened, fileKey(path))) {
        return new Held(ch, lock);
      }
      ch.close();
      if (lock == null && answers(socket)) {
        return null;
      }
      Thread.sleep(20);
    }
    return null;
  }

  private static Object fileKey(Path p) {
    try {
      return Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
          .fileKey();
    } catch (IOException e) {
      return null;
    }
  }

  /**
   * The address of {@code socket}: its path, or its name alone when the path is longer than the
   * JDK binds or connects (106 bytes: a socket address holds 108 with the final NUL, and the JDK
   * refuses 107 as "Unix domain path too long") and the server runs in its folder, as the client
   * starts it.
   */
  static UnixDomainSocketAddress address(Path socket) {
    int max = 106;
    if (socket.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8).length > max
        && socket.getParent() != null
        && socket.getParent().equals(Path.of("").toAbsolutePath())) {
      return UnixDomainSocketAddress.of(socket.getFileName());
    }
    return UnixDomainSocketAddress.of(socket);
  }

  /** Whether a server accepts connections on {@code socket}. */
  static boolean answers(Path socket) {
    try (SocketChannel ch = SocketChannel.open(address(socket))) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** Binds the socket (removing a dead server's), readable and writable by its owner only. */
  void bind() throws IOException {
    Files.deleteIfExists(socket);
    channel = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
    channel.bind(address(socket));
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

  /**
   * Why a peer of {@code peer}'s credentials is refused by a server of {@code owner}, or null.
   * Principals of the same uid are equal, with or without a name.
   */
  static String refusal(UnixDomainPrincipal peer, UserPrincipal owner) {
    if (peer.user().equals(owner)) {
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
      try {
        String refusal = refusal(client);
        if (refusal != null) {
          System.err.println("jopt server: refused a connection: " + refusal);
          closeQuietly(client);
          continue;
        }
        synchronized (this) {
          active++;
        }
        Thread t = new Thread(() -> handle(client), "jopt-request-" + ++n);
        t.setDaemon(true);
        t.start();
      } catch (OutOfMemoryError e) {
        // no thread for this one: its client runs the call itself
        closeQuietly(client);
        synchronized (this) {
          active--;
        }
      }
    }
    synchronized (this) {
      while (active > 0) {
        wait();
      }
    }
  }

  private static void closeQuietly(SocketChannel client) {
    try {
      client.close();
    } catch (IOException e) {
      // closed either way
    }
  }

  private void handle(SocketChannel client) {
    try (client) {
      DataInputStream in = ServerConnection.input(ChannelStreams.input(client));
      OutputStream out = ChannelStreams.output(client);
      ServerRequest request = ServerRequest.read(in);
      if (request.tool().equals(ServerProtocol.STOP)) {
        // Stopped before the answer: the client's next call must not reach this server.
        stop();
        ServerProtocol.writeFrame(out, ServerProtocol.STDOUT, ("jopt server "
            + ProcessHandle.current().pid() + " stopped\n").getBytes(StandardCharsets.UTF_8));
        ServerProtocol.writeFrame(out, ServerProtocol.EXIT, new byte[4]);
        return;
      }
      if (!stamp(jar).equals(jarStamp)) {
        stop();
        ServerProtocol.writeFrame(out, ServerProtocol.RESTART, new byte[0]);
        return;
      }
      String direct = !request.key().equals(key)
          ? "a caller of another user, groups or locale (" + request.key() + ")" : null;
      long weight = RequestWeight.of(request);
      if (direct == null && memory.tooLarge(weight)) {
        direct = "a call of about " + (weight >> 20) + " MiB of heap, more than the server's";
      }
      if (direct != null) {
        ServerProtocol.writeFrame(out, ServerProtocol.DIRECT, direct.getBytes(StandardCharsets.UTF_8));
        return;
      }
      ServerConnection c = new ServerConnection(in, out, request);
      if (!c.accept()) {
        return; // the client gave up waiting, and runs the call itself
      }
      c.watch();
      ServerConnection.Outcome outcome;
      if (jobs != null) {
        jobs.acquire(); // interrupted: the client left the queue
      }
      try (MemoryAdmission.Reservation r = memory.admit(weight)) {
        outcome = c.run();
      } finally {
        if (jobs != null) {
          jobs.release();
        }
      }
      if (outcome == ServerConnection.Outcome.OUT_OF_MEMORY_UNSEEN) {
        System.err.println("jopt server: " + request.tool() + " " + String.join(" ", request.args())
            + ": out of memory; its client runs it itself");
        ServerProtocol.writeFrame(out, ServerProtocol.DIRECT,
            "out of memory in the server".getBytes(StandardCharsets.UTF_8));
      }
    } catch (IOException | RuntimeException | InterruptedException | OutOfMemoryError e) {
      // the client went away or spoke something else: its business, not the server's
    } finally {
      synchronized (this) {
        active--;
        lastActivity = System.nanoTime();
        collected = false;
        notifyAll();
      }
    }
  }

  /** The requests being served (the tests watch a cancelled one end). */
  synchronized int activeRequests() {
    return active;
  }

  /**
   * Stops accepting requests and removes the socket and the lock file, so that a new server can
   * start at once; running requests finish.
   */
  synchronized void stop() {
    if (stopping) {
      return;
    }
    stopping = true;
    try {
      Files.deleteIfExists(socket);
      Files.deleteIfExists(Path.of(socket + ".lock"));
      channel.close();
    } catch (IOException e) {
      // nothing to undo
    }
  }

  /**
   * Stops the server after its idle time, or once idle when its jar was rebuilt (its clients
   * name another socket now); collects the heap after a short idle time, so that the JVM gives
   * back what the last requests took (docs/server.md).
   */
  private void watchIdle() {
    long period = Math.max(10, Math.min(idleNanos / 1_000_000 / 4, 1_000));
    while (true) {
      try {
        Thread.sleep(period);
      } catch (InterruptedException e) {
        return;
      }
      boolean collect = false;
      synchronized (this) {
        if (stopping) {
          return;
        }
        long idle = System.nanoTime() - lastActivity;
        if (active == 0 && (idle > idleNanos || !stamp(jar).equals(jarStamp))) {
          stop();
          return;
        }
        if (active == 0 && !collected && idle > COLLECT_AFTER_NANOS) {
          collected = true;
          collect = true;
        }
      }
      if (collect) {
        System.gc(); // the collector then shrinks the heap (bin/jopt-jvm.sh's server options)
      }
    }
  }
}
