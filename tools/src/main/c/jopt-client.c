/*
 * jopt-client: runs `jopt ARGS` (or jopt-run, jopt-translate) in the jopt server
 * (tools/src/main/java/jopt/tools/server/JoptServer.java, docs/server.md) so that no JVM starts
 * per call; bin/jopt builds it at first use and runs it unless JOPT_SERVER=0. The call behaves as
 * a direct call of the same caller, or the client runs it directly (ROOT/bin/TOOL with
 * JOPT_SERVER=0): when no server answers in time, when the caller's state cannot travel with the
 * request (resource limits), or when the server says so (a call too large for its heap, one that
 * ran out of memory before any output): nothing of the call has run then.
 *
 *   jopt-client ROOT TOOL [ARGS...]     TOOL: jopt, jopt-run, jopt-translate, or --server-stop
 *
 * What travels with the request: the working directory, the arguments, the umask. What selects
 * the server (its socket's name): the jar (its real path, size, time and inode: a rebuilt jar
 * gets a new server at once), the user, group and supplementary groups, and the locale
 * (LC_ALL, LC_CTYPE, LANG). Closed standard streams are the caller's: reading a closed stdin or
 * writing a closed stdout fails with EBADF as in a direct call.
 *
 * Signals: SIGINT, SIGTERM and SIGHUP cancel the request (the server stops it and writes none of
 * its files; the client waits for that, at most a few seconds), then end the client as the
 * signal ends a process (a shell reports 130 for SIGINT). SIGKILL ends it at once; the server
 * sees the connection end and cancels the request too.
 *
 * The socket: $JOPT_SERVER_DIR, else $XDG_RUNTIME_DIR/jopt, else /tmp/jopt-UID: a directory of
 * this user only (mode 0700, checked).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define PROTOCOL_VERSION 2

static const char *root;
static const char *tool;
static int nargs;
static char **args;
static char sock_dir[PATH_MAX - 128];
static char sock_path[PATH_MAX];
/* Which of the standard descriptors the caller had closed (now /dev/null, so that no socket
 * takes their number). */
static int closed_fd[3];

/* The direct path: the tool's own script with the server turned off, on the caller's own
 * standard descriptors (closed ones closed again). */
static void fallback(void) {
  if (strcmp(tool, "--server-stop") == 0) {
    exit(0); /* no server: nothing to stop */
  }
  char prog[PATH_MAX];
  snprintf(prog, sizeof prog, "%s/bin/%s", root, tool);
  char **argv = calloc(nargs + 2, sizeof *argv);
  argv[0] = prog;
  for (int i = 0; i < nargs; i++) argv[i + 1] = args[i];
  setenv("JOPT_SERVER", "0", 1);
  signal(SIGPIPE, SIG_DFL);
  for (int fd = 0; fd < 3; fd++) {
    if (closed_fd[fd]) close(fd);
  }
  execv(prog, argv);
  fprintf(stderr, "jopt: cannot run %s: %s\n", prog, strerror(errno));
  exit(1);
}

/* ---- signals: a flag and a self-pipe the main loop polls */

static volatile sig_atomic_t caught_signal;
static int signal_pipe[2] = {-1, -1};

static void on_signal(int sig) {
  if (!caught_signal) caught_signal = sig;
  int saved = errno;
  if (signal_pipe[1] >= 0) (void)!write(signal_pipe[1], "s", 1);
  errno = saved;
}

static void catch_signals(void) {
  if (pipe2(signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) signal_pipe[0] = signal_pipe[1] = -1;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal; /* no SA_RESTART: a blocked read or write returns EINTR */
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGHUP, &sa, NULL);
}

