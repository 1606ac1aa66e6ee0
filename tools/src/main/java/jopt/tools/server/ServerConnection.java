package jopt.tools.server;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import jopt.support.Utf8;
import jopt.passes.Passes;
import jopt.support.Invocation;
import jopt.tools.opt.JoptMain;
import jopt.tools.run.JoptRun;
import jopt.tools.translate.JoptTranslate;

/**
 * One client connection of the jopt server, after its request was read and accepted: runs the
 * tool for an {@link Invocation} of the caller's working directory and umask, with standard
 * streams that are frames on the connection ({@link ServerProtocol}), and sends the exit code.
 * While the tool runs, a watcher thread reads the connection: the client's standard input
 * answers, its cancellation and its end. A client that asks to cancel (Ctrl-C) or goes away
 * (killed) cancels the run: the invocation is cancelled (no output file of it is written from
 * then on) and the request's thread interrupted; the parser, verifier, printer, pass manager and
 * interpreter stop at their next check.
 */
final class ServerConnection {
  /** How long a cancellation waits for the run to end before it answers the client. */
  private static final long CANCEL_WAIT_MILLIS = 2_000;

  /** The watcher's mark in {@link #stdin}: the client has gone. */
  private static final Object GONE = new Object();

  private final DataInputStream in;
  private final OutputStream socketOut;
  private final ServerRequest request;
  private final Invocation invocation;
  private final byte[] header = new byte[5];
  /** Standard input answers read by the watcher, in order: bytes, an IOException, or GONE. */
  private final BlockingQueue<Object> stdin = new LinkedBlockingQueue<>();
  /** The thread running the request, to interrupt when it is cancelled; null when none runs. */
  private final AtomicReference<Thread> worker = new AtomicReference<>();
  /** Whether a byte of output went to the client or one of input came from it. */
  private final AtomicBoolean exchanged = new AtomicBoolean();
  private final CountDownLatch ended = new CountDownLatch(1);
  /** Whether the client asked to cancel, and whether it was answered (once). */
  private final AtomicBoolean cancelAsked = new AtomicBoolean();
  private final AtomicBoolean cancelAnswered = new AtomicBoolean();

  ServerConnection(DataInputStream in, OutputStream out, ServerRequest request) {
    this.in = in;
    this.socketOut = out;
    this.request = request;
    this.invocation = Invocation.of(Path.of(request.cwd()), request.umask());
  }

  /** The connection's input, buffered, to read the request from. */
  static DataInputStream input(InputStream in) {
    return new DataInputStream(new BufferedInputStream(in, 1 << 16));
  }

