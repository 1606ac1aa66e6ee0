package jopt.tools;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicReference;
import jopt.ir.Utf8;
import jopt.passes.Passes;

/**
 * One client connection of the jopt server: reads its request, runs the tool with the client's
 * working directory and with standard streams that are frames on the connection
 * ({@link ServerProtocol}), and sends the exit code. While the tool runs, a watcher thread
 * reads the connection: the client's standard input answers, and its end. A client that goes
 * away (killed, Ctrl-C) cancels the run: the watcher interrupts the request's thread, and the
 * pass manager, the interpreter and the chunk loop stop at their next check.
 */
final class ServerConnection {
  /** The watcher's mark in {@link #stdin}: the client has gone. */
  private static final byte[] GONE = new byte[0];

  private final DataInputStream in;
  private final OutputStream socketOut;
  private final byte[] header = new byte[5];
  /** Standard input answers read by the watcher, in order; {@link #GONE} last. */
  private final BlockingQueue<byte[]> stdin = new LinkedBlockingQueue<>();
  /** The thread running the request, to interrupt when the client goes; null when none runs. */
  private final AtomicReference<Thread> worker = new AtomicReference<>();

  ServerConnection(InputStream in, OutputStream out) {
    this.in = new DataInputStream(new BufferedInputStream(in, 1 << 16));
    this.socketOut = out;
  }

  DataInputStream input() {
    return in;
  }

  /**
   * Starts watching the connection for the request about to run on this thread (before it
   * waits for a turn, so that a client leaving the queue cancels it too).
   */
  void watch(ServerRequest request) {
    worker.set(Thread.currentThread());
    Thread watcher = new Thread(() -> watchLoop(request), Thread.currentThread().getName() + "-watch");
    watcher.setDaemon(true);
    watcher.start();
  }

  /**
   * Runs {@code request} (not a stop or a stale-server answer; {@link #watch} called first);
   * returns the exit code sent.
   *
   * @throws InterruptedIOException when the run was cancelled (the client went away)
   */
  int run(ServerRequest request) throws IOException {
    WriteErrorRecorder stdout = new WriteErrorRecorder(new Frames(ServerProtocol.STDOUT));
    boolean run = request.tool().equals("jopt-run");
    // jopt's output as JoptMain.runProcess writes it; jopt-run's as the JDK makes System.out
    // (a 128-byte buffer, flushed at each line, the stdout.encoding charset), so that output
    // and diagnostics interleave as they do in a process of its own.
    PrintStream out = run
        ? new PrintStream(new java.io.BufferedOutputStream(stdout, 128), true, stdoutCharset())
        : new PrintStream(stdout, false, Utf8.CHARSET);
    // As the process's stderr (ProcessExit.stderr): unbuffered, each print a write.
    PrintStream err = new PrintStream(new Frames(ServerProtocol.STDERR), true, Utf8.CHARSET);
    Path cwd = Path.of(request.cwd());
    String[] args = request.args().toArray(String[]::new);
    int code;
    try {
      code = RequestStreams.call(out, err, () -> switch (request.tool()) {
        case "jopt" -> JoptMain.run(args, new Stdin(), out, err, Passes.createTestRegistry(), cwd);
        case "jopt-run" -> JoptRun.run(args, new Stdin(), out, err, cwd);
        case JoptTranslate.NAME -> JoptTranslate.run(args, out, err, cwd);
        default -> {
          err.println("jopt server: unknown tool '" + request.tool() + "'");
          yield 1;
        }
      });
    } catch (Exception e) {
      err.println("error: internal error: " + e);
      code = 1;
    } finally {
      worker.set(null);
    }
    if (Thread.currentThread().isInterrupted()) {
      throw new InterruptedIOException("cancelled: the client went away");
    }
    out.flush();
    // jopt-run (System.out) and jopt-translate (a PrintStream) ignore a write error; jopt
    // reports it as mlir-opt does.
    int status = !request.tool().equals("jopt") ? code
        : JoptMain.outputStatus(code, out.checkError(), stdout.error(), err);
    err.flush();
    sendExit(status);
    return status;
  }

  /**
   * The watcher: reads the client's standard input answers (a length and the bytes) for
   * {@link Stdin}; at the connection's end or an error, marks the client gone and, while the
   * request runs, interrupts its thread.
   */
  private void watchLoop(ServerRequest request) {
    try {
      while (true) {
        int n = in.readInt();
        if (n < 0 || n > ServerProtocol.MAX_STRING) {
          throw new IOException("bad standard input answer of " + n + " bytes");
        }
        byte[] chunk = new byte[n];
        in.readFully(chunk);
        stdin.add(chunk);
      }
    } catch (IOException e) {
      stdin.add(GONE);
      Thread w = worker.getAndSet(null);
      if (w != null) {
        System.err.println("jopt server: " + request.tool() + " " + String.join(" ", request.args())
            + ": cancelled, the client went away");
        w.interrupt();
      }
    }
  }

  private static java.nio.charset.Charset stdoutCharset() {
    try {
      return java.nio.charset.Charset.forName(System.getProperty("stdout.encoding", "UTF-8"));
    } catch (RuntimeException e) {
      return Utf8.CHARSET;
    }
  }

  /** Sends {@code line} as the request's standard output (the server's own answers). */
  void sendLine(String line) throws IOException {
    new Frames(ServerProtocol.STDOUT).write((line + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  void sendExit(int code) throws IOException {
    frame(ServerProtocol.EXIT, 4);
    writeInt(code);
    socketOut.flush();
  }

  void sendRestart() throws IOException {
    frame(ServerProtocol.RESTART, 0);
    socketOut.flush();
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
        synchronized (ServerConnection.this) {
          frame(ServerProtocol.STDIN, 4);
          writeInt(len);
          socketOut.flush();
        }
        try {
          pending = stdin.take();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new InterruptedIOException("cancelled while reading standard input");
        }
        at = 0;
        if (pending == GONE) {
          stdin.add(GONE);
          throw new IOException("the client went away");
        }
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