/* Ends the client as the caught signal ends a process. */
static void die_of_signal(void) {
  int sig = caught_signal;
  signal(sig, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(sig);
  _exit(128 + sig);
}

/* ---- I/O */

/* Writes all of p to fd; -1 with errno on an error (EINTR from a signal: -1 too when one was
 * caught, so that the caller cancels). */
static int write_all(int fd, const void *p, size_t n) {
  const char *c = p;
  while (n > 0) {
    ssize_t w = write(fd, c, n);
    if (w < 0) {
      if (errno == EINTR && !caught_signal) continue;
      return -1;
    }
    c += w;
    n -= (size_t)w;
  }
  return 0;
}

/* A write to the server: an error, not a SIGPIPE, when it has gone. */
static int send_all(int fd, const void *p, size_t n) {
  const char *c = p;
  while (n > 0) {
    ssize_t w = send(fd, c, n, MSG_NOSIGNAL);
    if (w < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    c += w;
    n -= (size_t)w;
  }
  return 0;
}

/* Waits until fd is readable or a signal is caught; timeout_ms < 0: no limit. 1 readable,
 * 0 timed out, -2 a signal. */
static int wait_readable(int fd, int timeout_ms) {
  struct pollfd p[2] = {{fd, POLLIN, 0}, {signal_pipe[0], POLLIN, 0}};
  for (;;) {
    if (caught_signal) return -2;
    int r = poll(p, signal_pipe[0] >= 0 ? 2 : 1, timeout_ms);
    if (caught_signal) return -2;
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) return 0;
    return 1;
  }
}

/* Reads exactly n bytes from the server; -1 at its end or an error, -2 on a signal. */
static int read_all(int fd, void *p, size_t n) {
  char *c = p;
  while (n > 0) {
    int w = wait_readable(fd, -1);
    if (w != 1) return w == -2 ? -2 : -1;
    ssize_t r = read(fd, c, n);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    c += r;
    n -= (size_t)r;
  }
  return 0;
}

/* ---- the request, built in memory and sent with one write */

static char *req;
static size_t req_len, req_cap;

static void put(const void *p, size_t n) {
  if (req_len + n > req_cap) {
    req_cap = (req_len + n) * 2 + 4096;
    req = realloc(req, req_cap);
    if (!req) exit(1);
  }
  memcpy(req + req_len, p, n);
  req_len += n;
}

static void put_int(uint32_t v) {
  unsigned char b[4] = {v >> 24, v >> 16, v >> 8, v};
  put(b, 4);
}

static void put_bytes(const void *s, size_t n) {
  put_int((uint32_t)n);
  put(s, n);
}

static void put_str(const char *s) { put_bytes(s, strlen(s)); }

static uint32_t get_int(const unsigned char *b) {
  return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

static int send_frame(int fd, char type, const void *payload, uint32_t n) {
  unsigned char head[5] = {(unsigned char)type, n >> 24, n >> 16, n >> 8, n};
  if (send_all(fd, head, 5) != 0) return -1;
  return n == 0 ? 0 : send_all(fd, payload, n);
}

/* ---- which server */

static uint64_t fnv(uint64_t h, const void *p, size_t n) {
  const unsigned char *c = p;
  for (size_t i = 0; i < n; i++) h = (h ^ c[i]) * 1099511628211ULL;
  return h;
}

static int cmp_gid(const void *a, const void *b) {
  gid_t x = *(const gid_t *)a, y = *(const gid_t *)b;
  return x < y ? -1 : x > y;
}

/* The caller's key (ServerKey.java): user, group, supplementary groups, locale. */
static void make_key(char *key, size_t size) {
  int n = getgroups(0, NULL);
  gid_t *g = calloc(n > 0 ? n : 1, sizeof *g);
  n = n > 0 ? getgroups(n, g) : 0;
  if (n < 0) n = 0;
  qsort(g, n, sizeof *g, cmp_gid);
  size_t at = snprintf(key, size, "uid=%u gid=%u groups=", (unsigned)geteuid(), (unsigned)getegid());
  for (int i = 0; i < n && at < size; i++) {
    if (i > 0 && g[i] == g[i - 1]) continue;
    at += snprintf(key + at, size - at, "%s%u", at > 0 && key[at - 1] != '=' ? "," : "",
                   (unsigned)g[i]);
  }
  free(g);
  const char *all = getenv("LC_ALL"), *ctype = getenv("LC_CTYPE"), *lang = getenv("LANG");
  if (at < size) {
    snprintf(key + at, size - at, " locale=%s|%s|%s", all ? all : "", ctype ? ctype : "",
             lang ? lang : "");
  }
}

/* Why a server cannot run the call as the caller would, or NULL: a limit on CPU time, file size
 * or memory applies to a process, and the server's is not the caller's. */
static const char *limited(void) {
  static const struct { int resource; const char *name; } limits[] = {
      {RLIMIT_CPU, "CPU time"}, {RLIMIT_FSIZE, "file size"}, {RLIMIT_AS, "address space"},
      {RLIMIT_DATA, "data size"}};
  for (size_t i = 0; i < sizeof limits / sizeof *limits; i++) {
    struct rlimit r;
    if (getrlimit(limits[i].resource, &r) == 0 && r.rlim_cur != RLIM_INFINITY) {
      return limits[i].name;
    }
  }
  return NULL;
}

/* Makes (or checks) the socket's directory; 0 when it is this user's alone. */
static int socket_dir(char *dir, size_t size) {
  const char *xdg = getenv("XDG_RUNTIME_DIR");
  const char *over = getenv("JOPT_SERVER_DIR");
  if (over && *over) {
    snprintf(dir, size, "%s", over);
  } else if (xdg && *xdg) {
    snprintf(dir, size, "%s/jopt", xdg);
  } else {
    snprintf(dir, size, "/tmp/jopt-%u", (unsigned)geteuid());
  }
  if (mkdir(dir, 0700) != 0 && errno != EEXIST) return -1;
  struct stat st;
  if (lstat(dir, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid() ||
      (st.st_mode & 077) != 0) {
    fprintf(stderr, "jopt: warning: %s is not a directory of this user alone (mode 0700); "
            "running without the server\n", dir);
    return -1;
  }
  return 0;
}

/* Connects to the socket at path. A path longer than a socket address holds (108 bytes; deep
 * build folders) is reached through its directory's descriptor: /proc/self/fd/N/NAME. */
static int try_connect(const char *path) {
  struct sockaddr_un a = {.sun_family = AF_UNIX};
  int dir = -1;
  if (strlen(path) < sizeof a.sun_path) {
    memcpy(a.sun_path, path, strlen(path) + 1);
  } else {
    const char *slash = strrchr(path, '/');
    char parent[PATH_MAX];
    if (!slash || (size_t)(slash - path) >= sizeof parent) return -1;
    memcpy(parent, path, (size_t)(slash - path));
    parent[slash - path] = 0;
    dir = open(parent[0] ? parent : "/", O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) return -1;
    if ((size_t)snprintf(a.sun_path, sizeof a.sun_path, "/proc/self/fd/%d/%s", dir, slash + 1) >=
        sizeof a.sun_path) {
      close(dir);
      return -1;
    }
  }
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd >= 0 && connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
    close(fd);
    fd = -1;
  }
  if (dir >= 0) close(dir);
  return fd;
}

/* Starts a server, detached (its own session, no descriptor of the caller's but its own log),
 * without waiting for it; its pid, or -1. */
static pid_t start_server(const char *key) {
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) return -1;
  pid_t child = fork();
  if (child < 0) {
    close(report[0]);
    close(report[1]);
    return -1;
  }
  if (child == 0) {
    pid_t server = fork();
    if (server != 0) {
      (void)!write(report[1], &server, sizeof server);
      _exit(0);
    }
    setsid();
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    int nul = open("/dev/null", O_RDONLY);
    char log[PATH_MAX];
    snprintf(log, sizeof log, "%s.log", sock_path);
    int lg = open(log, O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (nul >= 0) dup2(nul, 0);
    if (lg >= 0) {
      dup2(lg, 1);
      dup2(lg, 2);
    }
    /* No descriptor of the caller's lives on in the server (a pipe held open would keep its
     * reader waiting until the server ends). */
    long max = sysconf(_SC_OPEN_MAX);
    for (int fd = 3; fd < (max > 0 && max < 65536 ? max : 65536); fd++) close(fd);
    char prog[PATH_MAX];
    snprintf(prog, sizeof prog, "%s/bin/jopt", root);
    setenv("JOPT_SERVER", "0", 1);
    /* In the socket's folder: a server binds a socket whose path is too long by its name. */
    if (chdir(sock_dir) != 0) _exit(127);
    execl(prog, prog, "--server-run", sock_path, key, (char *)0);
    _exit(127);
  }
  close(report[1]);
  pid_t server = -1;
  if (read(report[0], &server, sizeof server) != sizeof server) server = -1;
  close(report[0]);
  waitpid(child, NULL, 0);
  return server;
}

/* Connects, starting a server when none answers; -1 when none did (within 60 s, or its process
 * ended). */
static int connect_or_start(const char *key) {
  int fd = try_connect(sock_path);
  if (fd >= 0) return fd;
  pid_t server = start_server(key);
  struct timespec pause = {0, 5 * 1000 * 1000};
  for (int i = 0; i < 12000; i++) {
    nanosleep(&pause, NULL);
    if ((fd = try_connect(sock_path)) >= 0) return fd;
    if (caught_signal) die_of_signal();
    if (server > 0 && kill(server, 0) != 0 && errno == ESRCH) {
      /* It ended: another server took the socket, or it could not start. */
      if ((fd = try_connect(sock_path)) >= 0) return fd;
      break;
    }
  }
  fprintf(stderr, "jopt: warning: the jopt server did not start (see %s.log); running without it\n",
          sock_path);
  return -1;
}

/* ---- --server-stop: every server of this jar, of any version and caller */

static int stop_servers(const char *jar_prefix) {
  DIR *d = opendir(sock_dir);
  if (!d) return 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    size_t n = strlen(e->d_name);
    if (strncmp(e->d_name, jar_prefix, strlen(jar_prefix)) != 0 || n < 5 ||
        strcmp(e->d_name + n - 5, ".sock") != 0) {
      continue;
    }
    char path[sizeof sock_path];
    if ((size_t)snprintf(path, sizeof path, "%s/%s", sock_dir, e->d_name) >= sizeof path) continue;
    int fd = try_connect(path);
    if (fd < 0) continue;
    req_len = 0;
    put_int(0x4a4f5054);
    put_int(PROTOCOL_VERSION);
    put_str("--server-stop");
    put_str("/");
    put_int(0);
    put_int(0);
    put_str("");
    if (send_all(fd, req, req_len) == 0) {
      unsigned char head[5];
      static char buf[4096];
      while (read_all(fd, head, 5) == 0) {
        uint32_t len = get_int(head + 1);
        if (len > sizeof buf || read_all(fd, buf, len) != 0) break;
        if (head[0] == 'o') write_all(1, buf, len);
        if (head[0] == 'x') break;
      }
    }
    close(fd);
  }
  closedir(d);
  return 0;
}

/* ---- the call */

/* How the client's own writes went: the first error of each standard stream. */
static int out_errno, err_errno;

/* Copies a frame's bytes to the caller's stdout or stderr, as the direct path writes them. */
static void deliver(int target, const char *buf, size_t n) {
  int *failed = target == 1 ? &out_errno : &err_errno;
  if (*failed) return;
  if (closed_fd[target]) {
    *failed = EBADF;
  } else if (write_all(target, buf, n) != 0 && !caught_signal) {
    *failed = errno;
  }
}

/* The exit status of the direct path for the tool's code, given how the writes went: jopt reports
 * a failed stdout as mlir-opt does (LLVM's message and 1, or 141 on a closed pipe, where mlir-opt
 * dies of SIGPIPE; a closed pipe on stderr too); jopt-run and jopt-translate, as Java's
 * PrintStreams, ignore write errors. */
static int status(int code) {
  if (strcmp(tool, "jopt") != 0) return code;
  if (out_errno == EPIPE || (!out_errno && err_errno == EPIPE)) return 141;
  if (out_errno) {
    char m[256];
    int n = snprintf(m, sizeof m, "LLVM ERROR: IO failure on output stream: %s\n",
                     strerror(out_errno));
    if (!closed_fd[2]) write_all(2, m, (size_t)n);
    return 1;
  }
  return code;
}

/* Asks the server to cancel the request, waits for its word (the request has ended, or can no
 * longer write a file: the files it opened are gone) or its end, then dies of the signal. As a
 * direct call removes its files before it dies, the client does not end first: a loaded server
 * may take seconds to answer. A second signal, or a minute without an answer, ends it at once. */
static void cancel_and_die(int fd) {
  int sig = caught_signal;
  caught_signal = 0; /* so that the waits below wait */
  send_frame(fd, 'c', NULL, 0);
  struct timespec start, now;
  clock_gettime(CLOCK_MONOTONIC, &start);
  static char buf[1 << 16];
  for (;;) {
    clock_gettime(CLOCK_MONOTONIC, &now);
    long left = 60000 - ((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000);
    if (left <= 0 || wait_readable(fd, (int)left) != 1) break;
    unsigned char head[5];
    if (read_all(fd, head, 5) != 0) break;
    uint32_t len = get_int(head + 1);
    if (head[0] == 'k') break;
    while (len > 0) { /* output after the signal is dropped */
      size_t n = len < sizeof buf ? len : sizeof buf;
      if (read_all(fd, buf, n) != 0) goto done;
      len -= (uint32_t)n;
    }
  }
done:
  caught_signal = sig;
  die_of_signal();
}

/* Serves the request's frames until its end; the exit status, or -1 to run it directly
 * (nothing of it ran), -3 to ask a new server (the jar was rebuilt). */
static int converse(int fd) {
  static char buf[1 << 16];
  for (;;) {
    unsigned char head[5];
    int r = read_all(fd, head, 5);
    if (r == -2) cancel_and_die(fd);
    if (r != 0) {
      fprintf(stderr, "jopt: the jopt server closed the connection\n");
      return 1;
    }
    uint32_t len = get_int(head + 1);
    if (head[0] == 'o' || head[0] == 'e') {
      int target = head[0] == 'o' ? 1 : 2;
      while (len > 0) {
        size_t n = len < sizeof buf ? len : sizeof buf;
        r = read_all(fd, buf, n);
        if (r == -2) cancel_and_die(fd);
        if (r != 0) {
          fprintf(stderr, "jopt: the jopt server closed the connection\n");
          return 1;
        }
        deliver(target, buf, n);
        if (caught_signal) cancel_and_die(fd);
        len -= (uint32_t)n;
      }
    } else if (head[0] == 'i' && len == 4) {
      unsigned char m[4];
      if (read_all(fd, m, 4) != 0) return 1;
      uint32_t want = get_int(m);
      size_t n = want < sizeof buf ? want : sizeof buf;
      ssize_t got;
      if (closed_fd[0]) {
        got = -1;
        errno = EBADF;
      } else {
        do got = read(0, buf, n); while (got < 0 && errno == EINTR && !caught_signal);
      }
      if (caught_signal) cancel_and_die(fd);
      if (got < 0) {
        const char *why = strerror(errno);
        if (send_frame(fd, 'E', why, (uint32_t)strlen(why)) != 0) return 1;
      } else if (send_frame(fd, 'i', buf, (uint32_t)got) != 0) {
        return 1;
      }
    } else if (head[0] == 'x' && len == 4) {
      unsigned char c[4];
      if (read_all(fd, c, 4) != 0) return 1;
      return status((int)get_int(c));
    } else if (head[0] == 'd') {
      return -1; /* out of memory before any output: nothing of it ran that the caller saw */
    } else {
      fprintf(stderr, "jopt: bad answer from the jopt server\n");
      return 1;
    }
  }
}

/* Milliseconds the server has to take a request before the client runs it itself. */
static int accept_timeout(void) {
  const char *t = getenv("JOPT_SERVER_TIMEOUT");
  int ms = t && *t ? atoi(t) : 5000;
  return ms > 0 ? ms : 5000;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: jopt-client ROOT TOOL [ARGS...]\n");
    return 2;
  }
  root = argv[1];
  tool = argv[2];
  nargs = argc - 3;
  args = argv + 3;
  /* Closed standard descriptors: /dev/null in their place (no socket may take their numbers),
   * and the caller's state remembered. */
  for (int fd = 0; fd < 3; fd++) {
    if (fcntl(fd, F_GETFD) == -1 && errno == EBADF) {
      closed_fd[fd] = 1;
      int nul = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
      if (nul >= 0 && nul != fd) {
        dup2(nul, fd);
        close(nul);
      }
    }
  }
  signal(SIGPIPE, SIG_IGN); /* write errors are reported as the direct path reports them */

  char jar[PATH_MAX], path[PATH_MAX];
  snprintf(path, sizeof path, "%s/tools/target/jopt.jar", root);
  if (!realpath(path, jar) || socket_dir(sock_dir, sizeof sock_dir) != 0) fallback();
  char jar_prefix[32];
  snprintf(jar_prefix, sizeof jar_prefix, "%016llx-",
           (unsigned long long)fnv(1469598103934665603ULL, jar, strlen(jar)));
  if (strcmp(tool, "--server-stop") == 0) return stop_servers(jar_prefix);
  if (limited()) fallback();

  char key[8192];
  make_key(key, sizeof key);
  char cwd[PATH_MAX];
  if (!getcwd(cwd, sizeof cwd)) fallback();
  mode_t mask = umask(0);
  umask(mask);
  req_len = 0;
  put_int(0x4a4f5054);
  put_int(PROTOCOL_VERSION);
  put_str(tool);
  put_str(cwd);
  put_int((uint32_t)nargs);
  for (int i = 0; i < nargs; i++) put_str(args[i]);
  put_int((uint32_t)mask);
  put_str(key);

  catch_signals();
  for (int attempt = 0; attempt < 3; attempt++) {
    /* The server of this jar as it is now, for callers of this key. */
    struct stat st;
    if (stat(jar, &st) != 0) fallback();
    uint64_t h = 1469598103934665603ULL;
    h = fnv(h, &st.st_size, sizeof st.st_size);
    h = fnv(h, &st.st_mtim, sizeof st.st_mtim);
    h = fnv(h, &st.st_ino, sizeof st.st_ino);
    h = fnv(h, key, strlen(key));
    if ((size_t)snprintf(sock_path, sizeof sock_path, "%s/%s%016llx.sock", sock_dir, jar_prefix,
                         (unsigned long long)h) >= sizeof sock_path) {
      fallback();
    }
    int fd = connect_or_start(key);
    if (fd < 0) fallback();
    if (send_all(fd, req, req_len) != 0) {
      close(fd);
      fallback();
    }
    /* Accepted in time, or run directly: a stopped or stuck server costs a few seconds. */
    int w = wait_readable(fd, accept_timeout());
    if (w == -2) die_of_signal(); /* nothing ran yet */
    unsigned char head[5];
    if (w != 1 || read_all(fd, head, 5) != 0) {
      close(fd);
      fallback();
    }
    if (head[0] == 'r') {
      close(fd); /* a server of an older jar, going away: ask one of this jar */
      continue;
    }
    if (head[0] != 'a' || send_frame(fd, 'g', NULL, 0) != 0) {
      close(fd); /* 'd': the server will not run it (another caller's key, too large) */
      fallback();
    }
    int code = converse(fd);
    close(fd);
    if (code == -1) fallback();
    return code;
  }
  fallback();
  return 1;
}