  /**
   * Tells the client its request is taken and waits for its go; false when it gave up waiting
   * (closed the connection, and runs the call itself).
   */
  boolean accept() throws IOException {
    frame(ServerProtocol.ACCEPTED, 0);
    socketOut.flush();
    try {
      byte type = in.readByte();
      int len = in.readInt();
      return type == ServerProtocol.GO && len == 0;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Starts watching the connection for the request about to run on this thread (before it waits
   * for a turn, so that a client leaving the queue cancels it too).
   */
  void watch() {
    worker.set(Thread.currentThread());
    Thread watcher = new Thread(this::watchLoop, Thread.currentThread().getName() + "-watch");
    watcher.setDaemon(true);
    watcher.start();
  }

  /** How the request ended. */
  enum Outcome {
    /** Its exit code was sent. */
    EXITED,
    /** It ran out of memory before any byte was exchanged: the client may run it itself. */
    OUT_OF_MEMORY_UNSEEN,
  }

  /**
   * Runs the request ({@link #watch} called first) and sends its exit code, or nothing when it ran
   * out of memory before it exchanged a byte with the client.
   *
   * @throws InterruptedIOException when the run was cancelled
   */
  Outcome run() throws IOException {
    Frames stdoutFrames = new Frames(ServerProtocol.STDOUT);
    boolean isRun = request.tool().equals("jopt-run");
    // jopt's output as JoptMain.runProcess writes it (its own buffer on top); jopt-run's as the
    // JDK makes System.out (a 128-byte buffer, flushed at each line, the stdout.encoding
    // charset), so that output and diagnostics interleave as they do in a process of its own.
    PrintStream out = isRun
        ? new PrintStream(new java.io.BufferedOutputStream(stdoutFrames, 128), true, stdoutCharset())
        : new PrintStream(stdoutFrames, false, Utf8.CHARSET);
    // As the process's stderr: unbuffered, each print a write.
    PrintStream err = new PrintStream(new Frames(ServerProtocol.STDERR), true, Utf8.CHARSET);
    String[] args = request.args().toArray(String[]::new);
    int code;
    try {
      code = RequestStreams.call(out, err, () -> switch (request.tool()) {
        case "jopt" -> JoptMain.run(args, new Stdin(), out, err, Passes.createTestRegistry(),
            invocation);
        case "jopt-run" -> JoptRun.run(args, new Stdin(), out, err, invocation);
        case "jopt-translate" -> JoptTranslate.run(args, out, err, invocation);
        default -> {
          err.println("jopt server: unknown tool '" + request.tool() + "'");
          yield 1;
        }
      });
    } catch (OutOfMemoryError e) {
      invocation.cancel(); // what it opened goes
      if (!exchanged.get()) {
        return Outcome.OUT_OF_MEMORY_UNSEEN;
      }
      err.println(request.tool() + ": error: out of memory in the jopt server (a heap of "
          + (Runtime.getRuntime().maxMemory() >> 20) + " MiB that its calls share); rerun with"
          + " JOPT_SERVER=0 (a JVM of its own) or JOPT_JAVA_OPTS=-Xmx<size>");
      code = 1;
    } catch (Exception e) {
      err.println("error: internal error: " + e);
      code = 1;
    } finally {
      worker.set(null);
      ended.countDown();
    }
    if (invocation.isCancelled() || Thread.currentThread().isInterrupted()) {
      // The connection is an interruptible channel: an interrupted thread's write would close it.
      Thread.interrupted();
      answerCancel(); // before the connection closes
      throw new InterruptedIOException("cancelled: the client went away");
    }
    out.flush();
    err.flush();
    sendExit(code);
    return Outcome.EXITED;
  }

  /**
   * The watcher: reads the client's frames (standard input answers for {@link Stdin}, a
   * cancellation); at the connection's end or an error, marks the client gone and cancels the
   * request.
   */
  private void watchLoop() {
    try {
      while (true) {
        byte type = in.readByte();
        byte[] payload = ServerProtocol.readBytes(in);
        switch (type) {
          case ServerProtocol.STDIN -> stdin.add(payload);
          case ServerProtocol.STDIN_ERROR ->
              stdin.add(new IOException(new String(payload, StandardCharsets.UTF_8)));
          case ServerProtocol.CANCEL -> {
            cancelAsked.set(true);
            cancel("cancelled by the client");
            awaitEnd(); // the run answers as it ends; one still in a long step, now
            answerCancel();
          }
          default -> throw new IOException("bad frame from the client: " + type);
        }
      }
    } catch (IOException e) {
      stdin.add(GONE);
      cancel("cancelled, the client went away");
    }
  }

  /** Cancels the run (its files first: none is written from now on), once. */
  private void cancel(String why) {
    invocation.cancel();
    Thread w = worker.getAndSet(null);
    if (w != null) {
      System.err.println("jopt server: " + request.tool() + " " + String.join(" ", request.args())
          + ": " + why);
      w.interrupt();
    }
  }

  /**
   * Tells a client that asked to cancel that the run has ended or can no longer write a file
   * (its invocation is cancelled), once.
   */
  private void answerCancel() {
    if (cancelAsked.get() && cancelAnswered.compareAndSet(false, true)) {
      try {
        synchronized (this) {
          frame(ServerProtocol.CANCELLED, 0);
          socketOut.flush();
        }
      } catch (IOException e) {
        // the client went away already
      }
    }
  }

  private void awaitEnd() {
    try {
      ended.await(CANCEL_WAIT_MILLIS, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static java.nio.charset.Charset stdoutCharset() {
    try {
      return java.nio.charset.Charset.forName(System.getProperty("stdout.encoding", "UTF-8"));
    } catch (RuntimeException e) {
      return Utf8.CHARSET;
    }
  }

  void sendExit(int code) throws IOException {
    synchronized (this) {
      frame(ServerProtocol.EXIT, 4);
      writeInt(code);
      socketOut.flush();
    }
  }

  private void frame(byte type, int length) throws IOException {
    header[0] = type;
    header[1] = (byte) (length >>> 24);
    header[2] = (byte) (length >>> 16);
    header[3] = (byte) (length >>> 8);
    header[4] = (byte) length;
    socketOut.write(header);
  }

  private void writeInt(int v) throws IOException {
    socketOut.write(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
  }

  /** A standard output stream of the request: each write one frame. */
  private final class Frames extends OutputStream {
    private final byte type;

    Frames(byte type) {
      this.type = type;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (len == 0) {
        return;
      }
      if (invocation.isCancelled()) {
        // The client wants nothing more (and a write of an interrupted thread would close the
        // connection, an interruptible channel, before the cancellation is answered).
        return;
      }
      exchanged.set(true);
      synchronized (ServerConnection.this) {
        frame(type, len);
        socketOut.write(b, off, len);
        socketOut.flush();
      }
    }
  }

  /** The request's standard input, asked of the client as the tool reads it. */
  private final class Stdin extends InputStream {
    private boolean eof;
    /** The answer being read, from {@link #at}. */
    private byte[] pending;
    private int at;

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (eof) {
        return -1;
      }
      if (len == 0) {
        return 0;
      }
      if (pending == null || at == pending.length) {
        if (invocation.isCancelled()) {
          throw new InterruptedIOException("cancelled while reading standard input");
        }
        exchanged.set(true);
        synchronized (ServerConnection.this) {
          frame(ServerProtocol.STDIN, 4);
          writeInt(Math.min(len, ServerProtocol.MAX_STRING));
          socketOut.flush();
        }
        Object answer;
        try {
          answer = stdin.take();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new InterruptedIOException("cancelled while reading standard input");
        }
        if (answer == GONE) {
          stdin.add(GONE);
          throw new InterruptedIOException("the client went away");
        }
        if (answer instanceof IOException error) {
          throw error; // as the client's read failed: "Bad file descriptor" for a closed one
        }
        pending = (byte[]) answer;
        at = 0;
        if (pending.length > len) {
          throw new IOException("bad standard input answer of " + pending.length + " bytes");
        }
        if (pending.length == 0) {
          eof = true;
          return -1;
        }
      }
      int n = Math.min(len, pending.length - at);
      System.arraycopy(pending, at, b, off, n);
      at += n;
      return n;
    }
  }
}
